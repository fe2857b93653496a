import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { env } from "~/env.server";
import { applications, deletionRequests, googleReviews, jobs, organisations, profiles, trustedClients, user } from "~/db/schema";
import { formInput, validation } from "~/lib/messages";
import { account as accountMessages } from "~/features/accounts/messages";
import { directory } from "~/features/directory/messages";
import { pipeline } from "~/features/applications/messages";
import { STAGE_NAME_MAX } from "~/features/applications/stage-template";
import { action as withdrawAction } from "~/routes/dashboard.applications";
import { action as pipelineAction, loader as pipelineLoader } from "~/routes/dashboard.applicants.$jobId";
import { action as savedJobsAction } from "~/routes/dashboard.saved-jobs";
import { action as reviewsAction } from "~/routes/dashboard.google-reviews";
import { action as clientsAction } from "~/routes/dashboard.trusted-clients";
import { action as directoryAction, loader as directoryLoader } from "~/routes/_site.doctor-profiles";
import { action as editDoctorAction, loader as editDoctorLoader } from "~/routes/_site.admin.edit-doctor.$doctorId";
import { action as profileAction } from "~/routes/dashboard.profile";
import { action as jobAction } from "~/routes/_site.jobs.$id";
import { action as resetAction } from "~/routes/_site.reset-password";
import { action as loginAction } from "~/routes/_site.login";
import { action as verificationAction } from "~/routes/dashboard.verification";
import { action as listingsAction } from "~/routes/dashboard.job-listings";
import { action as accountAction } from "~/routes/dashboard.accounts.$userId";
import { action as employersAction } from "~/routes/dashboard.employers";
import { action as myDataAction } from "~/routes/dashboard.my-data";
import { action as resumeTabAction } from "~/routes/dashboard.resume";
import { action as twoFactorAction } from "~/routes/_site.two-factor";
import { action as securityAction } from "~/routes/dashboard.security";
import { action as alertsAction } from "~/routes/dashboard.job-alerts";
import { action as enquiriesAction } from "~/routes/dashboard.enquiries";
import { apiPost, cookieFrom, getRequest, testApp, uniqueEmail } from "../support/accounts-kit";
import { actionArgs as args, outcome, post } from "../support/signed-in";

// The refusals the fuzz suite (routes.server.test.ts) only checks for "4xx, never 5xx", with their exact status and
// message: malformed ids, control characters, overlong notes, repeated fields, and a refused application that must
// not keep the resume sent with it.

let app: ReturnType<typeof testApp>;
type Who = { id: string; cookie: string };
let doctor: Who;
let employer: Who;
let admin: Who;
let jobId = 0;
let closedJobId = 0;
let applicationId = 0;

process.env.AUTH_RATE_LIMIT_MAX = "1000";
process.env.AUTH_RATE_LIMIT_ACCOUNT_MAX = "1000";

async function signUp(role: "doctor" | "employer", email = uniqueEmail(role)): Promise<Who> {
  const password = "Secure-Clinic-204";
  const body: Record<string, unknown> = { name: role === "doctor" ? "Dr. Fuzz Tester" : "Fuzz HR", email, password, role };
  if (role === "employer") body.company = "Fuzz Hospital";
  expect((await apiPost(app, "/api/auth/sign-up/email", body)).status).toBe(200);
  await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signIn = await apiPost(app, "/api/auth/sign-in/email", { email, password });
  expect(signIn.status).toBe(200);
  const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  return { id: row!.id, cookie: cookieFrom(signIn) };
}

