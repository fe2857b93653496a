// The API's job writes (docs/decisions/097-api-keys.md): create, update, close and reopen, as the key's member. Each
// goes through the very functions the post-job form and the Job Listings tab call (createJob, updateJob, closeJob,
// reopenJob), which check the member's role on the job (lib/team-permissions.ts); the body is parsed with the form's
// own schema, so the rules cannot differ. A job of another organisation is answered as if it did not exist.
import { closeJob } from "~/features/jobs/close-job.server";
import { createJob } from "~/features/jobs/create-job.server";
import { getJob } from "~/features/jobs/get-job.server";
import { jobOwnership } from "~/features/jobs/job-queries.server";
import { reopenJob } from "~/features/jobs/reopen-job.server";
import { JobFormSchema, jobFormValues } from "~/features/jobs/schema";
import { updateJob } from "~/features/jobs/update-job.server";
import { AppError } from "~/lib/errors";
import type { Actor } from "~/lib/permissions";
import { getJobResource } from "./jobs";
import { apiKeyProblems as k, apiProblems as t } from "./messages";
import { ApiProblem, invalidParameters } from "./problem";
import { JobIdParamsSchema } from "./schema";

const FIELDS = new Set(Object.keys(JobFormSchema.shape));

/** A feature's refusal as the API's problem: the same reasons the pages give, with the API's statuses. */
export function problemOf(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.fieldErrors) return invalidParameters(Object.entries(error.fieldErrors).map(([name, reason]) => ({ name, reason })));
  switch (error.code) {
    case "not_found":
      return new ApiProblem(404, t.jobNotFound);
    case "forbidden":
    case "unauthenticated":
      return new ApiProblem(403, error.message || k.forbidden);
    case "conflict":
      return new ApiProblem(409, error.message || k.conflict);
    case "invalid_input":
      return new ApiProblem(400, error.message);
    case "rate_limited":
      return new ApiProblem(429, error.message);
    default:
      return error;
  }
}

/** The job id of the path, strictly (as GET /jobs/{id} reads it). */
export function jobIdOf(raw: string): number {
  const parsed = JobIdParamsSchema.safeParse({ id: raw });
  if (!parsed.success || !/^\d{1,10}$/.test(raw)) throw invalidParameters([{ name: "id", reason: t.badId }]);
  return parsed.data.id;
}

/** The JSON object of a request body, or a 400 problem. */
export async function jsonObject(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") throw invalidParameters([{ name: "body", reason: k.bodyNotJson }]);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw invalidParameters([{ name: "body", reason: k.bodyNotJson }]);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw invalidParameters([{ name: "body", reason: k.bodyNotJson }]);
  return body as Record<string, unknown>;
}

/**
 * A body's fields as the form would post them: text kept, an empty string or null left out (the form's empty field),
 * anything but text refused beside its name, a field the form does not have refused.
 */
function formFields(body: Record<string, unknown>, base: Record<string, string | undefined> = {}): Record<string, string> {
  const errors: { name: string; reason: string }[] = [];
  const fields: Record<string, string | undefined> = { ...base };
  for (const [name, value] of Object.entries(body)) {
    if (!FIELDS.has(name)) errors.push({ name, reason: k.unknownField });
    else if (value === null || value === "") fields[name] = undefined;
    else if (typeof value === "string") fields[name] = value;
    else errors.push({ name, reason: k.notText });
  }
  if (errors.length) throw invalidParameters(errors);
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""));
}

/** Parses with the form's schema; its messages name each field, as they do beside the form's fields. */
function parseJob(fields: Record<string, string>) {
  const parsed = JobFormSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ name: String(issue.path[0] ?? "body"), reason: issue.message }));
    throw invalidParameters(errors.filter((e, i) => errors.findIndex((o) => o.name === e.name) === i));
  }
  return parsed.data;
}

/** Throws 404 unless the job exists and belongs to the caller's organisation (another's is not revealed). */
async function ownJob(actor: Actor, id: number) {
  const job = await jobOwnership(id).catch((error: unknown) => {
    throw problemOf(error);
  });
  if (!job.organisationId || job.organisationId !== actor.membership?.organisationId) throw new ApiProblem(404, t.jobNotFound);
  return job;
}

export async function createJobFromApi(actor: Actor, request: Request, origin: string) {
  const input = parseJob(formFields(await jsonObject(request)));
  try {
    const { id } = await createJob({ actor, input });
    return getJobResource(String(id), origin);
  } catch (error) {
    throw problemOf(error);
  }
}

export async function updateJobFromApi(actor: Actor, rawId: string, request: Request, origin: string) {
  const id = jobIdOf(rawId);
  const body = await jsonObject(request);
  await ownJob(actor, id);
  try {
    const current = jobFormValues(await getJob({ actor, id }));
    const input = parseJob(formFields(body, current));
    await updateJob({ actor, id, input });
    return getJobResource(String(id), origin);
  } catch (error) {
    throw problemOf(error);
  }
}

export async function setJobOpen(actor: Actor, rawId: string, open: boolean, origin: string) {
  const id = jobIdOf(rawId);
  await ownJob(actor, id);
  try {
    await (open ? reopenJob({ actor, id }) : closeJob({ actor, id }));
    return getJobResource(String(id), origin);
  } catch (error) {
    throw problemOf(error);
  }
}
