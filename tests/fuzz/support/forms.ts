import { PROFILE_SPECIALIZATIONS, QUALIFICATIONS, JOB_TYPES, JOB_SPECIALTIES } from "~/lib/constants";
import { REJECTION_REASONS } from "~/features/applications/messages";

// What each route action reads from its form, so the fuzzer can send plausible values beside hostile ones (a field
// that is always hostile only ever tests the first check). The routes themselves are enumerated from app/routes.ts;
// the suite fails when a route with an action has no entry here, so a new action cannot slip past the fuzzer.

export type Role = "anonymous" | "doctor" | "employer" | "admin";

/** Ids and names that exist in the seeded database, for "valid" values. */
export type Fixtures = {
  jobIds: string[];
  applicationIds: string[];
  reviewIds: string[];
  clientIds: string[];
  doctorProfileIds: string[];
  doctorNames: string[];
  blogSlugs: string[];
  demoEmails: string[];
};

export type Field = {
  name: string;
  /** Plausible values (may depend on the seeded rows). */
  valid: (f: Fixtures) => readonly string[];
  file?: boolean;
};

export type Intent = { intent: string | null; fields: Field[] };

export type ActionShape = {
  /** The role whose requests reach the action's logic (the others are sent away first); the sweep uses it. */
  role: Role;
  intents: Intent[];
  /** Query parameters the action reads from its own URL. */
  query?: Field[];
};

const text = (name: string, ...values: string[]): Field => ({ name, valid: () => (values.length ? values : ["Dr. Meera Iyer"]) });
const file = (name: string): Field => ({ name, valid: () => [], file: true });
const id = (name: string, pick: (f: Fixtures) => string[]): Field => ({ name, valid: (f) => pick(f) });
const email: Field = { name: "email", valid: (f) => [...f.demoEmails, "new.doctor@example.com", "Someone@Example.COM"] };
/** Never a demo account's real password: a changed password would end the sessions the suite signs in with. */
const password = (name: string): Field => text(name, "Secure-Clinic-204", "short", "Doctor@DocHire2025");

const directoryFields: Field[] = [
  text("bio", "Consultant cardiologist with ten years of experience."),
  text("skills", "Echocardiography, TMT", ""),
  text("experienceYears", "6", "0", "60", ""),
  text("availability", "Available in 30 days", ""),
  text("qualifications", ...QUALIFICATIONS),
  text("registrationNumber", "KMC/12345", ""),
  text("listed", "on", "true", ""),
];

const adminDoctorFields: Field[] = [
  text("name", "Dr. Kavya Menon"),
  text("specialization", ...PROFILE_SPECIALIZATIONS.slice(0, 4)),
  text("location", "Chennai", ""),
  email,
  text("phone", "+91 98765 43210", ""),
  ...directoryFields,
  text("verified", "on", ""),
  file("photo"),
  file("resume"),
];

const profileIntents: Intent[] = [
  {
    intent: "update-profile",
    fields: [
      text("name", "Dr. Ananya Rao"),
      text("phone", "+91 98450 22222", ""),
      text("location", "Bengaluru", ""),
      text("specialization", ...PROFILE_SPECIALIZATIONS.slice(0, 3), ""),
      text("company", "Sunrise Multispeciality Hospital", ""),
    ],
  },
  { intent: "change-password", fields: [password("currentPassword"), password("newPassword"), password("confirmPassword")] },
  { intent: "directory-details", fields: directoryFields },
  {
    intent: "save-email-preferences",
    fields: [text("applicationUpdates", "on", ""), text("newApplicants", "on", ""), text("messages", "on", ""), text("jobAlerts", "on", "")],
  },
];

/** The employer's verification request (the Verification tab and the first tab's notice). */
const verificationFields: Field[] = [
  text("company", "Sahyadri Clinic"),
  text("orgType", "hospital", "clinic", "agency"),
  text("location", "Pune"),
  text("orgRegistration", "sahyadriclinic.in", "27AAPFU0939F1ZV"),
  text("contactPerson", "Meera Joshi"),
];

