// The public REST API's shapes (v1): what a request may carry and what each answer holds. One definition serves the
// request parsing, the answers and the OpenAPI document (openapi.server.ts), so the document cannot drift from the
// code. The job search's filters are the /jobs page's own query parameters, read by the same parser.
import * as z from "zod";
import { CITIES } from "~/lib/cities";
import { JOB_SPECIALTIES, JOB_TYPES } from "~/lib/constants";
import { JOB_SORTS, MAX_EXPERIENCE_YEARS, MAX_RADIUS_KM, POSTED_WITHIN } from "~/features/search/search-params";
import { JobFormSchema } from "~/features/jobs/schema";
import { ORG_ROLES } from "~/lib/team-permissions";
import { REJECTION_REASONS } from "~/features/applications/messages";
import { STAGE_KINDS } from "~/features/applications/stage-template";
import { MAX_MENTIONS, NOTE_MAX } from "~/features/applications/candidate-record/messages";

/** One value or the same parameter repeated (`?type=Locum&type=Contract`). */
const many = <T extends z.ZodType>(item: T) => z.array(item).max(40);

const decimal = (min: number, max: number) => z.coerce.number().min(min).max(max);
const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const JobsQuerySchema = z
  .object({
    keyword: z.string().max(100).optional().meta({ description: "Words to look for, as typed in the search box of /jobs (synonyms and close spellings included)." }),
    location: z.string().max(100).optional().meta({ description: "A city or area; with `radius`, one of the listed cities." }),
    specialty: many(z.enum(JOB_SPECIALTIES)).optional().meta({ description: "Any of these specialties." }),
    type: many(z.enum(JOB_TYPES)).optional().meta({ description: "Any of these job types." }),
    city: many(z.enum(CITIES)).optional().meta({ description: "Any of these cities." }),
    sort: z.enum(JOB_SORTS).optional().meta({ description: "relevance (default), newest or salary." }),
    salary: decimal(0.01, 10_000).optional().meta({ description: "Salary at least this many lakh rupees a year." }),
    monthly: whole(1, 100_000_000).optional().meta({ description: "Salary at least this many rupees a month." }),
    experience: whole(0, MAX_EXPERIENCE_YEARS).optional().meta({ description: "The doctor's years of experience: jobs whose required range includes them." }),
    posted: z.enum(POSTED_WITHIN.map(String) as [string, ...string[]]).optional().meta({ description: "Posted within this many days." }),
    radius: whole(1, MAX_RADIUS_KM).optional().meta({ description: "With `location` naming a listed city: jobs within this many km." }),
    exact: z.enum(["1"]).optional().meta({ description: "1: only what was typed, no close spellings." }),
    cursor: z.string().max(200).optional().meta({ description: "The `next_cursor` of the previous page." }),
  })
  .strict();
export type JobsQuery = z.infer<typeof JobsQuerySchema>;

/** The parameters that may repeat: read with getAll. */
export const REPEATED_QUERY_KEYS = ["specialty", "type", "city"] as const;

export const JobIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647).meta({ description: "The job's id (as in its page's address, /jobs/{id})." }),
});

const Salary = z
  .object({
    text: z.string().meta({ description: "As the job page shows it, e.g. \"₹1,50,000 - ₹2,00,000 per month\" or \"Not Disclosed\"." }),
    min: z.number().int().nullable(),
    max: z.number().int().nullable(),
    unit: z.enum(["month", "year"]).nullable(),
  })
  .meta({ id: "Salary" });

export const JobSummarySchema = z
  .object({
    id: z.number().int(),
    url: z.url(),
    title: z.string(),
    company: z.string(),
    location: z.string(),
    type: z.string(),
    salary: z.string().meta({ description: "As the result card shows it." }),
    featured: z.boolean(),
    posted_at: z.iso.datetime({ offset: true }),
    snippet: z.string(),
    employer_verified: z.boolean().nullable().meta({ description: "The employer is verified (true), waits for verification (false), or has left (null)." }),
  })
  .meta({ id: "JobSummary" });

export const JobSchema = z
  .object({
    id: z.number().int(),
    url: z.url(),
    title: z.string(),
    company: z.string(),
    location: z.string(),
    type: z.string(),
    specialty: z.string().nullable(),
    description: z.string().nullable(),
    salary: Salary,
    experience: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
    featured: z.boolean(),
    status: z.enum(["open", "closed"]),
    posted_at: z.iso.datetime({ offset: true }),
    valid_through: z.iso.datetime({ offset: true }).nullable(),
    closed_at: z.iso.datetime({ offset: true }).nullable(),
    employer_verified: z.boolean().nullable(),
  })
  .meta({ id: "Job" });

export const JobListSchema = z
  .object({
    data: z.array(JobSummarySchema),
    total: z.object({ value: z.number().int(), exact: z.boolean().meta({ description: "false: at least this many (counting stopped)." }) }),
    next_cursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last page." }),
  })
  .meta({ id: "JobList" });

