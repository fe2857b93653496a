// The OpenAPI 3.1 document of API v1, generated from the schemas the handlers parse and answer with (schema.ts), once
// per process; and its reference page, rendered from the same document.
import type * as z from "zod";
import { createDocument } from "zod-openapi";
import { escapeHtml } from "~/lib/html";
import { apiReference as r } from "./messages";
import { WEBHOOK_DATA_SCHEMAS, webhookEnvelopeSchema } from "~/services/webhooks/events";
import { ApplicationIdParamsSchema, ApplicationListSchema, ApplicationMoveSchema, ApplicationNoteSchema, ApplicationNoteWriteSchema, ApplicationSchema, ApplicationsQuerySchema, ResumeLinkSchema, ResumeTokenParamsSchema, OrganisationJobListSchema, OrganisationJobsQuerySchema } from "./schema";
import { JobIdParamsSchema, JobListSchema, JobPatchSchema, JobSchema, JobsQuerySchema, JobWriteSchema, MemberListSchema, MembersQuerySchema, ProblemSchema } from "./schema";

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

/** The RateLimit fields every answer carries (docs/decisions/097-api-keys.md). */
const rateHeaders = {
  "RateLimit-Policy": { description: r.ratePolicyHeader, schema: { type: "string" as const } },
  RateLimit: { description: r.rateHeader, schema: { type: "string" as const } },
};
const answer = (description: string, schema: z.ZodType) => ({
  description,
  headers: rateHeaders,
  content: { "application/json": { schema } },
});
const problemWithRates = (description: string, extra: Record<string, { description: string; schema: { type: "string" } }> = {}) => ({
  ...problem(description),
  headers: { ...rateHeaders, ...extra },
});
const unauthorised = problemWithRates(r.unauthorised, { "WWW-Authenticate": { description: "Bearer", schema: { type: "string" } } });
const tooMany = problemWithRates(r.tooMany, { "Retry-After": { description: r.retryAfter, schema: { type: "string" } } });
/** Operations that need a key: bearer only. Public reads: a key is optional (calls with one count against the key). */
const keyRequired: Record<string, string[]>[] = [{ bearer: [] }];
const keyOptional: Record<string, string[]>[] = [{}, { bearer: [] }];

