import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../../server/transport";
import { gradePage, parseSetCookie, type ObservedPage } from "./observatory";

const URL_ = "https://dochire.example/";

function page(headers: Record<string, string>, extra: Partial<ObservedPage> = {}): ObservedPage {
  return {
    https: { status: 200, headers: { "content-type": "text/html; charset=utf-8", ...headers }, body: '<script type="module" src="/assets/a.js"></script>' },
    httpChain: [{ status: 301, location: "https://dochire.example/", url: "http://dochire.example/" }],
    setCookies: [],
    ...extra,
  };
}

const ours = {
  "content-security-policy": contentSecurityPolicy("abc", false),
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
};

describe("security headers grade", () => {
  it("grades the production headers A+", () => {
    const g = gradePage(page(ours), URL_);
    expect(g.grade).toBe("A+");
    expect(g.results.filter((r) => !r.pass)).toEqual([]);
  });

  it("takes 25 for a missing CSP and 20 for a missing HSTS, ending at C", () => {
    const { "content-security-policy": _csp, "strict-transport-security": _hsts, ...rest } = ours;
    const g = gradePage(page(rest), URL_);
    expect(g.results.find((r) => r.test === "content-security-policy")?.modifier).toBe(-25);
    expect(g.results.find((r) => r.test === "strict-transport-security")?.modifier).toBe(-20);
    expect(g.score).toBe(55);
    expect(g.grade).toBe("C");
  });

  it("counts 'unsafe-inline' in script-src unless a nonce makes browsers ignore it", () => {
    const inline = gradePage(page({ ...ours, "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'" }), URL_);
    expect(inline.results.find((r) => r.test === "content-security-policy")?.result).toBe("csp-implemented-with-unsafe-inline");
    const nonce = gradePage(page({ ...ours, "content-security-policy": "default-src 'none'; script-src 'nonce-x' 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'" }), URL_);
    expect(nonce.results.find((r) => r.test === "content-security-policy")?.modifier).toBe(10);
  });

  it("refuses a session cookie without Secure and one readable by scripts", () => {
    const insecure = gradePage(page(ours, { setCookies: ["session_token=x; Path=/; HttpOnly; SameSite=Lax"] }), URL_);
    expect(insecure.results.find((r) => r.test === "cookies")?.modifier).toBe(-10);
    const readable = gradePage(page(ours, { setCookies: ["session_token=x; Path=/; Secure; SameSite=Lax"] }), URL_);
    expect(readable.results.find((r) => r.test === "cookies")?.modifier).toBe(-30);
    const good = gradePage(page(ours, { setCookies: ["__Secure-session_token=x; Path=/; Secure; HttpOnly; SameSite=Lax"] }), URL_);
    expect(good.results.find((r) => r.test === "cookies")?.modifier).toBe(5);
    expect(parseSetCookie("a=b=c; Secure; SameSite=Strict")).toEqual({ name: "a", secure: true, httpOnly: false, sameSite: "strict" });
  });

  it("wants plain http sent to https on the same host first", () => {
    const none = gradePage(page(ours, { httpChain: [{ status: 200, location: null, url: "http://dochire.example/" }] }), URL_);
    expect(none.results.find((r) => r.test === "redirection")?.modifier).toBe(-20);
    const offHost = gradePage(page(ours, { httpChain: [{ status: 301, location: "https://other.example/", url: "http://dochire.example/" }] }), URL_);
    expect(offHost.results.find((r) => r.test === "redirection")?.modifier).toBe(-5);
  });

  it("wants integrity on scripts from other origins", () => {
    const g = gradePage(page(ours, { https: { status: 200, headers: { "content-type": "text/html", ...ours }, body: '<script src="https://cdn.example/x.js"></script>' } }), URL_);
    expect(g.results.find((r) => r.test === "subresource-integrity")?.modifier).toBe(-5);
  });
});
