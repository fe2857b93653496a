// Production entry (npm start, npm run serve): serves the built app with React's production build. React picks its
// build from NODE_ENV when it is first loaded, so NODE_ENV is settled here, before anything imports React; who may
// reach the site (HSTS, secrets, no dev mailbox) is the separate DEPLOYMENT setting.
process.env.NODE_ENV = "production";
await import("./production");
export {};