function buildDocument(serverUrl: string) {
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "DocHire API",
      version: "1.0.0",
      description: `${r.intro}\n\n${r.authentication}\n\n${r.rateLimits}`,
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: "Jobs", description: "Open jobs for doctors, searched as on /jobs; an organisation's own jobs, written with a write key." },
      { name: "Applications", description: "The applications to the organisation's jobs, as the member who made the key sees them on the job's pipeline." },
      { name: "Organisation", description: "The key's organisation." },
      { name: "Webhooks", description: "Events sent to an organisation's registered endpoints." },
    ],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "dh_live_…", description: r.authentication },
      },
    },
    webhooks: webhookOperations(),
    paths: {
      "/jobs": {
        get: {
          operationId: "listJobs",
          tags: ["Jobs"],
          summary: "Search open jobs",
          description: "The open jobs that match, in the order /jobs shows them, a page at a time. No key needed.",
          security: keyOptional,
          requestParams: { query: JobsQuerySchema },
          responses: {
            "200": answer("A page of jobs.", JobListSchema),
            "400": problemWithRates("A parameter is unknown, sent twice or out of range."),
            "401": unauthorised,
            "429": tooMany,
          },
        },
        post: {
          operationId: "createJob",
          tags: ["Jobs"],
          summary: "Post a job",
          description: "Posts a job for the key's organisation, as the post-job form does, with the same rules. Needs a write key whose member may post jobs.",
          security: keyRequired,
          requestBody: { required: true, content: { "application/json": { schema: JobWriteSchema } } },
          responses: {
            "201": { ...answer("The job as posted.", JobSchema), headers: { ...rateHeaders, Location: { description: "The job's address in this API.", schema: { type: "string" } } } },
            "400": problemWithRates("The body is not the form's fields, or a field is invalid: `errors` names each field."),
            "401": unauthorised,
            "403": problemWithRates("A read key, or the key's member may not post jobs."),
            "429": tooMany,
          },
        },
      },
      "/jobs/{id}": {
        get: {
          operationId: "getJob",
          tags: ["Jobs"],
          summary: "Get a job",
          description: "One job, open or closed (`status` says which). No key needed.",
          security: keyOptional,
          requestParams: { path: JobIdParamsSchema },
          responses: {
            "200": answer("The job.", JobSchema),
            "400": problemWithRates("The id is not a job id."),
            "401": unauthorised,
            "404": problemWithRates("There is no job with this id."),
            "429": tooMany,
          },
        },
        patch: {
          operationId: "updateJob",
          tags: ["Jobs"],
          summary: "Edit a job",
          description: "Changes the fields sent; the others keep their values, and the whole job is checked as the edit form checks it. Needs a write key; the job must be the organisation's and the member's role must allow editing it.",
          security: keyRequired,
          requestParams: { path: JobIdParamsSchema },
          requestBody: { required: true, content: { "application/json": { schema: JobPatchSchema } } },
          responses: {
            "200": answer("The job as edited.", JobSchema),
            "400": problemWithRates("The id or a field is invalid: `errors` names each."),
            "401": unauthorised,
            "403": problemWithRates("A read key, or the key's member may not edit this job."),
            "404": problemWithRates("There is no job with this id in the key's organisation."),
            "429": tooMany,
          },
        },
      },
      "/jobs/{id}/close": {
        post: {
          operationId: "closeJob",
          tags: ["Jobs"],
          summary: "Close a job",
          description: "Takes the job down (it leaves search and takes no applications; its applications are kept). Closing a closed job changes nothing.",
          security: keyRequired,
          requestParams: { path: JobIdParamsSchema },
          responses: {
            "200": answer("The job, closed.", JobSchema),
            "400": problemWithRates("The id is not a job id."),
            "401": unauthorised,
            "403": problemWithRates("A read key, or the key's member may not close this job."),
            "404": problemWithRates("There is no job with this id in the key's organisation."),
            "429": tooMany,
          },
        },
      },
      "/jobs/{id}/reopen": {
        post: {
          operationId: "reopenJob",
          tags: ["Jobs"],
          summary: "Reopen a job",
          description: "Puts a closed job back up. A job whose closing date has passed cannot be reopened: edit its `validThrough` first (409).",
          security: keyRequired,
          requestParams: { path: JobIdParamsSchema },
          responses: {
            "200": answer("The job, open.", JobSchema),
            "400": problemWithRates("The id is not a job id."),
            "401": unauthorised,
            "403": problemWithRates("A read key, or the key's member may not reopen this job."),
            "404": problemWithRates("There is no job with this id in the key's organisation."),
            "409": problemWithRates("The job's closing date has passed."),
            "429": tooMany,
          },
        },
      },
      "/jobs/{id}/applications": {
        get: {
          operationId: "listApplications",
          tags: ["Applications"],
          summary: "List a job's applications",
          description: "The job's applications, newest first, of one stage (`stage`) or all, a page at a time, with the job's stages. Needs a key (read or write) whose member may see the job's applicants: owners, admins and recruiters every job of the organisation, hiring managers and interviewers the jobs whose team they are on.",
          security: keyRequired,
          requestParams: { path: JobIdParamsSchema, query: ApplicationsQuerySchema },
          responses: {
            "200": answer("A page of applications.", ApplicationListSchema),
            "400": problemWithRates("The id or a parameter is invalid, or `stage` is not one of the job's stages: `errors` names each."),
            "401": unauthorised,
            "403": problemWithRates("The key's member may not see this job's applicants."),
            "404": problemWithRates("There is no job with this id in the key's organisation."),
            "429": tooMany,
          },
        },
      },
      "/applications/{id}": {
        get: {
          operationId: "getApplication",
          tags: ["Applications"],
          summary: "Get an application",
          description: "One application with its stage and applicant. Needs a key (read or write) whose member may see the job's applicants.",
          security: keyRequired,
          requestParams: { path: ApplicationIdParamsSchema },
          responses: {
            "200": answer("The application.", ApplicationSchema),
            "400": problemWithRates("The id is not an application id."),
            "401": unauthorised,
            "403": problemWithRates("The key's member may not see this job's applicants."),
            "404": problemWithRates("There is no application with this id in the key's organisation."),
            "429": tooMany,
          },
        },
      },
      "/applications/{id}/move": {
        post: {
          operationId: "moveApplication",
          tags: ["Applications"],
          summary: "Move an application to another stage",
          description: "Moves the application to a stage of its job, as the pipeline board does: the move is in its history and the audit log, the application.stage_changed webhook is sent, and the doctor hears of it after the dashboard's undo window. A rejection needs a `reason`. Needs a write key whose member may move the job's candidates.",
          security: keyRequired,
          requestParams: { path: ApplicationIdParamsSchema },
          requestBody: { required: true, content: { "application/json": { schema: ApplicationMoveSchema } } },
          responses: {
            "200": answer("The application in its new stage.", ApplicationSchema),
            "400": problemWithRates("The id or the body is invalid, `stage_id` is not a stage of the job, or a rejection has no reason: `errors` names each."),
            "401": unauthorised,
            "403": problemWithRates("A read key, or the key's member may not move this job's candidates."),
            "404": problemWithRates("There is no application with this id in the key's organisation."),
            "409": problemWithRates("The pipeline's rules refuse the move: the application is decided (in an exit), already in that stage, the stage is Withdrawn (only the doctor withdraws), or it moved meanwhile."),
            "429": tooMany,
          },
        },
      },
      "/applications/{id}/notes": {
        post: {
          operationId: "addApplicationNote",
          tags: ["Applications"],
          summary: "Add a note on the candidate",
          description: "Adds a note on the candidate's record, as the key's member, as the candidate page does: it is in the candidate's timeline and the audit log, and each colleague mentioned (by user id in `mentions`, or by \"@Full Name\" in the body) gets a bell notification and an e-mail. Needs a write key.",
          security: keyRequired,
          requestParams: { path: ApplicationIdParamsSchema },
          requestBody: { required: true, content: { "application/json": { schema: ApplicationNoteWriteSchema } } },
          responses: {
            "201": answer("The note as stored, with who was told.", ApplicationNoteSchema),
            "400": problemWithRates("The id or the body is invalid, or a colleague mentioned is not a member or may not see this application: `errors` names each."),
            "401": unauthorised,
            "403": problemWithRates("A read key, or the key's member may not see this job's applicants."),
            "404": problemWithRates("There is no application with this id in the key's organisation."),
            "429": tooMany,
          },
        },
      },
      "/applications/{id}/resume-link": {
        post: {
          operationId: "createResumeLink",
          tags: ["Applications"],
          summary: "Get a link to the applicant's resume",
          description: "A link that serves the applicant's resume (PDF) without a key for 5 minutes. Each fetch of it counts as a view of the resume, which the doctor sees. The link stops working when the key is revoked or the doctor replaces the resume. A read key may ask for one.",
          security: keyRequired,
          requestParams: { path: ApplicationIdParamsSchema },
          responses: {
            "200": answer("The link and when it expires.", ResumeLinkSchema),
            "400": problemWithRates("The id is not an application id."),
            "401": unauthorised,
            "403": problemWithRates("The key's member may not see this job's applicants, or the organisation is not verified yet."),
            "404": problemWithRates("There is no application with this id in the key's organisation, or the applicant has no resume."),
            "429": tooMany,
          },
        },
      },
      "/resume-links/{token}": {
        get: {
          operationId: "getResume",
          tags: ["Applications"],
          summary: "Fetch a resume through its link",
          description: "The resume a link from POST /applications/{id}/resume-link names, as application/pdf. No key: the link is the permission.",
          security: keyOptional,
          requestParams: { path: ResumeTokenParamsSchema },
          responses: {
            "200": { description: "The resume.", headers: rateHeaders, content: { "application/pdf": { schema: { type: "string", contentMediaType: "application/pdf" } } } },
            "403": problemWithRates("The link was changed or is not one of DocHire's."),
            "410": problemWithRates("The link has expired, or no longer works (key revoked, resume replaced, application gone)."),
            "429": tooMany,
          },
        },
      },
      "/organisation/jobs": {
        get: {
          operationId: "listOrganisationJobs",
          tags: ["Organisation"],
          summary: "List the organisation's own jobs",
          description: "The key's organisation's jobs, open (default), closed or all, newest first, a page at a time, as its member sees them on the Job Listings tab. Needs a key (read or write).",
          security: keyRequired,
          requestParams: { query: OrganisationJobsQuerySchema },
          responses: {
            "200": answer("A page of jobs.", OrganisationJobListSchema),
            "400": problemWithRates("A parameter is unknown, sent twice or out of range."),
            "401": unauthorised,
            "429": tooMany,
          },
        },
      },
      "/organisation/members": {
        get: {
          operationId: "listMembers",
          tags: ["Organisation"],
          summary: "List the organisation's members",
          description: "The members of the key's organisation, with their roles and job teams, as its Team tab shows them. Needs a key (read or write).",
          security: keyRequired,
          requestParams: { query: MembersQuerySchema },
          responses: {
            "200": answer("A page of members.", MemberListSchema),
            "400": problemWithRates("A parameter is unknown, sent twice or out of range."),
            "401": unauthorised,
            "429": tooMany,
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
type Operation = { summary?: string; description?: string; security?: Record<string, string[]>[]; parameters?: Parameter[]; responses?: Record<string, { description?: string; content?: Record<string, { schema?: { $ref?: string } }> }> };

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
          `<p><strong>${r.security}:</strong> ${op.security?.some((requirement) => Object.keys(requirement).length === 0) ? r.keyOptional : r.keyNeeded}</p>` +
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
<body><main><h1>${r.title}</h1><p>${escapeHtml(r.intro)}</p><p><a href="${escapeHtml(serverUrl)}/openapi.json">${r.document}</a> · <code>${escapeHtml(serverUrl)}</code></p><h2 id="api-keys">${r.authenticationHeading}</h2><p>${escapeHtml(r.authentication)}</p><h2 id="rate-limits">${r.rateLimitsHeading}</h2><p>${escapeHtml(r.rateLimits)}</p>${sections.join("")}<h2>${r.schema}</h2>${schemas}</main></body></html>`;
}
