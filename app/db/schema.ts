// The database's tables, one module per area under schema/ (each imports the tables its foreign keys point at).
// This module is the one import point (`~/db/schema`); drizzle-kit reads the parts themselves (drizzle.config.ts).

export * from "./schema/accounts";
export * from "./schema/privacy";
export * from "./schema/profiles";
export * from "./schema/organisations";
export * from "./schema/jobs";
export * from "./schema/applications";
export * from "./schema/email-templates";
export * from "./schema/candidates";
export * from "./schema/scorecards";
export * from "./schema/messaging";
export * from "./schema/notifications";
export * from "./schema/content";
export * from "./schema/files";
export * from "./schema/mail";
export * from "./schema/admin";
export * from "./schema/seo";
export * from "./schema/webhooks";
