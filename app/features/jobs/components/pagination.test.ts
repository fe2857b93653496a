import { describe, expect, it } from "vitest";
import { pageWindow } from "./pagination";

describe("page links", () => {
  it("shows the first, last and two either side of the current page", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 20)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 20]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
  });
  it("stops at the current page + 2 when the last page is unknown, and never passes the maximum", () => {
    expect(pageWindow(10, null)).toEqual([1, "gap", 8, 9, 10, 11, 12]);
    expect(pageWindow(500, null, 500)).toEqual([1, "gap", 498, 499, 500]);
  });
});
