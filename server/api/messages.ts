// The API's texts: problem titles and details (RFC 9457) and the reference page's words.
import { MAX_MENTIONS, NOTE_MAX } from "~/features/applications/candidate-record/messages";

export const apiProblems = {
  invalidRequest: "Your request parameters didn't validate.",
  unknownParameter: "Not a parameter of this operation.",
  sentTwice: "Sent more than once; send it once.",
  badCursor: "Not a cursor from this API: pass the next_cursor of the previous page unchanged.",
  badId: "A job id is a whole number from 1 up.",
  jobNotFound: "There is no job with this id.",
  notFound: "There is no such operation in this API: see /api/v1/openapi.json.",
  methodNotAllowed: "This operation does not take this method.",
  internal: "Something went wrong on our side; the request can be tried again.",
  unavailable: "The service is briefly unavailable; try again in a few seconds.",
} as const;

export const apiReference = {
  title: "DocHire API v1 reference",
  intro:
    "Jobs for doctors in India, as JSON. Every answer is JSON; every error is RFC 9457 problem details (application/problem+json); every list is paged with an opaque cursor.",
  document: "The OpenAPI 3.1 document",
  parameters: "Parameters",
  responses: "Responses",
  name: "Name",
  where: "In",
  description: "Description",
  required: "Required",
  yes: "yes",
  no: "no",
  status: "Status",
  schema: "Schema",
  authenticationHeading: "API keys",
  authentication:
    "Send an organisation's API key as `Authorization: Bearer dh_live_…`. An owner or admin of the organisation makes keys on the dashboard's API Keys tab (/dashboard/api-keys); a key is shown once, in full, when it is made. A call with a key acts as the member who made it, with that member's role today: a key stops working as soon as it is revoked, or its member leaves the organisation or is no longer an owner or admin. A read key reads — the organisation's jobs, members and applications, and links to applicants' resumes; a write key also posts, edits, closes and reopens the organisation's jobs and moves applications through their pipelines. Searching and reading jobs needs no key. A missing, unknown or revoked key is answered 401 with WWW-Authenticate: Bearer; a read key's change 403. Every call with a key is recorded in the organisation's audit log.",
  rateLimitsHeading: "Rate limits",
  rateLimits:
    "Each key may make a number of calls per window; calls without a key are counted per client address. Every answer carries RateLimit-Policy (`\"key\";q=<calls>;w=<seconds>`, or `\"address\"` without a key) and RateLimit (`r=` calls left, `t=` seconds until the window ends), as in draft-ietf-httpapi-ratelimit-headers-10. Beyond the limit the answer is 429 with Retry-After.",
  ratePolicyHeader: "The quota: a policy name (\"key\" or \"address\"), q = calls per window, w = window in seconds.",
  rateHeader: "What is left: r = calls left in this window, t = seconds until it ends.",
  unauthorised: "The key is missing (for an operation that needs one), unknown, revoked, or its member may no longer use it.",
  tooMany: "Too many calls in this window.",
  retryAfter: "Seconds until calls are taken again.",
  security: "Key",
  keyNeeded: "API key (bearer) needed",
  keyOptional: "No key needed (a key may be sent)",
} as const;

/** The problems of keyed calls (docs/decisions/097-api-keys.md). */
export const apiKeyProblems = {
  keyRequired: "This operation needs an API key: send it as Authorization: Bearer <key>. An organisation's owner or admin makes keys on the dashboard's API Keys tab.",
  keyInvalid: "This API key is not valid: it is mistyped, unknown or revoked.",
  keyMemberGone: "This API key no longer works: the member who made it is no longer an owner or admin of its organisation.",
  readOnlyKey: "This API key may only read: making changes needs a key with read and write access.",
  rateLimited: (seconds: number) => `Too many calls: the limit is reached for this window. Try again in ${seconds} seconds.`,
  forbidden: "Your role in the organisation does not allow this.",
  bodyNotJson: "The body must be a JSON object (Content-Type: application/json).",
  unknownField: "Not a field of this operation.",
  notText: "Send this field as text (a JSON string), or null to leave it empty.",
  conflict: "The change conflicts with the job's current state.",
} as const;

/** The problems of the application operations (docs/decisions/101-api-applications-and-resume-links.md). */
export const applicationProblems = {
  badId: "An application id is a whole number from 1 up.",
  notFound: "There is no application with this id.",
  stageNotOfJob: "Not a stage of this job: use an id from the job's `stages`.",
  stageIdRequired: "Send the id of a stage of the application's job (a whole number).",
  reasonNotListed: "A rejection's reason is one of the dashboard's reasons (see the ApplicationMove schema).",
  noResume: "This applicant has no resume on DocHire.",
  resumePending: "Resumes open once DocHire has verified your organisation.",
  resumeRefused: "This resume cannot be opened with this key.",
  resumeLimit: "The daily limit of resumes opened without an application is reached; try again tomorrow.",
  linkInvalid: "This resume link is not valid: it was changed or is not one of DocHire's. Ask the API for a new link.",
  linkExpired: "This resume link has expired. Ask the API for a new link (POST /api/v1/applications/{id}/resume-link).",
  linkGone: "This resume link no longer works: its key was revoked, the resume was replaced, or the application is gone. Ask the API for a new link.",
  noteBody: `A note is text of 1 to ${NOTE_MAX} characters.`,
  noteMentions: `Mentions are a list of at most ${MAX_MENTIONS} user ids (from GET /organisation/members).`,
} as const;