const contentId = (pick: (f: Fixtures) => string[]) => id("id", pick);

export const ACTION_SHAPES: Record<string, ActionShape> = {
  "routes/account.resume": {
    role: "doctor",
    intents: [
      { intent: "upload", fields: [file("resume")] },
      { intent: "delete", fields: [] },
    ],
  },
  "routes/dashboard.resume": { role: "doctor", intents: [{ intent: "sharing", fields: [text("open", "on", "")] }] },
  "routes/dashboard.verification": { role: "employer", intents: [{ intent: null, fields: verificationFields }, { intent: "request-verification", fields: verificationFields }] },
  // Account tools: an id no account has (acting on the demo accounts would end the sessions the suite signs in with).
  "routes/dashboard.employers": {
    role: "admin",
    intents: [
      { intent: "approve", fields: [text("userId", "no-such-account")] },
      { intent: "reject", fields: [text("userId", "no-such-account"), text("reason", "The GSTIN does not match", "")] },
    ],
  },
  "routes/dashboard.accounts.$userId": {
    role: "admin",
    intents: [
      { intent: "ban", fields: [text("userId", "no-such-account"), text("reason", "Fake registration", "")] },
      { intent: "unban", fields: [text("userId", "no-such-account")] },
      { intent: "revoke-sessions", fields: [text("userId", "no-such-account")] },
      { intent: "resend-confirmation", fields: [text("userId", "no-such-account")] },
      { intent: "reset-two-factor", fields: [text("userId", "no-such-account")] },
      { intent: "pending", fields: [text("userId", "no-such-account")] },
    ],
  },
  // Never the demo doctor's real password: a scheduled deletion would end the sessions the suite signs in with.
  "routes/dashboard.my-data": {
    role: "doctor",
    intents: [
      { intent: "export", fields: [] },
      { intent: "delete", fields: [email, password("password")] },
    ],
  },
  "routes/dashboard.security": {
    role: "doctor",
    intents: [
      { intent: "start", fields: [password("password")] },
      { intent: "confirm", fields: [text("code", "123456", "12")] },
      { intent: "stop", fields: [password("password")] },
    ],
  },
  "routes/_site.two-factor": {
    role: "anonymous",
    intents: [{ intent: null, fields: [text("code", "123456", ""), text("backupCode", "ABCDE-12345", ""), text("trustDevice", "on", ""), text("redirectTo", "/dashboard", "//evil.example")] }],
  },
  "routes/dashboard.applicants.$jobId": {
    role: "employer",
    intents: [
      { intent: "move", fields: [id("applicationId", (f) => f.applicationIds), text("toStageId", "1", "2", "3", "6")] },
      { intent: "move", fields: [id("applicationId", (f) => f.applicationIds), text("toStageId", "", "2"), text("quickTo", "2", "6")] },
      { intent: "reject", fields: [id("applicationId", (f) => f.applicationIds), text("toStageId", "6", "13"), text("reason", ...REJECTION_REASONS), text("mailDoctor", "on", "")] },
      { intent: "hire", fields: [id("applicationId", (f) => f.applicationIds), text("toStageId", "5", "12"), text("closeJob", "on", "")] },
      { intent: "undo", fields: [text("moveId", "1", "2")] },
      { intent: "addStage", fields: [text("name", "Reference check", "")] },
      { intent: "renameStage", fields: [text("stageId", "2", "3"), text("name", "Phone screen", "")] },
      { intent: "moveStage", fields: [text("stageId", "2", "3"), text("direction", "up", "down")] },
      { intent: "removeStage", fields: [text("stageId", "2", "7")] },
      { intent: "addCriterion", fields: [text("name", "Teamwork", ""), text("guidance", "Works well with nurses and juniors.", "")] },
      { intent: "editCriterion", fields: [text("criterionId", "1", "2", "0"), text("name", "Bedside manner", ""), text("guidance", "With patients and families.", "")] },
      { intent: "moveCriterion", fields: [text("criterionId", "1", "2"), text("direction", "up", "down")] },
      { intent: "removeCriterion", fields: [text("criterionId", "1", "4")] },
    ],
  },
  "routes/dashboard.applications": {
    role: "doctor",
    intents: [{ intent: "withdraw", fields: [id("applicationId", (f) => f.applicationIds)] }],
  },
  "routes/dashboard.saved-jobs": {
    role: "doctor",
    intents: [
      { intent: "save-job", fields: [id("jobId", (f) => f.jobIds)] },
      { intent: "unsave-job", fields: [id("jobId", (f) => f.jobIds)] },
    ],
  },
  "routes/dashboard.messages.new": {
    role: "employer",
    query: [id("doctor", (f) => f.doctorProfileIds), id("job", (f) => f.jobIds)],
    intents: [
      {
        intent: null,
        fields: [id("doctor", (f) => f.doctorProfileIds), id("job", (f) => [...f.jobIds, ""]), text("body", "Would you be open to a consultant role in Pune?\nWe can talk this week.", "")],
      },
    ],
  },
  "routes/dashboard.messages.$threadId": {
    role: "doctor",
    intents: [
      { intent: "reply", fields: [text("body", "Thank you, I am interested.", "")] },
      { intent: "block", fields: [] },
      { intent: "unblock", fields: [] },
      { intent: "report", fields: [text("reason", "Abusive language.", "")] },
    ],
  },
  "routes/dashboard.job-listings": {
    role: "employer",
    intents: [
      { intent: "delete", fields: [id("jobId", (f) => f.jobIds)] },
      // The verification request of the first tab, which a waiting employer sends from the listings page.
      { intent: "request-verification", fields: verificationFields },
    ],
    query: [text("page", "1", "2")],
  },
  "routes/dashboard.doctor-profiles": {
    role: "admin",
    intents: [{ intent: "delete-doctor", fields: [id("profileId", (f) => f.doctorProfileIds)] }],
  },
  "routes/_site.doctor-profiles": {
    role: "admin",
    intents: [{ intent: "delete-doctor", fields: [id("profileId", (f) => f.doctorProfileIds)] }],
  },
  "routes/dashboard.google-reviews": {
    role: "admin",
    intents: [
      {
        intent: "save",
        fields: [contentId((f) => [...f.reviewIds, ""]), text("name", "Priya S."), text("review", "Found a great job in two weeks."), text("rating", "5", "1", "3"), file("avatar")],
      },
      { intent: "delete", fields: [contentId((f) => f.reviewIds)] },
    ],
  },
  "routes/dashboard.trusted-clients": {
    role: "admin",
    intents: [
      { intent: "save", fields: [contentId((f) => [...f.clientIds, ""]), text("name", "Apollo Hospitals"), file("logo")] },
      { intent: "delete", fields: [contentId((f) => f.clientIds)] },
    ],
  },
  "routes/dashboard.profile": { role: "doctor", intents: profileIntents },
  "routes/_site.profile": { role: "employer", intents: profileIntents },
  "routes/logout": { role: "doctor", intents: [{ intent: null, fields: [] }] },
  "routes/_site.admin.create-doctor": { role: "admin", intents: [{ intent: null, fields: adminDoctorFields }] },
  "routes/_site.admin.edit-doctor.$doctorId": { role: "admin", intents: [{ intent: null, fields: adminDoctorFields }] },
  "routes/_site.forgot-password": { role: "anonymous", intents: [{ intent: null, fields: [email] }] },
  "routes/_site.verify-email": { role: "anonymous", intents: [{ intent: null, fields: [email] }] },
  "routes/_site.simple-register": { role: "anonymous", intents: [{ intent: null, fields: [text("name", "Dr. Rohan Das"), email, password("password")] }] },
  "routes/_site.reset-password": {
    role: "anonymous",
    intents: [{ intent: null, fields: [text("token", "abcdefghijklmnopqrstuvwx", ""), password("password"), password("confirmPassword")] }],
  },
  "routes/dashboard.team": {
    role: "employer",
    intents: [
      { intent: "invite", fields: [text("email", "new.colleague@example.com", "Someone@Example.COM"), text("role", "recruiter", "admin", "interviewer", "owner")] },
      { intent: "resend", fields: [text("invitationId", "1", "0")] },
      { intent: "revoke", fields: [text("invitationId", "1", "0")] },
      { intent: "change-role", fields: [text("userId", "not-a-member"), text("role", "recruiter", "owner")] },
      { intent: "remove", fields: [text("userId", "not-a-member")] },
      { intent: "job-add", fields: [text("userId", "not-a-member"), id("jobId", (f) => f.jobIds)] },
      { intent: "job-remove", fields: [text("userId", "not-a-member"), id("jobId", (f) => f.jobIds)] },
    ],
  },
  "routes/dashboard.api-keys": {
    role: "employer",
    intents: [
      { intent: "create", fields: [text("name", "HR system", ""), text("scope", "read", "write", "admin")] },
      { intent: "revoke", fields: [text("keyId", "1", "0", "abc")] },
    ],
  },
  "routes/dashboard.webhooks": {
    role: "employer",
    intents: [
      { intent: "add", fields: [text("url", "https://hr.example.com/hooks", "http://127.0.0.1:9/hooks", "javascript:alert(1)"), text("description", "HR system", ""), text("events", "job.published", "application.created", "no.such.event")] },
      ...["enable", "disable", "delete", "reveal", "rotate", "test"].map((intent) => ({ intent, fields: [text("endpointId", "00000000-0000-4000-8000-000000000000", "not-a-uuid")] })),
      { intent: "redeliver", fields: [text("deliveryId", "1", "0")] },
    ],
  },
  "routes/dashboard.email-templates": {
    role: "employer",
    intents: [
      { intent: "create", fields: [text("name", "Warm rejection", ""), text("kind", "rejection", "general", "other"), text("subject", "About {{job_title}}", "{{unknown}}"), text("body", "Dear {{doctor_name}},", "")] },
      { intent: "update", fields: [text("templateId", "1", "0"), text("name", "Warm rejection"), text("kind", "rejection"), text("subject", "About {{job_title}}"), text("body", "Dear {{doctor_name}},")] },
      { intent: "delete", fields: [text("templateId", "1", "0")] },
    ],
  },
  "routes/dashboard.candidates.$applicationId": {
    role: "employer",
    intents: [
      { intent: "proposeInterview", fields: [id("applicationId", (f) => f.applicationIds), text("slots", "2031-03-04T10:30", "yesterday"), text("durationMinutes", "30", "45", "7"), text("location", "OPD block", ""), text("videoUrl", "https://meet.example.com/x", "http://x", ""), text("note", "Bring your registration.", ""), text("templateId", "builtin", "1", "0", "first")] },
      { intent: "rescheduleInterview", fields: [text("interviewId", "1", "0"), text("startsAt", "2031-03-05T11:00", "")] },
      { intent: "cancelInterview", fields: [text("interviewId", "1", "0")] },
      { intent: "sendOffer", fields: [id("applicationId", (f) => f.applicationIds), text("salary", "1800000", "0", "1e9"), text("salaryUnit", "year", "month", "week"), text("startDate", "2031-04-01", "2020-01-01"), text("message", "Welcome.", ""), file("letter"), text("templateId", "builtin", "1", "0", "first")] },
      { intent: "withdrawOffer", fields: [text("offerId", "1", "0")] },
      {
        intent: "submitScorecard",
        fields: [
          id("applicationId", (f) => f.applicationIds),
          text("ratings[0].criterionId", "1", "0"),
          text("ratings[0].rating", "1", "5", "6", "0"),
          text("ratings[0].comment", "Sound on acute cardiac care.", ""),
          text("ratings[1].criterionId", "2", "5"),
          text("ratings[1].rating", "3", "4.5"),
          text("recommendation", "strong_yes", "no", "maybe"),
        ],
      },
      { intent: "addNote", fields: [text("body", "Strong airway skills. @Meera Joshi", ""), text("mentions", "", "not-an-id")] },
      { intent: "deleteNote", fields: [text("noteId", "1", "0")] },
      { intent: "attachFile", fields: [file("file")] },
      { intent: "removeFile", fields: [text("candidateFileId", "1", "0")] },
    ],
  },
  "routes/dashboard.applicants.$jobId_.export": { role: "employer", intents: [{ intent: null, fields: [id("applicationId", (f) => f.applicationIds)] }] },
  "routes/_site.invitations.$token": { role: "employer", intents: [{ intent: null, fields: [] }] },
  "routes/_site.register": {
    role: "anonymous",
    intents: [
      {
        intent: null,
        fields: [
          text("role", "doctor", "employer"),
          text("name", "Dr. Rohan Das"),
          email,
          password("password"),
          password("confirmPassword"),
          text("specialization", ...PROFILE_SPECIALIZATIONS.slice(0, 3)),
          text("company", "Care Hospitals", ""),
          text("invitation", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ", ""),
        ],
      },
    ],
  },
  "routes/_site.contact-us": {
    role: "anonymous",
    intents: [
      {
        intent: null,
        fields: [
          text("name", "Dr. Kavya Menon"),
          { name: "email", valid: () => ["kavya.menon@example.com"] },
          text("phone", "+91 98480 22110", ""),
          text("organisation", "Sahyadri Hospitals", ""),
          text("need", "hire", "job", "other"),
          text("message", "We are looking for two anaesthetists for our new surgical wing in Pune."),
          text("website", ""),
          text("shownAt", "1795600000000.AAAAAAAAAAAAAAAAAAAAAA", ""),
        ],
      },
    ],
  },
  "routes/_site.job-alerts.new": {
    role: "anonymous",
    intents: [
      {
        intent: "create-alert",
        fields: [
          text("query", "keyword=cardiologist&city=Pune", ""),
          text("name", "Cardiology jobs in Pune", ""),
          text("frequency", "instant", "daily", "weekly"),
          { name: "email", valid: () => ["alerts@example.com"] },
          text("website", ""),
        ],
      },
    ],
  },
  "routes/_site.job-alerts.unsubscribe": { role: "anonymous", intents: [{ intent: null, fields: [text("token", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")] }] },
  "routes/dashboard.job-alerts": {
    role: "doctor",
    intents: [
      { intent: "update-alert", fields: [text("id", "1", "999999"), text("name", "ICU jobs", ""), text("frequency", "daily", "weekly")] },
      { intent: "pause-alert", fields: [text("id", "1")] },
      { intent: "resume-alert", fields: [text("id", "1")] },
      { intent: "delete-alert", fields: [text("id", "999999")] },
    ],
  },
  "routes/dashboard.notifications": {
    role: "doctor",
    intents: [
      { intent: "open-notification", fields: [text("id", "1", "999999")] },
      { intent: "mark-all-read", fields: [] },
    ],
  },
  "routes/dashboard.enquiries": {
    role: "admin",
    intents: [{ intent: null, fields: [text("id", "1", "999999"), text("status", "new", "contacted", "closed"), text("notes", "Called back.", "")] }],
  },
  "routes/dashboard.failed-jobs": {
    role: "admin",
    intents: [
      { intent: "retry", fields: [text("name", "mail-send"), text("id", "00000000-0000-4000-8000-000000000000")] },
      { intent: "remove", fields: [text("name", "mail-send"), text("id", "00000000-0000-4000-8000-000000000000")] },
    ],
  },
  "routes/dashboard.system": {
    role: "admin",
    intents: [
      { intent: "retry", fields: [text("name", "mail-send"), text("id", "00000000-0000-4000-8000-000000000000")] },
      { intent: "remove", fields: [text("name", "mail-send"), text("id", "00000000-0000-4000-8000-000000000000")] },
    ],
  },
  "routes/_site.login": { role: "anonymous", intents: [{ intent: null, fields: [email, password("password"), text("redirectTo", "/dashboard", "//evil.example", "")] }] },
  // Jobs routes (owned by the jobs feature): fuzzed all the same, their failures are reported to that feature's owner.
  "routes/_site.jobs.$id": {
    role: "doctor",
    intents: [
      { intent: "save-job", fields: [id("jobId", (f) => f.jobIds)] },
      { intent: "unsave-job", fields: [id("jobId", (f) => f.jobIds)] },
      { intent: "apply", fields: [text("coverNote", "I would love to join your team.", ""), file("resume"), text("src", "alert", "search", "")] },
    ],
  },
  "routes/_site.jobs._index": {
    role: "doctor",
    intents: [
      { intent: "save-job", fields: [id("jobId", (f) => f.jobIds)] },
      { intent: "unsave-job", fields: [id("jobId", (f) => f.jobIds)] },
    ],
  },
  "routes/_site.post-job": {
    role: "employer",
    query: [id("edit", (f) => f.jobIds)],
    intents: [
      {
        intent: null,
        fields: [
          text("title", "Consultant Cardiologist"),
          text("company", "Sunrise Multispeciality Hospital"),
          text("location", "Hyderabad", "Pune"),
          text("type", ...JOB_TYPES),
          text("specialty", ...JOB_SPECIALTIES.slice(0, 3)),
          text("salary", "20-30 LPA", ""),
          text("salaryMin", "150000", ""),
          text("salaryMax", "250000", ""),
          text("salaryUnit", "month", "year", ""),
          text("description", "We are hiring an experienced consultant cardiologist for our new cardiac centre in the city."),
          text("validThrough", new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), ""),
          text("featured", "on", ""),
        ],
      },
    ],
  },
};

/** Query parameter names any page might read; loaders get these with hostile values. */
export const QUERY_KEYS = [
  "page",
  "q",
  "keyword",
  "location",
  "specialty",
  "type",
  "city",
  "edit",
  "delete",
  "redirectTo",
  "confirmed",
  "reset",
  "token",
  "resumeId",
  "index",
  "id",
  "doctor",
  "job",
  "period",
  "src",
  "_data",
] as const;

/** Valid values of path parameters, by name (routes with other parameters get hostile values only). */
export function validParams(f: Fixtures): Record<string, readonly string[]> {
  return {
    id: f.jobIds,
    jobId: f.jobIds,
    doctorId: f.doctorProfileIds,
    doctorName: f.doctorNames,
    slug: f.blogSlugs,
    file: ["pages.xml", "jobs-1.xml", "jobs-0.xml"],
    report: ["funnel", "stage-times", "time-to-hire", "sources"],
    "*": ["no/such/page", "jobs/", "admin"],
  };
}

/** Plausible values of a query parameter. */
export function validQuery(f: Fixtures): Record<string, readonly string[]> {
  return {
    page: ["1", "2"],
    specialty: ["Cardiology", "All"],
    location: ["Hyderabad"],
    city: ["Pune"],
    type: ["Locum"],
    edit: f.jobIds,
    delete: f.jobIds,
    resumeId: f.doctorProfileIds,
    redirectTo: ["/dashboard"],
    confirmed: ["1", "already"],
    period: ["30", "365"],
    src: ["alert", "search"],
  };
}
