import { describe, expect, it } from "vitest";
import { verificationLabels } from "~/lib/messages";
import { jobs as t } from "~/features/jobs/messages";
import { escapeHtml } from "~/lib/html";
import { jobCardHtml, jobCardsHtml } from "./job-card";
import type { JobCardData } from "../types";

const job: JobCardData = {
  id: 7,
  title: `Registrar <img src=x onerror="alert(1)">`,
  company: `O'Brien & Sons "Clinic"`,
  location: "Pune</li><script>alert(2)</script>",
  type: "Locum",
  salary: "₹18–30 LPA",
  featured: true,
  postedDate: "2026-11-20T10:00:00.000Z",
  postedLabel: "2 days ago",
  snippet: "Cover <b>nights</b>",
  employerVerified: true,
};

describe("job card HTML", () => {
  it("escapes every value from the database", () => {
    const html = jobCardHtml(job);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).toContain("Registrar &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("O&#39;Brien &amp; Sons &quot;Clinic&quot;");
    expect(escapeHtml(`<>&"'`)).toBe("&lt;&gt;&amp;&quot;&#39;");
  });

  it("shows the facts, the ribbon, and links to the job", () => {
    const html = jobCardHtml(job);
    expect(html.match(/href="\/jobs\/7"/g)).toHaveLength(2);
    expect(html).toContain(`>${t.featured}</span>`);
    expect(html).toContain(`${t.viewDetails}<span class="sr-only">`);
    expect(html).toContain('<time datetime="2026-11-20T10:00:00.000Z">2 days ago</time>');
    expect(jobCardHtml({ ...job, featured: false })).not.toContain(t.featured);
  });

  it("marks its links with where they are shown, when asked (search results)", () => {
    const html = jobCardsHtml([job], false, undefined, "search");
    expect(html.match(/href="\/jobs\/7\?src=search"/g)).toHaveLength(2);
    expect(html).not.toContain('href="/jobs/7"');
  });

  it("labels the poster as a verified or unverified employer, and says nothing when the poster is gone", () => {
    const label = (html: string) => /data-testid="employer-badge">([^<]*)</.exec(html)?.[1] ?? null;
    expect(label(jobCardHtml(job))).toBe(verificationLabels.verifiedEmployer);
    expect(label(jobCardHtml({ ...job, employerVerified: false }))).toBe(verificationLabels.unverifiedEmployer);
    expect(label(jobCardHtml({ ...job, employerVerified: null }))).toBeNull();
  });

  it("staggers the fade-in by 0.1 s per card", () => {
    const html = jobCardsHtml([job, job, job], true);
    expect([...html.matchAll(/animation-delay:([\d.]+)s/g)].map((m) => m[1])).toEqual(["0.0", "0.1", "0.2"]);
    expect(jobCardsHtml([job], false)).not.toContain("animation-delay");
  });
});
