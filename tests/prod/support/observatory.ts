// A security-headers grade in the manner of the MDN HTTP Observatory (scoring algorithm version 4): the same twelve
// tests, the same score modifiers and the same grade chart, applied to answers the production test fetched through
// the proxy. The Observatory's own scanner cannot run here (it needs Node 24 and downloads lists when installed), so
// its published rules are written out for what DocHire serves: a page over https, the http address that should
// send the browser there, and the cookies a visit collects.

export type Headers = Record<string, string | string[] | undefined>;

export type ObservedPage = {
  /** The https answer of the page (after redirects, as a browser ends up). */
  https: { status: number; headers: Headers; body: string };
  /** The chain of answers to the same path asked over plain http: each status with its Location. */
  httpChain: { status: number; location: string | null; url: string }[];
  /** Every Set-Cookie the visit received (sign-in included), as sent. */
  setCookies: string[];
};

export type TestResult = { test: string; result: string; modifier: number; pass: boolean };
export type Grade = { score: number; grade: string; results: TestResult[] };

const GRADE_CHART: [number, string][] = [
  [100, "A+"], [90, "A"], [85, "A-"], [80, "B+"], [70, "B"], [65, "B-"], [60, "C+"], [50, "C"], [45, "C-"],
  [40, "D+"], [30, "D"], [25, "D-"], [0, "F"],
];
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

function result(test: string, outcome: string, modifier: number): TestResult {
  return { test, result: outcome, modifier, pass: modifier >= 0 };
}

/** CSP directives by name, lower-cased; a directive named twice is reported. */
function parseCsp(policy: string): { directives: Map<string, string[]>; duplicate: boolean } {
  const directives = new Map<string, string[]>();
  let duplicate = false;
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const key = name.toLowerCase();
    if (directives.has(key)) duplicate = true;
    else directives.set(key, sources.map((s) => s.toLowerCase()));
  }
  return { directives, duplicate };
}

const BROAD_SOURCES = new Set(["*", "http:", "https:", "data:", "ftp:", "blob:"]);

