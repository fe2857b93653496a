import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  future: {
    // Loaders and actions get the request as it arrived, not two copies each (docs/decisions/060-render-cost.md);
    // code that needs the page's address without React Router's `.data`, `_routes` and `?index` uses pageUrl().
    v8_passThroughRequests: true,
    // Decided, not defaulted (docs/decisions/088-runtime-and-upgrades.md): each is taken with React Router 8, which
    // needs Node 22. Middleware stays Hono's with a plain load context; route modules stay whole (the dashboard's
    // bundle is measured as one); the build keeps its current Vite API use; `.data` URLs keep today's format.
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