beforeAll(async () => {
  app = testApp();
  doctor = await signUp("doctor");
  employer = await signUp("employer");
  admin = await signUp("employer", env().ADMIN_EMAIL);
  // The admin's powers need two-factor sign-in: this session counts as having passed it (enrolment is proven in
  // tests/trust.server.test.ts).
  await db().update(user).set({ twoFactorEnabled: true }).where(eq(user.id, admin.id));
  const [open, closed] = await db()
    .insert(jobs)
    .values([
      { userId: employer.id, title: "Consultant Cardiologist", company: "Fuzz Hospital", location: "Pune", type: "Full-time" },
      { userId: employer.id, title: "Closed role", company: "Fuzz Hospital", location: "Pune", type: "Locum", validThrough: new Date(Date.now() - 86_400_000) },
    ])
    .returning({ id: jobs.id });
  jobId = open!.id;
  closedJobId = closed!.id;
  const [application] = await db()
    .insert(applications)
    .values({ jobId, doctorId: doctor.id, status: "Applied", history: [{ status: "Applied", at: new Date().toISOString(), by: doctor.id }] })
    .returning({ id: applications.id });
  applicationId = application!.id;
}, 60_000);

const MALFORMED_IDS = ["abc", "1.5", "1e308", "-1", "0", "99999999999999999999", "2147483648", " 7", ""];

describe("malformed ids", () => {
  it("in a form field are 400 with a message, and change nothing", async () => {
    for (const bad of MALFORMED_IDS) {
      const withdraw = await outcome(() => withdrawAction(args(post("/dashboard/applications", [["intent", "withdraw"], ["applicationId", bad]], doctor.cookie))));
      expect(withdraw, `withdraw ${bad}`).toMatchObject({ status: 400, data: { result: { error: { applicationId: [formInput.invalidId] } } } });
      const move = await outcome(() =>
        pipelineAction(args(post(`/dashboard/applicants/${jobId}`, [["intent", "move"], ["applicationId", bad], ["toStageId", "1"]], employer.cookie), { jobId: String(jobId) })),
      );
      expect(move, `move ${bad}`).toMatchObject({ status: 400, data: { result: { error: { applicationId: [formInput.invalidId] } } } });
      const save = await outcome(() => savedJobsAction(args(post("/dashboard/saved-jobs", [["intent", "save-job"], ["jobId", bad]], doctor.cookie))));
      expect(save, `save ${bad}`).toMatchObject({ status: 400, data: { result: { error: { jobId: [formInput.invalidId] } } } });
      const removeReview = await outcome(() => reviewsAction(args(post("/dashboard/google-reviews", [["intent", "delete"], ["id", bad]], admin.cookie))));
      expect(removeReview, `delete review ${bad}`).toMatchObject({ status: 400, data: { result: { error: { id: [formInput.invalidId] } } } });
    }
    // The same id twice is as ambiguous as a malformed one.
    const twice = await outcome(() =>
      withdrawAction(args(post("/dashboard/applications", [["applicationId", String(applicationId)], ["applicationId", String(applicationId)]], doctor.cookie))),
    );
    expect(twice).toMatchObject({ status: 400, data: { result: { error: { applicationId: [formInput.repeatedField] } } } });
    const [row] = await db().select({ status: applications.status }).from(applications).where(eq(applications.id, applicationId));
    expect(row?.status).toBe("Applied");
  });

  it("never turn an edit into an addition: a malformed id on save is 400, no new row", async () => {
    const before = (await db().select({ id: googleReviews.id }).from(googleReviews)).length;
    const res = await outcome(() =>
      reviewsAction(args(post("/dashboard/google-reviews", [["intent", "save"], ["id", "abc"], ["name", "Priya"], ["review", "Great"], ["rating", "5"]], admin.cookie))),
    );
    expect(res).toMatchObject({ status: 400, data: { result: { error: { id: [formInput.invalidId] } } } });
    expect((await db().select({ id: googleReviews.id }).from(googleReviews)).length).toBe(before);
  });

  it("in the address are 404", async () => {
    for (const bad of ["abc", "1.5", "1e308", "-1", "0", "99999999999999999999"]) {
      const page = await outcome(() => pipelineLoader(args(getRequest(`/dashboard/applicants/${bad}`, employer.cookie), { jobId: bad })));
      expect(page.status, bad).toBe(404);
      const move = await outcome(() =>
        pipelineAction(args(post(`/dashboard/applicants/${bad}`, [["intent", "move"], ["applicationId", String(applicationId)], ["toStageId", "1"]], employer.cookie), { jobId: bad })),
      );
      expect(move.status, bad).toBe(404);
    }
    for (const bad of ["a b", "../x", "x".repeat(65), "é"]) {
      expect((await outcome(() => editDoctorLoader(args(getRequest(`/admin/edit-doctor/${encodeURIComponent(bad)}`, admin.cookie), { doctorId: bad })))).status, bad).toBe(404);
      expect((await outcome(() => editDoctorAction(args(post(`/admin/edit-doctor/x`, [["name", "Dr. X"]], admin.cookie), { doctorId: bad })))).status, bad).toBe(404);
    }
  });

  it("of a directory profile to delete are 400", async () => {
    const res = await outcome(() => directoryAction(args(post("/doctor-profiles", [["intent", "delete-doctor"], ["profileId", "a\u0000b"]], admin.cookie))));
    expect(res).toMatchObject({ status: 400, data: { result: { error: { profileId: [formInput.invalidId] } } } });
  });
});