function csp(headers: Headers): TestResult {
  const policy = header(headers, "content-security-policy");
  if (!policy) return result("content-security-policy", "csp-not-implemented", -25);
  const { directives, duplicate } = parseCsp(policy);
  const sourcesOf = (name: string) => directives.get(name) ?? directives.get("default-src") ?? null;
  const script = sourcesOf("script-src");
  if (!script) return result("content-security-policy", "csp-header-invalid", -25);
  // 'unsafe-inline' is ignored by browsers when the list holds a nonce or a hash (CSP level 2), as the Observatory counts it.
  const hasNonceOrHash = script.some((s) => s.startsWith("'nonce-") || /^'sha(256|384|512)-/.test(s));
  if (script.includes("'unsafe-inline'") && !hasNonceOrHash) return result("content-security-policy", "csp-implemented-with-unsafe-inline", -20);
  const activeBroad = [script, sourcesOf("object-src") ?? []].some((list) => list.some((s) => BROAD_SOURCES.has(s) || s.startsWith("http://")));
  if (activeBroad) return result("content-security-policy", "csp-implemented-with-insecure-scheme", -20);
  if (script.includes("'unsafe-eval'")) return result("content-security-policy", "csp-implemented-with-unsafe-eval", -10);
  const passiveInsecure = ["img-src", "media-src"].some((d) => (sourcesOf(d) ?? []).some((s) => s === "http:" || s.startsWith("http://")));
  if (passiveInsecure) return result("content-security-policy", "csp-implemented-with-insecure-scheme-in-passive-content-only", -10);
  const style = sourcesOf("style-src") ?? [];
  if (style.some((s) => s === "'unsafe-inline'" || BROAD_SOURCES.has(s))) {
    return result("content-security-policy", duplicate ? "csp-implemented-but-duplicate-directives" : "csp-implemented-with-unsafe-inline-in-style-src-only", 0);
  }
  const formAction = directives.get("form-action");
  const lockedForms = !!formAction && formAction.every((s) => s === "'none'" || s === "'self'");
  if (directives.get("default-src")?.join(" ") === "'none'" && lockedForms) {
    return result("content-security-policy", "csp-implemented-with-no-unsafe-default-src-none", 10);
  }
  return result("content-security-policy", "csp-implemented-with-no-unsafe", 5);
}

type Cookie = { name: string; secure: boolean; httpOnly: boolean; sameSite: string | null };

export function parseSetCookie(line: string): Cookie {
  const [pair = "", ...attributes] = line.split(";").map((s) => s.trim());
  const name = pair.split("=")[0] ?? "";
  let secure = false;
  let httpOnly = false;
  let sameSite: string | null = null;
  for (const a of attributes) {
    const [key = "", value] = a.split("=");
    const k = key.toLowerCase();
    if (k === "secure") secure = true;
    else if (k === "httponly") httpOnly = true;
    else if (k === "samesite") sameSite = (value ?? "").toLowerCase();
  }
  return { name, secure, httpOnly, sameSite };
}

function cookies(setCookies: string[], hsts: boolean): TestResult {
  const jar = setCookies.map(parseSetCookie);
  if (jar.length === 0) return result("cookies", "cookies-not-found", 0);
  const isSession = (c: Cookie) => ["login", "sess"].some((w) => c.name.toLowerCase().includes(w));
  const isAntiCsrf = (c: Cookie) => c.name.toLowerCase().includes("csrf");
  if (jar.some((c) => c.sameSite !== null && !["strict", "lax", "none"].includes(c.sameSite))) {
    return result("cookies", "cookies-samesite-flag-invalid", -20);
  }
  if (jar.some((c) => isSession(c) && !c.secure)) {
    return hsts ? result("cookies", "cookies-session-without-secure-flag-but-protected-by-hsts", -10) : result("cookies", "cookies-session-without-secure-flag", -40);
  }
  if (jar.some((c) => isSession(c) && !c.httpOnly)) return result("cookies", "cookies-session-without-httponly-flag", -30);
  if (jar.some((c) => isAntiCsrf(c) && !c.sameSite)) return result("cookies", "cookies-anticsrf-without-samesite-flag", -20);
  if (jar.some((c) => !c.secure)) {
    return hsts ? result("cookies", "cookies-without-secure-flag-but-protected-by-hsts", -5) : result("cookies", "cookies-without-secure-flag", -20);
  }
  if (jar.every((c) => c.sameSite !== null)) return result("cookies", "cookies-secure-with-httponly-sessions-and-samesite", 5);
  return result("cookies", "cookies-secure-with-httponly-sessions", 0);
}

function keyword(test: string, value: string | undefined, passing: Record<string, number>, missing: number, invalid: number): TestResult {
  if (value === undefined) return result(test, `${test}-not-implemented`, missing);
  const v = value.trim().toLowerCase();
  const modifier = passing[v];
  return modifier === undefined ? result(test, `${test}-header-invalid`, invalid) : result(test, `${test}-implemented-with-${v}`, modifier);
}

function cors(headers: Headers): TestResult {
  const origin = header(headers, "access-control-allow-origin");
  if (!origin) return result("cross-origin-resource-sharing", "cross-origin-resource-sharing-not-implemented", 0);
  if (origin.trim() === "*") return result("cross-origin-resource-sharing", "cross-origin-resource-sharing-implemented-with-public-access", 0);
  return result("cross-origin-resource-sharing", "cross-origin-resource-sharing-implemented-with-restricted-access", 0);
}

function redirection(chain: ObservedPage["httpChain"]): TestResult {
  const first = chain[0];
  if (!first) return result("redirection", "redirection-missing", -20);
  if (first.status < 300 || first.status > 399 || !first.location) return result("redirection", "redirection-missing", -20);
  const start = new URL(first.url);
  const target = new URL(first.location, first.url);
  if (target.protocol !== "https:") {
    const last = chain[chain.length - 1];
    const endsSecure = !!last?.location && new URL(last.location, last.url).protocol === "https:";
    return endsSecure ? result("redirection", "redirection-not-to-https-on-initial-redirection", -10) : result("redirection", "redirection-not-to-https", -20);
  }
  if (target.hostname !== start.hostname) return result("redirection", "redirection-off-host-from-http", -5);
  return result("redirection", "redirection-to-https", 0);
}

function referrer(headers: Headers): TestResult {
  const value = header(headers, "referrer-policy");
  if (!value) return result("referrer-policy", "referrer-policy-not-implemented", 0);
  // The browser applies the last policy it understands.
  const policies = value.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean);
  const last = policies[policies.length - 1] ?? "";
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(last)) return result("referrer-policy", "referrer-policy-private", 5);
  if (["origin", "origin-when-cross-origin", "no-referrer-when-downgrade", "unsafe-url"].includes(last)) return result("referrer-policy", "referrer-policy-unsafe", -5);
  return result("referrer-policy", "referrer-policy-header-invalid", -5);
}

