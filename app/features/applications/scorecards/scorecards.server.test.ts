import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, profiles, scorecardCriteria, scorecardRatings, scorecards } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import type { Actor } from "~/lib/permissions";
import { createActor, createColleague, insertJob } from "../../../../tests/factories/jobs";
import { applyToJob } from "../applications.server";
import { applicationRecord } from "../interviews/interview-records.server";
import { ensureJobStages } from "../job-stages.server";
import { loadPipeline } from "../pipeline-board.server";
import { editCriteria, ensureJobCriteria, criteriaForEditor, type Criterion } from "./criteria.server";
import { DEFAULT_CRITERIA, MAX_CRITERIA, criteriaTexts as c, scorecardTexts as t } from "./messages";
import { loadScorecards, submitScorecard } from "./scorecards.server";

let owner: Actor;
let recruiter: Actor;
let manager: Actor;
let managerElsewhere: Actor;
let interviewer: Actor;
let interviewerElsewhere: Actor;
let stranger: Actor;
let siteAdmin: Actor;
let doctor: Actor;
let jobId = 0;
let applicationId = 0;
let criteria: Criterion[] = [];

/** A scorecard rating every criterion `rating` (or the given ratings in order). */
const card = (ratings: number | number[]) =>
  criteria.map((x, i) => ({ criterionId: x.id, rating: typeof ratings === "number" ? ratings : ratings[i]!, comment: `Note on ${x.name}` }));

async function refused(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).code;
  }
  throw new Error("expected a refusal");
}

const applicantOf = async (who: Actor, view: "board" | "list" = "board") => {
  const page = await loadPipeline({ actor: who, jobId, query: { view, stageId: null, page: 1, moved: null, confirm: null } });
  const applicants = view === "board" ? page.columns.flatMap((col) => col.applicants) : page.list!.applicants;
  return applicants.find((a) => a.id === applicationId)!;
};
const summaryOf = async (who: Actor, view: "board" | "list" = "board") => (await applicantOf(who, view)).score;

beforeAll(async () => {
  owner = await createActor("employer", { company: "Sahyadri Hospital" });
  jobId = await insertJob({ userId: owner.userId, title: "Consultant Neurologist", company: "Sahyadri Hospital" });
  const elsewhere = await insertJob({ userId: owner.userId, title: "Registrar", company: "Sahyadri Hospital" });
  await ensureJobStages(jobId);
  recruiter = await createColleague(owner, "recruiter");
  manager = await createColleague(owner, "hiring_manager", { teamJobIds: [jobId] });
  managerElsewhere = await createColleague(owner, "hiring_manager", { teamJobIds: [elsewhere] });
  interviewer = await createColleague(owner, "interviewer", { teamJobIds: [jobId] });
  interviewerElsewhere = await createColleague(owner, "interviewer", { teamJobIds: [elsewhere] });
  stranger = await createActor("employer", { company: "Other Hospital" });
  siteAdmin = await createActor("employer", { isAdmin: true });
  doctor = await createActor("doctor", { name: "Dr. Farah Khan" });
  await db().update(profiles).set({ resumeUrl: `/files/resumes/${doctor.userId}/1-a.pdf` }).where(eq(profiles.id, doctor.userId));
  ({ id: applicationId } = await applyToJob({ actor: doctor, jobId }));
  criteria = await ensureJobCriteria(jobId);
}, 60_000);

