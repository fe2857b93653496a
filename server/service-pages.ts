// Answers the server gives on its own, without React: while the database cannot be reached, for a request naming
// a host we cannot serve, and for the last-resort error. They must not need the database or the app build.
import { env } from "~/env.server";
import { service } from "~/lib/messages";
import { escapeHtml } from "~/lib/html";

/** Seconds a client (or the proxy) should wait before trying again during an outage. */
export const RETRY_AFTER_SECONDS = 5;

function wantsJson(request: Request): boolean {
  const accept = request.headers.get("accept") ?? "";
  return new URL(request.url).pathname.startsWith("/api/") || (accept.includes("application/json") && !accept.includes("text/html"));
}

function page(title: string, text: string, retryHref: string | null): string {
  const brand = escapeHtml(env().BRAND_NAME);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} | ${brand}</title><meta name="robots" content="noindex">
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:36rem;margin:15vh auto;padding:0 1.5rem}h1{font-size:1.5rem;margin:0 0 .75rem}p{line-height:1.6;color:#334155}
a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.5rem;background:#0f766e;color:#fff;text-decoration:none;font-weight:600}
.brand{font-weight:700;color:#0f766e;margin-bottom:2rem}</style></head>
<body><main><div class="brand">${brand}</div><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${
    retryHref ? `<a href="${escapeHtml(retryHref)}">${escapeHtml(service.unavailableRetry)}</a>` : ""
  }</main></body></html>`;
}

/** 503 while the database is unreachable: HTML for pages, JSON for API calls, both asking to retry shortly. */
export function unavailableResponse(request: Request): Response {
  const headers = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
  if (wantsJson(request)) {
    return Response.json({ code: "SERVICE_UNAVAILABLE", message: service.unavailable }, { status: 503, headers });
  }
  const url = new URL(request.url);
  const retry = request.method === "GET" ? url.pathname + url.search : null;
  return new Response(page(service.unavailableTitle, service.unavailable, retry), {
    status: 503,
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
  });
}

export function plainTextResponse(text: string, status: number): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
