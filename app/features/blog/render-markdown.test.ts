import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render-markdown.server";

describe("renderMarkdown", () => {
  it("renders ordinary Markdown", () => {
    const html = renderMarkdown("## Heading\n\nSome **bold** text.\n\n- one\n- two");
    expect(html).toContain("<h2>Heading</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<li>one</li>");
  });

  it("escapes raw HTML such as <script> instead of passing it through", () => {
    const html = renderMarkdown('Hello <script>alert("x")</script>\n\n<img src=x onerror="alert(1)">');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("refuses javascript: links", () => {
    const html = renderMarkdown("[click](javascript:alert(1))");
    expect(html).not.toContain('href="javascript:');
  });

  it("linkifies bare URLs and opens external links safely", () => {
    const html = renderMarkdown("See https://www.nmc.org.in for details and [jobs](/jobs).");
    expect(html).toContain('<a href="https://www.nmc.org.in" target="_blank" rel="noopener noreferrer">');
    expect(html).toContain('<a href="/jobs">jobs</a>');
  });
});
