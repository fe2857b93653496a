// The OpenAPI 3.1 document of API v1, generated from the schemas the handlers parse and answer with (schema.ts), once
// per process; and its reference page, rendered from the same document.
import { createDocument } from "zod-openapi";
import { escapeHtml } from "~/lib/html";
import { apiReference as r } from "./messages";
import { WEBHOOK_DATA_SCHEMAS, webhookEnvelopeSchema } from "~/services/webhooks/events";
import { JobIdParamsSchema, JobListSchema, JobSchema, JobsQuerySchema, ProblemSchema } from "./schema";

/** The events an organisation's endpoints receive (docs/api/webhooks.md), from the schemas the deliveries are built on. */
function webhookOperations() {
  return Object.fromEntries(
    (Object.keys(WEBHOOK_DATA_SCHEMAS) as (keyof typeof WEBHOOK_DATA_SCHEMAS)[]).map((type) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace(".", "_")}`,
          tags: ["Webhooks"],
          summary: `The ${type} event`,
          description: "POSTed to each endpoint subscribed to it, signed in DocHire-Signature: t=<unix>,v1=<HMAC-SHA256 hex of \"<t>.<body>\">. See docs/api/webhooks.md.",
          requestBody: { content: { "application/json": { schema: webhookEnvelopeSchema(type) } } },
          responses: { "200": { description: "Any 2xx acknowledges the delivery; anything else is tried again." } },
        },
      },
    ]),
  );
}

const problem = (description: string) => ({ description, content: { "application/problem+json": { schema: ProblemSchema } } });

function buildDocument(serverUrl: string) {
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "DocHire API",
      version: "1.0.0",
      description: r.intro,
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: "Jobs", description: "Open jobs for doctors, searched as on /jobs." },
      { name: "Webhooks", description: "Events sent to an organisation's registered endpoints." },
    ],
    webhooks: webhookOperations(),
    paths: {
      "/jobs": {
        get: {
          operationId: "listJobs",
          tags: ["Jobs"],
          summary: "Search open jobs",
          description: "The open jobs that match, in the order /jobs shows them, a page at a time.",
          requestParams: { query: JobsQuerySchema },
          responses: {
            "200": { description: "A page of jobs.", content: { "application/json": { schema: JobListSchema } } },
            "400": problem("A parameter is unknown, sent twice or out of range."),
          },
        },
      },
      "/jobs/{id}": {
        get: {
          operationId: "getJob",
          tags: ["Jobs"],
          summary: "Get a job",
          description: "One job, open or closed (`status` says which).",
          requestParams: { path: JobIdParamsSchema },
          responses: {
            "200": { description: "The job.", content: { "application/json": { schema: JobSchema } } },
            "400": problem("The id is not a job id."),
            "404": problem("There is no job with this id."),
          },
        },
      },
    },
  });
}

let cached: { serverUrl: string; json: string; document: ReturnType<typeof buildDocument> } | null = null;

export function openApiDocument(serverUrl: string) {
  if (cached?.serverUrl !== serverUrl) {
    const document = buildDocument(serverUrl);
    cached = { serverUrl, json: JSON.stringify(document), document };
  }
  return cached;
}

type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: unknown };
type Operation = { summary?: string; description?: string; parameters?: Parameter[]; responses?: Record<string, { description?: string; content?: Record<string, { schema?: { $ref?: string } }> }> };

/** A readable reference: each operation with its parameters and answers, server-rendered, no script. */
export function referencePage(serverUrl: string): string {
  const { document } = openApiDocument(serverUrl);
  const sections: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(item as Record<string, Operation>)) {
      const op = value;
      const params = (op.parameters ?? [])
        .map((p) => `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? r.yes : r.no}</td><td>${escapeHtml(p.description ?? "")}</td></tr>`)
        .join("");
      const responses = Object.entries(op.responses ?? {})
        .map(([status, res]) => {
          const ref = Object.values(res.content ?? {})[0]?.schema?.$ref?.split("/").pop() ?? "";
          return `<tr><td>${escapeHtml(status)}</td><td>${escapeHtml(res.description ?? "")}</td><td>${ref ? `<a href="#schema-${escapeHtml(ref)}">${escapeHtml(ref)}</a>` : ""}</td></tr>`;
        })
        .join("");
      sections.push(
        `<section><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code> — ${escapeHtml(op.summary ?? "")}</h2><p>${escapeHtml(op.description ?? "")}</p>` +
          (params ? `<h3>${r.parameters}</h3><table><thead><tr><th scope="col">${r.name}</th><th scope="col">${r.where}</th><th scope="col">${r.required}</th><th scope="col">${r.description}</th></tr></thead><tbody>${params}</tbody></table>` : "") +
          `<h3>${r.responses}</h3><table><thead><tr><th scope="col">${r.status}</th><th scope="col">${r.description}</th><th scope="col">${r.schema}</th></tr></thead><tbody>${responses}</tbody></table></section>`,
      );
    }
  }
  const schemas = Object.entries(document.components?.schemas ?? {})
    .map(([name, schema]) => `<section id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></section>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${r.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;line-height:1.5;color:#0f172a}table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}th,td{border:1px solid #cbd5e1;padding:.25rem .5rem;text-align:left;vertical-align:top}pre{background:#f1f5f9;padding:.5rem;overflow:auto}a{color:#0f5f8c}</style></head>
<body><main><h1>${r.title}</h1><p>${escapeHtml(r.intro)}</p><p><a href="${escapeHtml(serverUrl)}/openapi.json">${r.document}</a> · <code>${escapeHtml(serverUrl)}</code></p>${sections.join("")}<h2>${r.schema}</h2>${schemas}</main></body></html>`;
}