describe("a job's criteria", () => {
  it("start as the default set, in order, once even when asked for twice at once", async () => {
    const fresh = await insertJob({ userId: owner.userId, title: "Fresh job" });
    const [a, b] = await Promise.all([ensureJobCriteria(fresh), ensureJobCriteria(fresh)]);
    expect(a!.map((x) => x.name)).toEqual(DEFAULT_CRITERIA.map((d) => d.name));
    expect(b!.map((x) => x.name)).toEqual(DEFAULT_CRITERIA.map((d) => d.name));
    expect(await db().select().from(scorecardCriteria).where(eq(scorecardCriteria.jobId, fresh))).toHaveLength(DEFAULT_CRITERIA.length);
    expect(criteria.map((x) => x.name)).toEqual(DEFAULT_CRITERIA.map((d) => d.name));
  });

  it("are added, renamed, reordered and removed by the hiring team that edits the job, each change audited", async () => {
    const job = await insertJob({ userId: owner.userId, title: "Criteria job" });
    const mine = await createColleague(owner, "hiring_manager", { teamJobIds: [job] });
    await editCriteria({ actor: recruiter, jobId: job, edit: { intent: "addCriterion", name: "Teamwork", guidance: "With nurses and juniors." } });
    let list = await ensureJobCriteria(job);
    expect(list.at(-1)).toMatchObject({ name: "Teamwork", guidance: "With nurses and juniors." });
    const teamwork = list.at(-1)!;
    await editCriteria({ actor: mine, jobId: job, edit: { intent: "editCriterion", criterionId: teamwork.id, name: "Team work", guidance: null } });
    await editCriteria({ actor: owner, jobId: job, edit: { intent: "moveCriterion", criterionId: teamwork.id, direction: "up" } });
    list = await ensureJobCriteria(job);
    expect(list.map((x) => x.name)).toEqual(["Clinical knowledge", "Communication", "Experience fit", "Team work", "Availability"]);
    expect(list[3]!.guidance).toBeNull();
    await editCriteria({ actor: owner, jobId: job, edit: { intent: "moveCriterion", criterionId: list[0]!.id, direction: "up" } });
    expect((await ensureJobCriteria(job)).map((x) => x.name)[0]).toBe("Clinical knowledge");
    await editCriteria({ actor: owner, jobId: job, edit: { intent: "removeCriterion", criterionId: list[1]!.id } });
    list = await ensureJobCriteria(job);
    expect(list.map((x) => x.name)).toEqual(["Clinical knowledge", "Experience fit", "Team work", "Availability"]);
    await editCriteria({ actor: owner, jobId: job, edit: { intent: "moveCriterion", criterionId: list[3]!.id, direction: "up" } });
    expect((await ensureJobCriteria(job)).map((x) => x.name)).toEqual(["Clinical knowledge", "Experience fit", "Availability", "Team work"]);
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.action, "scorecard.criteria-edit"), eq(auditLog.targetId, String(job))));
    // Moving the first criterion up changes nothing and writes nothing.
    expect(audit).toHaveLength(5);
    expect(audit.map((r) => r.actorId)).toContain(mine.userId);
  });

  it("refuse a taken or empty name, more than the most, and removing the last one", async () => {
    const job = await insertJob({ userId: owner.userId, title: "Limits job" });
    const list = await ensureJobCriteria(job);
    await expect(editCriteria({ actor: owner, jobId: job, edit: { intent: "addCriterion", name: "communication", guidance: null } })).rejects.toMatchObject({ message: c.nameTaken });
    await expect(editCriteria({ actor: owner, jobId: job, edit: { intent: "editCriterion", criterionId: list[0]!.id, name: "", guidance: null } })).rejects.toMatchObject({ message: c.nameRequired });
    await expect(editCriteria({ actor: owner, jobId: job, edit: { intent: "removeCriterion", criterionId: criteria[0]!.id } })).rejects.toMatchObject({ code: "not_found" });
    for (const x of list.slice(1)) await editCriteria({ actor: owner, jobId: job, edit: { intent: "removeCriterion", criterionId: x.id } });
    await expect(editCriteria({ actor: owner, jobId: job, edit: { intent: "removeCriterion", criterionId: list[0]!.id } })).rejects.toMatchObject({ message: c.lastOne });
    for (let i = 1; i < MAX_CRITERIA; i++) await editCriteria({ actor: owner, jobId: job, edit: { intent: "addCriterion", name: `Criterion ${i}`, guidance: null } });
    await expect(editCriteria({ actor: owner, jobId: job, edit: { intent: "addCriterion", name: "One too many", guidance: null } })).rejects.toMatchObject({ message: c.tooMany(MAX_CRITERIA) });
  });

  it("are refused to an interviewer, a hiring manager of other jobs, another organisation and a doctor, and not shown to them", async () => {
    const edit = { intent: "addCriterion" as const, name: "Refused", guidance: null };
    for (const who of [interviewer, interviewerElsewhere, managerElsewhere, stranger, doctor]) {
      expect(await refused(() => editCriteria({ actor: who, jobId, edit }))).toBe("forbidden");
      expect(await criteriaForEditor({ actor: who, job: { id: jobId, organisationId: owner.membership!.organisationId } })).toBeNull();
    }
    expect(await refused(() => editCriteria({ actor: null, jobId, edit }))).toBe("unauthenticated");
    expect((await ensureJobCriteria(jobId)).map((x) => x.name)).not.toContain("Refused");
    expect(await criteriaForEditor({ actor: manager, job: { id: jobId, organisationId: owner.membership!.organisationId } })).toHaveLength(criteria.length);
  });
});

