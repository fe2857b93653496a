import http from "node:http";
import type { Environment } from "./environment";
import { gradePage } from "./observatory";
import { cookieHeader, ProxyClient } from "./proxy-client";
import type { Report } from "./report";
import { HOSTNAME } from "./settings";

// The security headers graded as the MDN HTTP Observatory grades a site (tests/prod/support/observatory.ts), page by
// page through the proxy: public pages as a visitor meets them, and the dashboard with the cookies of a sign-in.

function plainHttpGet(port: number, path: string): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, headers: { host: `${HOSTNAME}:${port}` } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error("no answer within 10 s")));
    req.on("error", reject);
    req.end();
  });
}

export async function securityGradeChecks(o: { env: Environment; report: Report; employer: { email: string; password: string } }): Promise<void> {
  const client = new ProxyClient(o.env.port);
  try {
    const signIn = await client.request({
      method: "POST",
      path: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json", origin: client.origin },
      body: JSON.stringify(o.employer),
    });
    const jobs = await client.get("/jobs");
    // Result links carry the search source marker (?src=search); the page graded is the job's own address.
    const jobPath = /href="(\/jobs\/\d+)(?:\?[^"]*)?"/.exec(jobs.body.toString("utf8"))?.[1];
    const pages: { path: string; signedIn: boolean }[] = [
      { path: "/", signedIn: false },
      { path: "/jobs", signedIn: false },
      ...(jobPath ? [{ path: jobPath, signedIn: false }] : []),
      { path: "/login", signedIn: false },
      { path: "/register", signedIn: false },
      { path: "/dashboard", signedIn: true },
    ];
    if (!jobPath) o.report.add("headers", "a job page to grade is linked from /jobs", false, "no /jobs/<id> link found");
    for (const p of pages) {
      const cookies = p.signedIn ? signIn.setCookies : [];
      // As a browser ends up: a redirect within the site (the dashboard sends each role to its first tab) is followed.
      let shown = p.path;
      let answer = await client.request({ path: shown, headers: cookies.length ? { cookie: cookieHeader(cookies) } : {} });
      for (let hops = 0; hops < 3 && answer.status !== null && answer.status >= 300 && answer.status < 400 && answer.location; hops++) {
        const next = new URL(answer.location, client.origin);
        if (next.origin !== client.origin) break;
        shown = next.pathname + next.search;
        answer = await client.request({ path: shown, headers: cookies.length ? { cookie: cookieHeader(cookies) } : {} });
      }
      const first = await plainHttpGet(o.env.httpPort, p.path);
      const grade = gradePage(
        {
          https: { status: answer.status ?? 0, headers: answer.headers, body: answer.body.toString("utf8") },
          httpChain: [{ status: first.status, location: first.location, url: `http://${HOSTNAME}:${o.env.httpPort}${p.path}` }],
          setCookies: [...cookies, ...answer.setCookies],
        },
        `${client.origin}${shown}`,
      );
      const failing = grade.results.filter((r) => !r.pass).map((r) => `${r.result} (${r.modifier})`);
      const credit = grade.results.filter((r) => r.modifier > 0).map((r) => r.test);
      o.report.add(
        "headers",
        `${p.path}${shown !== p.path ? ` → ${shown}` : ""}${p.signedIn ? " (signed in)" : ""}: security headers graded A+ by the Observatory's rules`,
        answer.status === 200 && grade.grade === "A+",
        `HTTP ${answer.status}, score ${grade.score} (${grade.grade}); ${failing.length ? `failing: ${failing.join(", ")}` : "no test failed"}; extra credit: ${credit.join(", ") || "none"}`,
      );
    }
  } finally {
    client.close();
  }
}