/** RFC 9457 problem details. */
export const ProblemSchema = z
  .object({
    type: z.string().meta({ description: "A URI naming the kind of problem; about:blank for a plain HTTP status." }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    errors: z.array(z.object({ name: z.string(), reason: z.string() })).optional().meta({ description: "For invalid requests: each parameter and what is wrong with it." }),
  })
  .meta({ id: "Problem" });
export type Problem = z.infer<typeof ProblemSchema>;

// ---- Authenticated resources (docs/decisions/097-api-keys.md) ----

/**
 * A job as POST /jobs takes it: the post-job form's own schema (JobFormSchema), field for field, so the API and the form
 * apply the same rules. Values are the form's text ("150000", "2027-03-31"); an empty string or null is a field left
 * empty. `featured` ("true") is honoured for the platform's administrators only.
 */
export const JobWriteSchema = JobFormSchema.meta({ id: "JobWrite" });

/** PATCH /jobs/{id}: any of the same fields; the others keep the job's current values, and the whole is checked again. */
export const JobPatchSchema = z
  .object(Object.fromEntries(Object.entries(JobFormSchema.shape).map(([name, field]) => [name, (field as z.ZodType).nullable().optional()])))
  .meta({ id: "JobPatch" });

export const JobIdPathSchema = JobIdParamsSchema;

export const OrgRoleSchema = z.enum(ORG_ROLES).meta({ id: "OrganisationRole" });

export const MemberSchema = z
  .object({
    user_id: z.string(),
    name: z.string(),
    email: z.email(),
    role: OrgRoleSchema,
    joined_at: z.iso.datetime({ offset: true }),
    job_ids: z.array(z.number().int()).meta({ description: "The jobs whose team the member is on (hiring managers and interviewers work only on these)." }),
  })
  .meta({ id: "Member" });

export const MemberListSchema = z
  .object({
    data: z.array(MemberSchema),
    next_cursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last page." }),
  })
  .meta({ id: "MemberList" });

export const MembersQuerySchema = z
  .object({
    limit: whole(1, 100).optional().meta({ description: "Members per page, 1–100 (default 50)." }),
    cursor: z.string().max(200).optional().meta({ description: "The `next_cursor` of the previous page." }),
  })
  .strict();

// ---- Applications (docs/decisions/101-api-applications-and-resume-links.md) ----

export const StageSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(STAGE_KINDS).meta({ description: "active: a step of the pipeline; hired, rejected, withdrawn: the exits, which end an application." }),
  })
  .meta({ id: "Stage" });

export const ApplicationSchema = z
  .object({
    id: z.number().int(),
    job_id: z.number().int(),
    stage: StageSchema,
    doctor: z
      .object({
        id: z.string(),
        name: z.string(),
        specialization: z.string().nullable(),
        location: z.string().nullable(),
      })
      .meta({ description: "The applicant as the job's pipeline shows them (no e-mail or phone: those stay in DocHire's messages)." }),
    cover_note: z.string().nullable(),
    has_resume: z.boolean().meta({ description: "true: POST /applications/{id}/resume-link gives a link to the doctor's resume." }),
    applied_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
    withdrawn_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: "Application" });

export const ApplicationListSchema = z
  .object({
    data: z.array(ApplicationSchema),
    stages: z.array(StageSchema).meta({ description: "The job's pipeline in order: the stages `stage` filters by and applications move to." }),
    next_cursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last page." }),
  })
  .meta({ id: "ApplicationList" });

export const ApplicationsQuerySchema = z
  .object({
    stage: whole(1, 2_147_483_647).optional().meta({ description: "Only the applications standing in this stage of the job (a stage id from `stages`)." }),
    limit: whole(1, 100).optional().meta({ description: "Applications per page, 1–100 (default 50). Newest first." }),
    cursor: z.string().max(200).optional().meta({ description: "The `next_cursor` of the previous page." }),
  })
  .strict();

export const ApplicationIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647).meta({ description: "The application's id." }),
});

export const ApplicationMoveSchema = z
  .object({
    stage_id: z.number().int().min(1).max(2_147_483_647).meta({ description: "A stage of the application's job (not Withdrawn, which only the doctor chooses)." }),
    reason: z.enum(REJECTION_REASONS).optional().meta({ description: "Needed when moving to the rejected stage: one of the dashboard's reasons." }),
    mail_doctor: z.boolean().optional().meta({ description: "With a rejection: send the doctor the rejection e-mail (default false)." }),
  })
  .strict()
  .meta({ id: "ApplicationMove" });

export const ApplicationNoteWriteSchema = z
  .object({
    body: z.string().min(1).max(NOTE_MAX).meta({ description: `The note, plain text, at most ${NOTE_MAX} characters. "@Full Name" of a colleague mentions them.` }),
    mentions: z
      .array(z.string().min(1).max(100))
      .max(MAX_MENTIONS)
      .optional()
      .meta({ description: "User ids of colleagues to tell (from GET /organisation/members), besides any named with @ in the body. Each must be able to see the application." }),
  })
  .strict()
  .meta({ id: "ApplicationNoteWrite" });

export const ApplicationNoteSchema = z
  .object({
    id: z.number().int(),
    application_id: z.number().int(),
    body: z.string(),
    author_id: z.string().meta({ description: "The user id of the key's member, who wrote the note." }),
    mentioned: z.array(z.string()).meta({ description: "User ids of the colleagues told of the note (a bell notification and an e-mail each)." }),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "ApplicationNote" });

export const ResumeLinkSchema = z
  .object({
    url: z.url().meta({ description: "Serves the resume (PDF) without a key until `expires_at`; each fetch is counted as a view of the resume." }),
    expires_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "ResumeLink" });

export const ResumeTokenParamsSchema = z.object({
  token: z.string().max(1000).meta({ description: "The link's signed token, as given." }),
});

export const OrganisationJobsQuerySchema = z
  .object({
    status: z.enum(["open", "closed", "all"]).optional().meta({ description: "open (default): taking applications; closed: closed or past their closing date; all." }),
    limit: whole(1, 100).optional().meta({ description: "Jobs per page, 1–100 (default 50). Newest first." }),
    cursor: z.string().max(200).optional().meta({ description: "The `next_cursor` of the previous page." }),
  })
  .strict();

export const OrganisationJobListSchema = z
  .object({
    data: z.array(JobSchema),
    next_cursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last page." }),
  })
  .meta({ id: "OrganisationJobList" });