describe("scorecards", () => {
  it("are refused to whoever may not see the candidate, and to the site's admin, who only looks on", async () => {
    const ratings = card(3);
    for (const who of [interviewerElsewhere, managerElsewhere, stranger, doctor]) {
      await expect(submitScorecard({ actor: who, applicationId, ratings, recommendation: "yes" })).rejects.toMatchObject({ code: "forbidden", message: validation.permissionDenied });
    }
    await expect(submitScorecard({ actor: siteAdmin, applicationId, ratings, recommendation: "yes" })).rejects.toMatchObject({ code: "forbidden", message: t.cannotScore });
    await expect(submitScorecard({ actor: null, applicationId, ratings, recommendation: "yes" })).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(submitScorecard({ actor: owner, applicationId: 2_000_000_000, ratings, recommendation: "yes" })).rejects.toMatchObject({ code: "not_found" });
    expect(await db().select().from(scorecards).where(eq(scorecards.applicationId, applicationId))).toHaveLength(0);
  });

  it("rate exactly the job's criteria", async () => {
    const other = await insertJob({ userId: owner.userId, title: "Other criteria" });
    const foreign = await ensureJobCriteria(other);
    await expect(submitScorecard({ actor: owner, applicationId, ratings: card(3).slice(1), recommendation: "yes" })).rejects.toMatchObject({ message: t.criteriaChanged });
    await expect(submitScorecard({ actor: owner, applicationId, ratings: [...card(3).slice(1), { criterionId: foreign[0]!.id, rating: 3 }], recommendation: "yes" })).rejects.toMatchObject({
      message: t.criteriaChanged,
    });
    await expect(submitScorecard({ actor: owner, applicationId, ratings: [...card(3).slice(1), card(3)[1]!], recommendation: "yes" })).rejects.toMatchObject({ message: t.criteriaChanged });
  });

  it("stay hidden from a member until they submit their own, then show each colleague's and the averages", async () => {
    const record = await applicationRecord(applicationId);
    // Nobody has scored: the owner sees the form, no scores.
    let page = await loadScorecards({ actor: owner, record });
    expect(page).toMatchObject({ mayScore: true, own: null, visible: false, others: [], averages: [] });
    expect(await submitScorecard({ actor: owner, applicationId, ratings: card([5, 4, 4, 3]), recommendation: "strong_yes" })).toEqual({ created: true });

    // The interviewer has not scored: the owner's scorecard is not even loaded for them, and the board shows nothing.
    page = await loadScorecards({ actor: interviewer, record });
    expect(page).toMatchObject({ mayScore: true, own: null, visible: false, others: [], averages: [] });
    expect(JSON.stringify(page)).not.toContain("Note on");
    expect(await applicantOf(interviewer)).toMatchObject({ score: null, scorecards: [] });
    expect(await summaryOf(recruiter, "list")).toBeNull();
    // The owner, who has, sees the summary of one scorecard.
    expect(await summaryOf(owner)).toEqual({ average: "4.0", count: 1 });

    expect(await submitScorecard({ actor: interviewer, applicationId, ratings: card([3, 2, 4, 5]), recommendation: "no" })).toEqual({ created: true });
    page = await loadScorecards({ actor: interviewer, record });
    expect(page.visible).toBe(true);
    expect(page.own).toMatchObject({ recommendation: "no", ratings: expect.arrayContaining([{ criterionId: criteria[0]!.id, rating: 3, comment: "Note on Clinical knowledge" }]) });
    expect(page.others).toHaveLength(1);
    expect(page.others[0]).toMatchObject({ authorName: owner.name, recommendation: "strong_yes" });
    expect(page.averages.map((a) => a.average)).toEqual(["4.0", "3.0", "4.0", "4.0"]);
    expect(page.averages.every((a) => a.count === 2)).toBe(true);
    expect(await summaryOf(interviewer)).toEqual({ average: "3.8", count: 2 });
    expect(await summaryOf(interviewer, "list")).toEqual({ average: "3.8", count: 2 });
    // The applicant's history on the board names who submitted.
    expect((await applicantOf(interviewer)).scorecards.map((x) => x.by)).toEqual([owner.name, interviewer.name]);
    expect((await applicantOf(manager)).scorecards).toEqual([]);
    // The site's admin looks on; the hiring manager on the team has not scored and still sees nothing.
    expect((await loadScorecards({ actor: siteAdmin, record })).others).toHaveLength(2);
    expect(await summaryOf(siteAdmin)).toEqual({ average: "3.8", count: 2 });
    expect(await summaryOf(manager)).toBeNull();
    expect((await loadScorecards({ actor: manager, record })).others).toEqual([]);
  });

  it("can be changed after submission: one per member, the change audited", async () => {
    expect(await submitScorecard({ actor: interviewer, applicationId, ratings: card(5), recommendation: "strong_yes" })).toEqual({ created: false });
    const rows = await db().select().from(scorecards).where(and(eq(scorecards.applicationId, applicationId), eq(scorecards.authorId, interviewer.userId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.recommendation).toBe("strong_yes");
    const ratings = await db().select().from(scorecardRatings).where(eq(scorecardRatings.scorecardId, rows[0]!.id));
    expect(ratings.map((r) => r.rating)).toEqual([5, 5, 5, 5]);
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.targetType, "application"), eq(auditLog.targetId, String(applicationId)), eq(auditLog.actorId, interviewer.userId)));
    expect(audit.map((r) => r.action).sort()).toEqual(["scorecard.submit", "scorecard.update"]);
    expect(audit.find((r) => r.action === "scorecard.submit")!.details).toMatchObject({ summary: t.submittedBy(interviewer.name), recommendation: "no" });
  });

  it("lose a removed criterion's ratings and ask for a new one's", async () => {
    await editCriteria({ actor: owner, jobId, edit: { intent: "addCriterion", name: "Teaching", guidance: null } });
    const now = await ensureJobCriteria(jobId);
    const record = await applicationRecord(applicationId);
    const page = await loadScorecards({ actor: interviewer, record });
    expect(page.averages.at(-1)).toEqual({ criterionId: now.at(-1)!.id, average: null, count: 0 });
    await expect(submitScorecard({ actor: interviewer, applicationId, ratings: card(4), recommendation: "yes" })).rejects.toMatchObject({ message: t.criteriaChanged });
    await editCriteria({ actor: owner, jobId, edit: { intent: "removeCriterion", criterionId: criteria[0]!.id } });
    criteria = await ensureJobCriteria(jobId);
    expect(await submitScorecard({ actor: interviewer, applicationId, ratings: card(4), recommendation: "yes" })).toEqual({ created: false });
    const after = await loadScorecards({ actor: interviewer, record });
    expect(after.criteria.map((x) => x.name)).not.toContain("Clinical knowledge");
    expect(after.others[0]!.ratings.map((r) => r.criterionId)).not.toContain(now[0]!.id);
  });
});
