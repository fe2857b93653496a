import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html";

describe("escapeHtml", () => {
  it("escapes every character that could end a text or a quoted attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;");
  });

  it("leaves other text, Indian scripts included, as it is", () => {
    expect(escapeHtml("Apollo Hospitals, Navi Mumbai — ₹ 1,20,000 · हिन्दी")).toBe("Apollo Hospitals, Navi Mumbai — ₹ 1,20,000 · हिन्दी");
  });
});