const SIX_MONTHS = 15_552_000;

function hsts(headers: Headers): TestResult {
  const value = header(headers, "strict-transport-security");
  if (!value) return result("strict-transport-security", "hsts-not-implemented", -20);
  const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(value);
  if (!maxAge) return result("strict-transport-security", "hsts-header-invalid", -20);
  return Number(maxAge[1]) >= SIX_MONTHS
    ? result("strict-transport-security", "hsts-implemented-max-age-at-least-six-months", 0)
    : result("strict-transport-security", "hsts-implemented-max-age-less-than-six-months", -10);
}

function subresourceIntegrity(page: ObservedPage["https"], origin: URL): TestResult {
  const type = header(page.headers, "content-type") ?? "";
  if (!type.startsWith("text/html")) return result("subresource-integrity", "sri-not-implemented-response-not-html", 0);
  const scripts = [...page.body.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  const withSrc = scripts.map((tag) => ({ tag, src: /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1] })).filter((s) => s.src);
  if (withSrc.length === 0) return result("subresource-integrity", "sri-not-implemented-but-no-scripts-loaded", 0);
  const external = withSrc.filter((s) => new URL(s.src!, origin).origin !== origin.origin);
  if (external.length === 0) return result("subresource-integrity", "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0);
  const secure = external.every((s) => new URL(s.src!, origin).protocol === "https:");
  const withIntegrity = external.every((s) => /\bintegrity\s*=/.test(s.tag));
  if (withIntegrity) return secure ? result("subresource-integrity", "sri-implemented-and-external-scripts-loaded-securely", 5) : result("subresource-integrity", "sri-implemented-but-external-scripts-not-loaded-securely", -20);
  return secure ? result("subresource-integrity", "sri-not-implemented-but-external-scripts-loaded-securely", -5) : result("subresource-integrity", "sri-not-implemented-and-external-scripts-not-loaded-securely", -50);
}

function xContentTypeOptions(headers: Headers): TestResult {
  const value = header(headers, "x-content-type-options");
  if (!value) return result("x-content-type-options", "x-content-type-options-not-implemented", -5);
  return value.trim().toLowerCase() === "nosniff" ? result("x-content-type-options", "x-content-type-options-nosniff", 0) : result("x-content-type-options", "x-content-type-options-header-invalid", -5);
}

function xFrameOptions(headers: Headers): TestResult {
  const policy = header(headers, "content-security-policy");
  if (policy && parseCsp(policy).directives.has("frame-ancestors")) return result("x-frame-options", "x-frame-options-implemented-via-csp", 5);
  const value = header(headers, "x-frame-options")?.trim().toLowerCase();
  if (!value) return result("x-frame-options", "x-frame-options-not-implemented", -20);
  if (value === "deny" || value === "sameorigin") return result("x-frame-options", "x-frame-options-sameorigin-or-deny", 5);
  if (value.startsWith("allow-from")) return result("x-frame-options", "x-frame-options-allow-from-origin", 0);
  return result("x-frame-options", "x-frame-options-header-invalid", -20);
}

/** The twelve tests and the grade of one page. */
export function gradePage(page: ObservedPage, url: string): Grade {
  const h = page.https.headers;
  const hstsResult = hsts(h);
  const results = [
    csp(h),
    cookies(page.setCookies, hstsResult.modifier === 0),
    keyword("cross-origin-embedder-policy", header(h, "cross-origin-embedder-policy"), { "require-corp": 10, credentialless: 10, "unsafe-none": 0 }, 0, -5),
    keyword("cross-origin-opener-policy", header(h, "cross-origin-opener-policy"), { "same-origin": 10, "same-origin-allow-popups": 10, "noopener-allow-popups": 10, "unsafe-none": 0 }, 0, -5),
    cors(h),
    redirection(page.httpChain),
    referrer(h),
    hstsResult,
    subresourceIntegrity(page.https, new URL(url)),
    xContentTypeOptions(h),
    xFrameOptions(h),
    keyword("cross-origin-resource-policy", header(h, "cross-origin-resource-policy"), { "same-origin": 10, "same-site": 10, "cross-origin": 0 }, 0, -5),
  ];
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const r of results) {
    withExtraCredit += r.modifier;
    if (r.modifier < 0) uncurved += r.modifier;
  }
  const score = Math.max(0, uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  const key = Math.min(score - (score % 5), 100);
  const grade = GRADE_CHART.find(([floor]) => key >= floor)?.[1] ?? "F";
  return { score, grade, results };
}
