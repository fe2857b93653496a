import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("settings", () => {
  it("has working defaults for a fresh machine", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.BASE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
  });
  it("points at the port it listens on when BASE_URL is unset", () => {
    expect(parseEnv({ PORT: "3900" }).BASE_URL).toBe("http://localhost:3900");
    expect(parseEnv({ PORT: "3900", BASE_URL: "https://dochire.example/" }).BASE_URL).toBe("https://dochire.example");
  });
  it("names the bad variable", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ WHATSAPP_NUMBER: "+91 98" })).toThrow(/WHATSAPP_NUMBER/);
    expect(() => parseEnv({ DATABASE_WORK_MEM: "16MB -c statement_timeout=0" })).toThrow(/DATABASE_WORK_MEM/);
  });
  it("takes PostgreSQL's work_mem as a memory size, unset by default", () => {
    expect(parseEnv({}).DATABASE_WORK_MEM).toBeUndefined();
    expect(parseEnv({ DATABASE_WORK_MEM: "64MB" }).DATABASE_WORK_MEM).toBe("64MB");
  });
  it("keeps the React build apart from the kind of deployment", () => {
    // npm start runs production React on a machine of one's own: no secrets to set.
    expect(parseEnv({ NODE_ENV: "production" }).DEPLOYMENT).toBe("local");
  });
  it("requires every secret of a public deployment, naming each", () => {
    const error = (() => {
      try {
        parseEnv({ DEPLOYMENT: "public" });
      } catch (e) {
        return (e as Error).message;
      }
      return "";
    })();
    expect(error).toMatch(/AUTH_SECRET/);
    expect(error).toMatch(/SMTP_URL/);
    expect(error).toMatch(/BASE_URL: must start with https/);
    const ok = parseEnv({ DEPLOYMENT: "public", AUTH_SECRET: "x".repeat(32), SMTP_URL: "smtp://mail:25", BASE_URL: "https://dochire.example" });
    expect(ok.DEPLOYMENT).toBe("public");
  });
  it("chooses the storage driver from the S3 settings", () => {
    expect(parseEnv({}).STORAGE_DRIVER).toBe("local");
    expect(parseEnv({ S3_BUCKET: "files" }).STORAGE_DRIVER).toBe("s3");
    expect(parseEnv({ S3_BUCKET: "files", STORAGE_DRIVER: "local" }).STORAGE_DRIVER).toBe("local");
    expect(() => parseEnv({ STORAGE_DRIVER: "s3" })).toThrow(/S3_BUCKET/);
    expect(() => parseEnv({ S3_BUCKET: "files", S3_ACCESS_KEY_ID: "key" })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(parseEnv({ S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "true" }).S3_FORCE_PATH_STYLE).toBe(true);
  });
  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