describe("text a person typed", () => {
  it("with control characters is refused beside the field before anything is written", async () => {
    for (const bad of ["Dr.\u0000 Rao", "Dr.\u0007 Rao", "x\u001Fy"]) {
      const profile = await outcome(() => profileAction(args(post("/dashboard/profile", [["intent", "update-profile"], ["name", bad]], doctor.cookie))));
      expect(profile, JSON.stringify(bad)).toMatchObject({ status: 400, data: { result: { error: { name: [validation.controlCharacters] } } } });
      const details = await outcome(() => profileAction(args(post("/dashboard/profile", [["intent", "directory-details"], ["bio", bad], ["skills", bad]], doctor.cookie))));
      expect(details, JSON.stringify(bad)).toMatchObject({ status: 400, data: { result: { error: { bio: [validation.controlCharacters], skills: [validation.controlCharacters] } } } });
      const review = await outcome(() => reviewsAction(args(post("/dashboard/google-reviews", [["intent", "save"], ["name", bad], ["review", "Great"]], admin.cookie))));
      expect(review, JSON.stringify(bad)).toMatchObject({ status: 400, data: { result: { error: { name: [validation.controlCharacters] } } } });
      const client = await outcome(() => clientsAction(args(post("/dashboard/trusted-clients", [["intent", "save"], ["name", bad]], admin.cookie))));
      expect(client, JSON.stringify(bad)).toMatchObject({ status: 400, data: { result: { error: { name: [validation.controlCharacters] } } } });
      const stage = await outcome(() => pipelineAction(args(post(`/dashboard/applicants/${jobId}`, [["intent", "addStage"], ["name", bad]], employer.cookie), { jobId: String(jobId) })));
      expect(stage, JSON.stringify(bad)).toMatchObject({ status: 400, data: { result: { error: { name: [validation.controlCharacters] } } } });
    }
    const [me] = await db().select({ name: profiles.name, bio: profiles.bio }).from(profiles).where(eq(profiles.id, doctor.id));
    expect(me).toMatchObject({ name: "Dr. Fuzz Tester", bio: null });
    expect(await db().select().from(trustedClients)).toEqual([]);
    const [row] = await db().select({ status: applications.status }).from(applications).where(eq(applications.id, applicationId));
    expect(row?.status).toBe("Applied");
  });

  it("over its limit, or a reason nobody offered, is 400 with a message", async () => {
    const post_ = (entries: [string, string][]) =>
      outcome(() => pipelineAction(args(post(`/dashboard/applicants/${jobId}`, entries, employer.cookie), { jobId: String(jobId) })));
    expect(await post_([["intent", "addStage"], ["name", "n".repeat(STAGE_NAME_MAX + 1)]])).toMatchObject({ status: 400, data: { result: { error: { name: [pipeline.stageNameTooLong(STAGE_NAME_MAX)] } } } });
    expect(await post_([["intent", "reject"], ["applicationId", String(applicationId)], ["toStageId", "1"], ["reason", "Hired!"]])).toMatchObject({ status: 400, data: { result: { error: { reason: [pipeline.reasonRequired] } } } });
    expect(await post_([["intent", "move"], ["applicationId", String(applicationId)], ["toStageId", "1"], ["toStageId", "2"]])).toMatchObject({ status: 400, data: { result: { error: { toStageId: [formInput.repeatedField] } } } });
    expect(await post_([["intent", "move"], ["applicationId", String(applicationId)], ["toStageId", ""], ["quickTo", "1"], ["quickTo", "2"]])).toMatchObject({ status: 400, data: { result: { error: { toStageId: [formInput.repeatedField] } } } });
  });

  it("sent twice, or as a file, is refused beside the field", async () => {
    const twice = await outcome(() => profileAction(args(post("/dashboard/profile", [["intent", "update-profile"], ["name", "A"], ["name", "B"]], doctor.cookie))));
    expect(twice).toMatchObject({ status: 400, data: { result: { error: { name: [formInput.repeatedField] } } } });
    const file = await outcome(() => reviewsAction(args(post("/dashboard/google-reviews", [["intent", "save"], ["name", new File(["x"], "x.txt")], ["review", "Great"]], admin.cookie))));
    expect(file).toMatchObject({ status: 400, data: { result: { error: { name: [formInput.notText] } } } });
    const login = await outcome(() => loginAction(args(post("/login", [["email", "a@example.com"], ["email", "b@example.com"], ["password", "x"]]))));
    expect(login).toMatchObject({ status: 400, data: { result: { error: { email: [formInput.repeatedField] } } } });
  });
});

