import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // The tables' modules (app/db/schema.ts re-exports them for the app).
  schema: "./app/db/schema/*.ts",
  out: "./drizzle",
});
