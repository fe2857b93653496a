import { describe, expect, it } from "vitest";
import { pageUrl } from "./page-url.server";

const of = (url: string) => {
  const u = pageUrl(new Request(url));
  return u.pathname + u.search;
};

describe("pageUrl", () => {
  it("takes React Router's data suffix and parameters away", () => {
    expect(of("http://localhost:3000/dashboard/notifications.data")).toBe("/dashboard/notifications");
    expect(of("http://localhost:3000/_root.data")).toBe("/");
    expect(of("http://localhost:3000/jobs.data?_routes=routes%2F_site.jobs._index&q=cardiology")).toBe("/jobs?q=cardiology");
    expect(of("http://localhost:3000/jobs?index&q=cardiology")).toBe("/jobs?q=cardiology");
    expect(of("http://localhost:3000/jobs?index=")).toBe("/jobs");
  });

  it("leaves a page's own address as it is", () => {
    expect(of("http://localhost:3000/jobs?q=md+cardiology&city=Pune&city=Kochi&page=2")).toBe("/jobs?q=md+cardiology&city=Pune&city=Kochi&page=2");
    expect(of("http://localhost:3000/blog/data-rights")).toBe("/blog/data-rights");
    expect(of("http://localhost:3000/search?index=3")).toBe("/search?index=3");
    expect(of("http://localhost:3000/")).toBe("/");
  });
});
