import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jobs, profiles, scorecardCriteria, scorecards } from "~/db/schema";
import { formInput } from "~/lib/messages";
import type { Actor } from "~/lib/permissions";
import { action as pipelineAction, loader as pipelineLoader } from "~/routes/dashboard.applicants.$jobId";
import { action as candidateAction, loader as candidateLoader } from "~/routes/dashboard.candidates.$applicationId";
import { actionArgs, outcome, post, signedIn, type SignedIn } from "../../../../tests/support/signed-in";
import { applyToJob } from "../applications.server";
import { ensureJobStages } from "../job-stages.server";
import { ensureJobCriteria, type Criterion } from "./criteria.server";
import { CRITERION_NAME_MAX, SCORECARD_COMMENT_MAX, criteriaTexts as c, scorecardTexts as t } from "./messages";

// The scorecard and criteria forms through their route actions, as a browser posts them: malformed posts are refused
// with 400 beside the field and change nothing; a doctor's or another organisation's are refused; good ones redirect.

let employer: SignedIn;
let stranger: SignedIn;
let doctor: SignedIn;
let jobId = 0;
let applicationId = 0;
let criteria: Criterion[] = [];

const onCandidate = (who: SignedIn, entries: [string, string][]) =>
  outcome(() => candidateAction(actionArgs(post(`/dashboard/candidates/${applicationId}`, entries, who.cookie), { applicationId: String(applicationId) })));
const onJob = (who: SignedIn, entries: [string, string][]) => outcome(() => pipelineAction(actionArgs(post(`/dashboard/applicants/${jobId}`, entries, who.cookie), { jobId: String(jobId) })));
const fullCard = (rating = "4"): [string, string][] => [
  ["intent", "submitScorecard"],
  ["applicationId", String(applicationId)],
  ...criteria.flatMap((x, i): [string, string][] => [
    [`ratings[${i}].criterionId`, String(x.id)],
    [`ratings[${i}].rating`, rating],
    [`ratings[${i}].comment`, `About ${x.name}`],
  ]),
  ["recommendation", "yes"],
];

beforeAll(async () => {
  employer = await signedIn("employer");
  stranger = await signedIn("employer");
  doctor = await signedIn("doctor");
  await db().update(profiles).set({ resumeUrl: "/files/resumes/x/1-a.pdf" }).where(eq(profiles.id, doctor.id));
  const [job] = await db().insert(jobs).values({ userId: employer.id, title: "Paediatrician", company: "Form Hospital", location: "Pune", type: "Full-time" }).returning({ id: jobs.id });
  jobId = job!.id;
  await ensureJobStages(jobId);
  criteria = await ensureJobCriteria(jobId);
  const doctorActor: Actor = { userId: doctor.id, email: "", name: "", role: "doctor", isAdmin: false };
  ({ id: applicationId } = await applyToJob({ actor: doctorActor, jobId }));
}, 60_000);

