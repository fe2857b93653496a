import { describe, expect, it } from "vitest";
import { documentIslands, documentPage, layoutIslands } from "./islands";

const site = { src: "/assets/site-1.js", imports: ["/assets/toaster-1.js"] };
const jobs = { src: "/assets/jobs-1.js", imports: ["/assets/toaster-1.js"] };

describe("documentIslands", () => {
  it("runs the layouts' islands, then the page's, once each, when the page is a document page", () => {
    const matches = [{ handle: undefined }, { handle: layoutIslands(site) }, { handle: documentPage(jobs, site) }];
    expect(documentIslands(matches)).toEqual([site, jobs]);
  });

  it("lets a page without islands of its own run its layout's", () => {
    expect(documentIslands([{ handle: undefined }, { handle: layoutIslands(site) }, { handle: documentPage() }])).toEqual([site]);
  });

  it("hydrates every page that does not say it is a document page, whatever its layout runs", () => {
    expect(documentIslands([{ handle: undefined }, { handle: layoutIslands(site) }, { handle: undefined }])).toBeNull();
    expect(documentIslands([{ handle: undefined }, { handle: layoutIslands(site) }, { handle: { other: true } }])).toBeNull();
    expect(documentIslands([])).toBeNull();
  });
});