describe("applying with a resume", () => {
  const pdf = () => new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "cv.pdf", { type: "application/pdf" });

  it("stores nothing when the application is refused", async () => {
    const before = await db().select({ resumeUrl: profiles.resumeUrl }).from(profiles).where(eq(profiles.id, doctor.id));
    const closed = await outcome(() => jobAction(args(post(`/jobs/${closedJobId}`, [["intent", "apply"], ["resume", pdf()]], doctor.cookie), { id: String(closedJobId) })));
    expect(closed.status).toBe(409);
    const noted = await outcome(() =>
      jobAction(args(post(`/jobs/${jobId}`, [["intent", "apply"], ["coverNote", "Hello\u0000"], ["resume", pdf()]], doctor.cookie), { id: String(jobId) })),
    );
    expect(noted).toMatchObject({ status: 400, data: { result: { error: { coverNote: [validation.controlCharacters] } } } });
    const long = await outcome(() => jobAction(args(post(`/jobs/${jobId}`, [["intent", "apply"], ["coverNote", "c".repeat(2001)], ["resume", pdf()]], doctor.cookie), { id: String(jobId) })));
    expect(long).toMatchObject({ status: 400, data: { result: { error: { coverNote: [formInput.coverNoteTooLong] } } } });
    expect(await db().select({ resumeUrl: profiles.resumeUrl }).from(profiles).where(eq(profiles.id, doctor.id))).toEqual(before);
    expect(await db().select().from(applications).where(and(eq(applications.doctorId, doctor.id), eq(applications.jobId, closedJobId)))).toEqual([]);
  });
});

describe("password reset links", () => {
  it("with a token no reset mail could hold are invalid, without asking the database", async () => {
    for (const token of ["a\u0000b", "x".repeat(500), "../../etc"]) {
      const res = await outcome(() => resetAction(args(post("/reset-password", [["token", token], ["password", "Secure-Clinic-205"], ["confirmPassword", "Secure-Clinic-205"]]))));
      expect(res, JSON.stringify(token.slice(0, 20))).toMatchObject({ status: 400, data: { tokenInvalid: true, result: { error: { "": [accountMessages.resetLinkInvalid] } } } });
    }
  });
});