describe("the scorecard form", () => {
  it("refuses a missing or out-of-scale rating, a missing recommendation and an overlong comment, beside the field", async () => {
    const without = fullCard().filter(([k]) => k !== "ratings[1].rating");
    expect(await onCandidate(employer, without)).toMatchObject({ status: 400, data: { result: { error: { "ratings[1].rating": [t.ratingRequired] } } } });
    const six = fullCard().map(([k, v]): [string, string] => [k, k === "ratings[0].rating" ? "6" : v]);
    expect(await onCandidate(employer, six)).toMatchObject({ status: 400, data: { result: { error: { "ratings[0].rating": [t.ratingRequired] } } } });
    expect(await onCandidate(employer, fullCard().filter(([k]) => k !== "recommendation"))).toMatchObject({ status: 400, data: { result: { error: { recommendation: [t.recommendationRequired] } } } });
    const long = fullCard().map(([k, v]): [string, string] => [k, k === "ratings[2].comment" ? "x".repeat(SCORECARD_COMMENT_MAX + 1) : v]);
    expect(await onCandidate(employer, long)).toMatchObject({ status: 400, data: { result: { error: { "ratings[2].comment": [formInput.tooLong(SCORECARD_COMMENT_MAX)] } } } });
    expect(await onCandidate(employer, [...fullCard(), ["recommendation", "no"]])).toMatchObject({ status: 400, data: { result: { error: { recommendation: [formInput.repeatedField] } } } });
    // A criterion left out (the job's list changed since the form was opened) is a conflict, keeping the form.
    const short = fullCard().filter(([k]) => !k.startsWith(`ratings[${criteria.length - 1}]`));
    expect(await onCandidate(employer, short)).toMatchObject({ status: 409, data: { result: { error: { "": [t.criteriaChanged] } } } });
    expect(await db().select().from(scorecards).where(eq(scorecards.applicationId, applicationId))).toHaveLength(0);
  });

  it("is refused to a doctor and to another organisation's employer", async () => {
    expect(await onCandidate(doctor, fullCard())).toMatchObject({ status: 403 });
    expect(await onCandidate(stranger, fullCard())).toMatchObject({ status: 403 });
    expect(await db().select().from(scorecards).where(eq(scorecards.applicationId, applicationId))).toHaveLength(0);
  });

  it("saves a good scorecard and shows it on the page as the member's own, then the board's summary", async () => {
    expect(await onCandidate(employer, fullCard("4"))).toMatchObject({ status: 302, location: `/dashboard/candidates/${applicationId}#scorecards-heading` });
    const load = (who: SignedIn) =>
      outcome(() => candidateLoader(actionArgs(new Request(`http://localhost:3000/dashboard/candidates/${applicationId}`, { headers: { cookie: who.cookie } }), { applicationId: String(applicationId) })));
    const page = await load(employer);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ scorecards: { visible: true, own: { recommendation: "yes" }, others: [] } });
    expect(await load(stranger)).toMatchObject({ status: 403 });
    const board = await outcome(() => pipelineLoader(actionArgs(new Request(`http://localhost:3000/dashboard/applicants/${jobId}`, { headers: { cookie: employer.cookie } }), { jobId: String(jobId) })));
    const applicants = (board.data as { columns: { applicants: { id: number; score: unknown }[] }[] }).columns.flatMap((col) => col.applicants);
    expect(applicants.find((a) => a.id === applicationId)!.score).toEqual({ average: "4.0", count: 1 });
  });
});

describe("the criteria editor", () => {
  it("refuses an empty, overlong or taken name with 400 beside the field", async () => {
    expect(await onJob(employer, [["intent", "addCriterion"], ["name", ""]])).toMatchObject({ status: 400, data: { result: { error: { name: [c.nameRequired] } } } });
    expect(await onJob(employer, [["intent", "addCriterion"], ["name", "x".repeat(CRITERION_NAME_MAX + 1)]])).toMatchObject({ status: 400, data: { result: { error: { name: [c.nameTooLong(CRITERION_NAME_MAX)] } } } });
    expect(await onJob(employer, [["intent", "addCriterion"], ["name", "Communication"]])).toMatchObject({ status: 400, data: { result: { error: { name: [c.nameTaken] } } } });
    expect(await onJob(employer, [["intent", "moveCriterion"], ["criterionId", "abc"], ["direction", "up"]])).toMatchObject({ status: 400 });
    expect(await onJob(employer, [["intent", "removeCriterion"]])).toMatchObject({ status: 404 });
  });

  it("adds a criterion for the job's team, and refuses a doctor and another organisation", async () => {
    expect(await onJob(stranger, [["intent", "addCriterion"], ["name", "Teaching"]])).toMatchObject({ status: 403 });
    expect(await onJob(doctor, [["intent", "addCriterion"], ["name", "Teaching"]])).toMatchObject({ status: 403 });
    expect(await onJob(employer, [["intent", "addCriterion"], ["name", "  Teaching   juniors "], ["guidance", "Ward rounds and audits."]])).toMatchObject({ status: 302, location: `/dashboard/applicants/${jobId}` });
    const rows = await db().select().from(scorecardCriteria).where(eq(scorecardCriteria.jobId, jobId));
    expect(rows.map((r) => r.name)).toContain("Teaching juniors");
    expect(rows.find((r) => r.name === "Teaching juniors")!.guidance).toBe("Ward rounds and audits.");
  });
});
