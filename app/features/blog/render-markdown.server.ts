import MarkdownIt from "markdown-it";

// Raw HTML is off, so any markup in a post is shown as text, never executed; markdown-it also refuses
// javascript:, vbscript: and most data: link targets.
const md = new MarkdownIt({ html: false, linkify: true });

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));

// Links that leave the site open in a new tab without handing it our window or referrer.
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const href = String(token?.attrGet("href") ?? "");
  if (token && /^https?:\/\//i.test(href)) {
    token.attrSet("target", "_blank");
    token.attrSet("rel", "noopener noreferrer");
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export function renderMarkdown(source: string): string {
  return md.render(source);
}
