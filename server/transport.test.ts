import { describe, expect, it } from "vitest";
import { canonicalRedirect, contentSecurityPolicy, cspNonce, isLocalHost } from "./transport";

describe("canonical redirect", () => {
  it("sends http to https", () => {
    expect(canonicalRedirect({ host: "dochire.in", proto: "http", pathAndQuery: "/jobs?x=1" })).toBe("https://dochire.in/jobs?x=1");
  });
  it("strips a leading www", () => {
    expect(canonicalRedirect({ host: "www.dochire.in", proto: "https", pathAndQuery: "/" })).toBe("https://dochire.in/");
    expect(canonicalRedirect({ host: "WWW.dochire.in", proto: "http", pathAndQuery: "/a" })).toBe("https://dochire.in/a");
  });
  it("serves canonical requests", () => {
    expect(canonicalRedirect({ host: "dochire.in", proto: "https", pathAndQuery: "/" })).toBeNull();
  });
  it("exempts local hosts", () => {
    for (const host of ["localhost", "localhost:3000", "127.0.0.1:3000", "[::1]:3000", "app.localhost"]) {
      expect(isLocalHost(host)).toBe(true);
      expect(canonicalRedirect({ host, proto: "http", pathAndQuery: "/" })).toBeNull();
    }
    expect(isLocalHost("www.localhost.com")).toBe(false);
  });
});

describe("content security policy", () => {
  it("allows scripts only by nonce in production", () => {
    const csp = contentSecurityPolicy("abc", false);
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe("CSP nonces", () => {
  it("are 16 random bytes in base64, never the same twice, across many batches", () => {
    const nonces = Array.from({ length: 2000 }, cspNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const n of nonces) {
      expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(n, "base64")).toHaveLength(16);
    }
  });
});
