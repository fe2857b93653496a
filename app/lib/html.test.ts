import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { escapeHtml } from "./html";

/** What a browser makes of `html` as an element's content. */
function parsed(html: string): string {
  const div = new Window().document.createElement("div");
  div.innerHTML = html;
  return div.textContent ?? "";
}

describe("escapeHtml", () => {
  it("escapes every character that could end a text or a quoted attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;");
  });

  it("writes characters above Latin-1 as character references that read back as the same text", () => {
    const text = "Apollo Hospitals, Navi Mumbai — ₹ 1,20,000 · हिन्दी “quoted” 😀 café";
    const escaped = escapeHtml(text);
    expect(escaped).toBe(
      "Apollo Hospitals, Navi Mumbai &#8212; &#8377; 1,20,000 · &#2361;&#2367;&#2344;&#2381;&#2342;&#2368; &#8220;quoted&#8221; &#128512; café",
    );
    expect(escaped).not.toMatch(/[\u0100-\uffff]/);
    expect(parsed(escaped)).toBe(text);
    expect(parsed(`<p title="${escapeHtml(text)}"></p>`)).toBe("");
    const attribute = new Window().document.createElement("div");
    attribute.innerHTML = `<p title="${escapeHtml(text)}"></p>`;
    expect(attribute.firstElementChild?.getAttribute("title")).toBe(text);
  });

  it("keeps long texts whole", () => {
    const text = "₹ 20–30 LPA, Consultant … ".repeat(1000);
    expect(parsed(escapeHtml(text))).toBe(text);
    expect(escapeHtml("plain text")).toBe("plain text");
  });
});
