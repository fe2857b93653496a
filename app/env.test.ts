import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("settings", () => {
  it("has working defaults for a fresh machine", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.BASE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it("names the bad variable", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ WHATSAPP_NUMBER: "+91 98" })).toThrow(/WHATSAPP_NUMBER/);
  });
  it("requires AUTH_SECRET in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET/);
    expect(parseEnv({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) }).NODE_ENV).toBe("production");
  });
  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
