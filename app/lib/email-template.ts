// The organisations' e-mail templates: a subject and a body with {{variables}} from a fixed list
// (docs/decisions/100-bulk-actions-and-email-templates.md). Rendering is a substitution of those variables and nothing
// else: no expressions, no loops, no partials, so a template can never run code. The result is plain text; the mail
// module escapes it (values and template text alike) for the HTML part. Client-safe, so the editor and the preview
// use the same rules as the server.
export const TEMPLATE_VARIABLES = ["doctor_name", "job_title", "organisation_name", "stage_name", "sender_name"] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateValues = Record<TemplateVariable, string>;

/** A {{ name }} placeholder; spaces inside the braces are allowed. Anything between the braces is captured. */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

const known = new Set<string>(TEMPLATE_VARIABLES);

/** The placeholders of a text that are not on the list, as written (trimmed), each once, in order. */
export function unknownVariables(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = (match[1] ?? "").trim();
    if (!known.has(name) && !found.includes(name)) found.push(name);
  }
  return found;
}

/** The text with every known placeholder replaced by its value (an unknown one stays as written). */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(PLACEHOLDER, (whole, inner: string) => {
    const name = inner.trim();
    return known.has(name) ? values[name as TemplateVariable] : whole;
  });
}

/** A rendered body as the mail's paragraphs: split on blank lines, single line breaks kept inside a paragraph. */
export function bodyParagraphs(text: string): string[] {
  return text
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