describe("the public directory search", () => {
  it("refuses filters no form could send with 400 and the error beside each, searching nothing", async () => {
    const res = await outcome(() => directoryLoader(args(getRequest("/doctor-profiles?q=%07Rao%1F&page=1e308&specialty=%3Cscript%3E"))));
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({
      doctors: [],
      search: { error: { q: [validation.controlCharacters], page: [directory.pageInvalid] } },
    });
    // A specialty the filter does not offer is a link from elsewhere, not a broken form: it lists everyone.
    const unknown = await outcome(() => directoryLoader(args(getRequest("/doctor-profiles?specialty=%3Cscript%3E"))));
    expect(unknown).toMatchObject({ status: 200, data: { query: { specialty: "All" }, search: null } });
    const nul = await outcome(() => directoryLoader(args(getRequest("/doctor-profiles?q=%00"))));
    expect(nul).toMatchObject({ status: 400, data: { search: { error: { q: [validation.controlCharacters] } } } });
    const fine = await outcome(() => directoryLoader(args(getRequest("/doctor-profiles?q=Rao&specialty=All&page=2"))));
    expect(fine).toMatchObject({ status: 200, data: { query: { q: "Rao", location: "", specialty: "All", page: 2 }, search: null } });
  });
});

describe("the account, verification, privacy and admin forms", () => {
  const verification: [string, string][] = [
    ["company", "Sahyadri Clinic"],
    ["orgType", "clinic"],
    ["location", "Pune"],
    ["orgRegistration", "sahyadriclinic.in"],
    ["contactPerson", "Meera Joshi"],
  ];
  /** The form's fields with `name` sent twice (the plausible value, then another). */
  const twice = (entries: [string, string][], name: string, second = "x"): [string, string][] => entries.flatMap(([k, v]): [string, string][] => (k === name ? [[k, v], [k, second]] : [[k, v]]));
  const repeated = (field: string) => ({ status: 400, data: { result: { error: { [field]: [formInput.repeatedField] } } } });

  it("refuse a field sent twice beside it (400), keep what was typed, and change nothing", async () => {
    for (const [field] of verification) {
      const tab = await outcome(() => verificationAction(args(post("/dashboard/verification", twice(verification, field), employer.cookie))));
      expect(tab, `verification ${field}`).toMatchObject(repeated(field));
      const first = await outcome(() => listingsAction(args(post("/dashboard/job-listings", [["intent", "request-verification"], ...twice(verification, field)], employer.cookie))));
      expect(first, `first tab ${field}`).toMatchObject(repeated(field));
    }
    const kept = await outcome(() => verificationAction(args(post("/dashboard/verification", twice(verification, "company"), employer.cookie))));
    expect(kept.data).toMatchObject({ result: { initialValue: { location: "Pune", contactPerson: "Meera Joshi" } } });
    const [org] = await db().select({ name: organisations.name, requested: organisations.verificationRequestedAt }).from(organisations).where(eq(organisations.name, "Fuzz Hospital"));
    expect(org?.requested ?? null).toBeNull();

    const ban = await outcome(() => accountAction(args(post(`/dashboard/accounts/${doctor.id}`, [["intent", "ban"], ["userId", doctor.id], ["reason", "Fake"], ["reason", "Other"]], admin.cookie), { userId: doctor.id })));
    expect(ban).toMatchObject(repeated("reason"));
    const banTwo = await outcome(() => accountAction(args(post(`/dashboard/accounts/${doctor.id}`, [["intent", "ban"], ["userId", doctor.id], ["userId", employer.id], ["reason", "Fake"]], admin.cookie), { userId: doctor.id })));
    expect(banTwo).toMatchObject(repeated("userId"));
    const reject = await outcome(() => employersAction(args(post("/dashboard/employers", [["intent", "reject"], ["userId", employer.id], ["reason", "No GSTIN"], ["reason", "x"]], admin.cookie))));
    expect(reject).toMatchObject(repeated("reason"));
    const [banned] = await db().select({ banned: user.banned }).from(user).where(eq(user.id, doctor.id));
    expect(banned?.banned).toBe(false);

    const deletion = await outcome(() =>
      myDataAction(args(post("/dashboard/my-data", [["intent", "delete"], ["email", "a@example.com"], ["email", "b@example.com"], ["password", "Secure-Clinic-204"]], doctor.cookie))),
    );
    expect(deletion).toMatchObject(repeated("email"));
    expect(deletion.data).toMatchObject({ result: { initialValue: { email: ["a@example.com", "b@example.com"] } } });
    expect(JSON.stringify(deletion.data)).not.toContain("Secure-Clinic-204");
    expect(await db().select().from(deletionRequests).where(eq(deletionRequests.userId, doctor.id))).toEqual([]);

    const sharing = await outcome(() => resumeTabAction(args(post("/dashboard/resume", [["intent", "sharing"], ["open", "on"], ["open", "on"]], doctor.cookie))));
    expect(sharing).toMatchObject(repeated("open"));
    const [me] = await db().select({ open: profiles.resumeOpenToEmployers }).from(profiles).where(eq(profiles.id, doctor.id));
    expect(me?.open).toBe(false);

    const code = await outcome(() => twoFactorAction(args(post("/two-factor", [["code", "123456"], ["code", "654321"]]))));
    expect(code).toMatchObject(repeated("code"));
    const start = await outcome(() => securityAction(args(post("/dashboard/security", [["intent", "start"], ["password", "a"], ["password", "b"]], doctor.cookie))));
    expect(start).toMatchObject(repeated("password"));
    const confirm = await outcome(() => securityAction(args(post("/dashboard/security", [["intent", "confirm"], ["code", "123456"], ["code", "123456"]], doctor.cookie))));
    expect(confirm).toMatchObject(repeated("code"));

    const rename = await outcome(() => alertsAction(args(post("/dashboard/job-alerts", [["intent", "update-alert"], ["id", "1"], ["name", "ICU"], ["name", "ICU"], ["frequency", "daily"]], doctor.cookie))));
    expect(rename).toMatchObject(repeated("name"));
    const preferences = await outcome(() =>
      profileAction(args(post("/dashboard/profile", [["intent", "save-email-preferences"], ["messages", "on"], ["messages", "on"]], doctor.cookie))),
    );
    expect(preferences).toMatchObject(repeated("messages"));
    const notes = await outcome(() => enquiriesAction(args(post("/dashboard/enquiries", [["id", "1"], ["status", "closed"], ["notes", "Called"], ["notes", "Again"]], admin.cookie))));
    expect(notes).toMatchObject(repeated("notes"));
  });

  it("refuse control characters and unknown intents with 400 and a message", async () => {
    const nul = verification.map(([k, v]): [string, string] => [k, k === "company" ? "Clinic\u0000" : v]);
    expect(await outcome(() => verificationAction(args(post("/dashboard/verification", nul, employer.cookie))))).toMatchObject({
      status: 400,
      data: { result: { error: { company: [validation.controlCharacters] } } },
    });
    expect(await outcome(() => accountAction(args(post(`/dashboard/accounts/${doctor.id}`, [["intent", "ban"], ["userId", doctor.id], ["reason", "x\u0007"]], admin.cookie), { userId: doctor.id })))).toMatchObject({
      status: 400,
      data: { result: { error: { reason: [validation.controlCharacters] } } },
    });
    for (const [action, path, cookie] of [
      [myDataAction, "/dashboard/my-data", doctor.cookie],
      [securityAction, "/dashboard/security", doctor.cookie],
      [accountAction, `/dashboard/accounts/${doctor.id}`, admin.cookie],
    ] as const) {
      const res = await outcome(() => action(args(post(path, [["intent", "nonsense"]], cookie), { userId: doctor.id })));
      expect(res, path).toMatchObject({ status: 400, data: { result: { error: { intent: [formInput.unknownAction] } } } });
    }
  });
});
