import { describe, expect, it } from "vitest";
import { DOCUMENT_PAGES, documentPageScript } from "./document-pages.server";
import { DOCUMENT_PATHS, isDocumentHref } from "./lib/document-page";

describe("document pages", () => {
  it("gives hydrated pages no script of their own", () => {
    expect(documentPageScript(["root", "routes/_site", "routes/_site.doctor-profiles"])).toBeNull();
    expect(documentPageScript(["root", "routes/_site", "routes/_site.login"])).toBeNull();
    expect(documentPageScript(["root", "routes/dashboard", "routes/dashboard.overview"])).toBeNull();
  });

  it("builds one script from the layout's and the page's enhancements, in route order", () => {
    const own: Record<string, string> = { "routes/_site._index": "homeBehaviors", "routes/_site.jobs._index": "jobsBehaviors" };
    for (const page of DOCUMENT_PAGES) {
      const script = documentPageScript(["root", "routes/_site", page]);
      expect(script).not.toBeNull();
      // It must at least be valid JavaScript on its own; the journeys check what it does.
      expect(() => new Function(script!)).not.toThrow();
      expect(script!.indexOf("function siteBehaviors")).toBeGreaterThanOrEqual(0);
      if (own[page]) expect(script!.indexOf("function siteBehaviors")).toBeLessThan(script!.indexOf(`function ${own[page]}`));
      expect(script).toMatch(/dataset\.hydrated="true";$/);
      // Nothing in it can end the <script> element early or switch the parser into its escaped states.
      expect(script).not.toMatch(/<\/script|<script|<!--/i);
    }
  });

  it("knows the same pages by path on the client, for links that skip the client router", () => {
    const pathOf = (id: string) =>
      "/" + id.replace(/^routes\/_site\.?/, "").replace(/\.?_index$/, "").replace(/\./g, "/").replace(/\$/g, ":");
    expect([...DOCUMENT_PAGES].map(pathOf).sort()).toEqual([...DOCUMENT_PATHS].sort());
    for (const href of ["/", "/jobs?specialty=cardiology", "/about-us", "/blog", "/blog/some-post", "/blog/some-post#top"]) {
      expect(isDocumentHref(href), href).toBe(true);
    }
    for (const href of ["/jobs/12", "/login", "/blog/", "/blog/a/b", "/dashboard", "/about-us/x"]) {
      expect(isDocumentHref(href), href).toBe(false);
    }
  });
});
