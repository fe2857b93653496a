import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applicationStageMoves, applications, jobStages, profiles, user } from "~/db/schema";
import { ensureJobStages } from "~/features/applications/job-stages.server";
import { AppError } from "~/lib/errors";
import type { Actor } from "~/lib/permissions";
import type { ApplicationSource } from "~/lib/application-sources";
import { createActor, createColleague, insertJob } from "./factories/jobs";
import { getReports } from "~/features/reports/get-reports.server";
import { exportReportCsv } from "~/features/reports/export-report.server";
import { columns as c, reports as t } from "~/features/reports/messages";
import type { ReportParams } from "~/features/reports/report-params";

// The reports built from applicants placed in known stages at known times: the funnel, the medians of the time in
// each stage, the time to hire and the sources are checked to the second, for the organisation, one job and each
// period; then who may read them.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);

let owner: Actor;
let other: Actor;
let jobA = 0;
let jobB = 0;
let otherJob = 0;
const stagesOf = new Map<number, { id: number; name: string; kind: string }[]>();

async function doctor(): Promise<string> {
  const id = crypto.randomUUID();
  await db().insert(user).values({ id, name: `Dr ${id.slice(0, 4)}`, email: `d-${id}@x.example`, emailVerified: true });
  await db().insert(profiles).values({ id, userId: id, role: "doctor", name: `Dr ${id.slice(0, 4)}`, email: `d-${id}@x.example` });
  return id;
}

/**
 * An applicant of `jobId` who applied `appliedDaysAgo` days ago from `source`, then moved along `path` (stage name and
 * days ago of each move; `undone` marks a move that was undone). Their stage is where the last standing move left them.
 */
async function applicant(jobId: number, appliedDaysAgo: number, source: ApplicationSource | null, path: { to: string; daysAgo: number; undone?: boolean }[] = []) {
  const stages = stagesOf.get(jobId)!;
  const byName = (name: string) => stages.find((s) => s.name === name)!;
  let current = stages[0]!;
  for (const step of path) if (!step.undone) current = byName(step.to);
  const [app] = await db()
    .insert(applications)
    .values({ jobId, doctorId: await doctor(), status: current.name, stageId: current.id, source, createdAt: ago(appliedDaysAgo), updatedAt: ago(appliedDaysAgo) })
    .returning({ id: applications.id });
  let from = stages[0]!;
  for (const step of path) {
    const to = byName(step.to);
    await db()
      .insert(applicationStageMoves)
      .values({ applicationId: app!.id, fromStageId: from.id, toStageId: to.id, fromName: from.name, toName: to.name, toKind: to.kind, byUserId: owner.userId, createdAt: ago(step.daysAgo), undoneAt: step.undone ? ago(step.daysAgo) : null });
    if (!step.undone) from = to;
  }
  return app!.id;
}

const days = (n: number) => n * 86_400;
const scope = (over: Partial<ReportParams> = {}): ReportParams => ({ jobId: null, period: 30, ...over });

beforeAll(async () => {
  owner = await createActor("employer", { company: "Report Hospital" });
  other = await createActor("employer", { company: "Other Clinic" });
  jobA = await insertJob({ userId: owner.userId, title: "Anaesthetist" });
  jobB = await insertJob({ userId: owner.userId, title: "Radiologist" });
  otherJob = await insertJob({ userId: other.userId, title: "Dermatologist" });
  for (const id of [jobA, jobB, otherJob]) stagesOf.set(id, await ensureJobStages(id));

  // Anaesthetist: hired in 10 days (2 in Applied, 3 in Screening, 1 in Interview, 4 in Offer).
  await applicant(jobA, 20, "search", [
    { to: "Screening", daysAgo: 18 },
    { to: "Interview", daysAgo: 15 },
    { to: "Offer", daysAgo: 14 },
    { to: "Hired", daysAgo: 10 },
  ]);
  // Rejected after 4 days in Applied and 1 in Screening.
  await applicant(jobA, 12, "alert", [
    { to: "Screening", daysAgo: 8 },
    { to: "Rejected", daysAgo: 7 },
  ]);
  // Never moved, from before sources were recorded.
  await applicant(jobA, 5, null);
  // 1 day in Applied; the move on to Interview was undone, so the stay in Screening goes on.
  await applicant(jobA, 6, "feed", [
    { to: "Screening", daysAgo: 5 },
    { to: "Interview", daysAgo: 4, undone: true },
  ]);
  // Applied 80 days ago, hired 40 days ago: only in the 90- and 365-day reports.
  await applicant(jobA, 80, "api", [{ to: "Hired", daysAgo: 40 }]);
  // Radiologist: hired in 6 days (2 in Applied, 4 in Screening).
  await applicant(jobB, 9, "directory", [
    { to: "Screening", daysAgo: 7 },
    { to: "Hired", daysAgo: 3 },
  ]);
  // Applied 400 days ago: in no period.
  await applicant(jobB, 400, "search");
  // Another organisation's applicant: never in these reports.
  await applicant(otherJob, 3, "search", [{ to: "Hired", daysAgo: 1 }]);
}, 60_000);

describe("the reports of an organisation", () => {
  it("count the last 30 days' applicants by stage: reached and standing now, undone moves left out", async () => {
    const { funnel } = await getReports({ actor: owner, params: scope() });
    expect(funnel).toEqual([
      { stage: "Applied", kind: "active", reached: 5, current: 1 },
      { stage: "Screening", kind: "active", reached: 4, current: 1 },
      { stage: "Interview", kind: "active", reached: 1, current: 0 },
      { stage: "Offer", kind: "active", reached: 1, current: 0 },
      { stage: "Hired", kind: "hired", reached: 2, current: 2 },
      { stage: "Rejected", kind: "rejected", reached: 1, current: 1 },
      { stage: "Withdrawn", kind: "withdrawn", reached: 0, current: 0 },
    ]);
  });

  it("take the median of the stays that ended in each active stage", async () => {
    const { stageTimes } = await getReports({ actor: owner, params: scope() });
    expect(stageTimes).toEqual([
      // 1, 2, 2 and 4 days.
      { stage: "Applied", medianSeconds: days(2), visits: 4 },
      // 1, 3 and 4 days (the stay still going on is not counted).
      { stage: "Screening", medianSeconds: days(3), visits: 3 },
      { stage: "Interview", medianSeconds: days(1), visits: 1 },
      { stage: "Offer", medianSeconds: days(4), visits: 1 },
    ]);
  });

  it("measure time to hire over the hires of the period, overall and per job", async () => {
    const month = await getReports({ actor: owner, params: scope() });
    expect(month.timeToHire).toEqual({
      hires: 2,
      medianSeconds: days(8),
      byJob: [
        { jobId: jobA, jobTitle: "Anaesthetist", hires: 1, medianSeconds: days(10) },
        { jobId: jobB, jobTitle: "Radiologist", hires: 1, medianSeconds: days(6) },
      ],
    });
    const quarter = await getReports({ actor: owner, params: scope({ period: 90 }) });
    expect(quarter.timeToHire).toEqual({
      hires: 3,
      medianSeconds: days(10),
      byJob: [
        { jobId: jobA, jobTitle: "Anaesthetist", hires: 2, medianSeconds: days(25) },
        { jobId: jobB, jobTitle: "Radiologist", hires: 1, medianSeconds: days(6) },
      ],
    });
  });

  it("count applicants by source, unknown for those without one, in each period", async () => {
    const counts = async (period: 30 | 90 | 365) => Object.fromEntries((await getReports({ actor: owner, params: scope({ period }) })).sources.map((s) => [s.source, s.applicants]));
    expect(await counts(30)).toEqual({ search: 1, alert: 1, directory: 1, feed: 1, api: 0, unknown: 1 });
    expect(await counts(90)).toEqual({ search: 1, alert: 1, directory: 1, feed: 1, api: 1, unknown: 1 });
    expect(await counts(365)).toEqual({ search: 1, alert: 1, directory: 1, feed: 1, api: 1, unknown: 1 });
    const quarter = await getReports({ actor: owner, params: scope({ period: 90 }) });
    expect(quarter.funnel.find((r) => r.stage === "Applied")).toMatchObject({ reached: 6, current: 1 });
    expect(quarter.funnel.find((r) => r.stage === "Hired")).toMatchObject({ reached: 3, current: 3 });
  });

  it("narrow to one job", async () => {
    const page = await getReports({ actor: owner, params: scope({ jobId: jobA }) });
    expect(page.jobTitle).toBe("Anaesthetist");
    expect(page.funnel.map((r) => [r.stage, r.reached, r.current])).toEqual([
      ["Applied", 4, 1],
      ["Screening", 3, 1],
      ["Interview", 1, 0],
      ["Offer", 1, 0],
      ["Hired", 1, 1],
      ["Rejected", 1, 1],
      ["Withdrawn", 0, 0],
    ]);
    expect(page.stageTimes.map((r) => [r.stage, r.medianSeconds, r.visits])).toEqual([
      ["Applied", days(2), 3],
      ["Screening", days(2), 2],
      ["Interview", days(1), 1],
      ["Offer", days(4), 1],
    ]);
    expect(page.timeToHire).toEqual({ hires: 1, medianSeconds: days(10), byJob: [{ jobId: jobA, jobTitle: "Anaesthetist", hires: 1, medianSeconds: days(10) }] });
    expect(page.sources.filter((s) => s.applicants > 0).map((s) => s.source)).toEqual(["search", "alert", "feed", "unknown"]);
    // The job picker lists the organisation's jobs only.
    expect(page.jobChoices.map((j) => j.id).sort()).toEqual([jobA, jobB].sort());
  });
});

describe("who may read the reports", () => {
  it("lets the owner, admins and recruiters read them; refuses hiring managers, interviewers, doctors, the site admin and visitors", async () => {
    for (const role of ["admin", "recruiter"] as const) {
      const member = await createColleague(owner, role);
      expect((await getReports({ actor: member, params: scope({ jobId: jobB }) })).timeToHire.hires).toBe(1);
    }
    for (const role of ["hiring_manager", "interviewer"] as const) {
      // Even on a job whose team they are on.
      const member = await createColleague(owner, role, { teamJobIds: [jobA] });
      await expect(getReports({ actor: member, params: scope() })).rejects.toMatchObject({ code: "forbidden", message: t.notMember });
      await expect(getReports({ actor: member, params: scope({ jobId: jobA }) })).rejects.toMatchObject({ code: "forbidden" });
      await expect(exportReportCsv({ actor: member, params: scope(), kind: "funnel" })).rejects.toMatchObject({ code: "forbidden" });
    }
    const doc: Actor = { userId: await doctor(), email: "doc@x.example", name: "Doc", role: "doctor", isAdmin: false };
    await expect(getReports({ actor: doc, params: scope() })).rejects.toMatchObject({ code: "forbidden" });
    const admin = await createActor("employer", { isAdmin: true });
    await expect(getReports({ actor: admin, params: scope() })).rejects.toMatchObject({ code: "forbidden" });
    await expect(getReports({ actor: null, params: scope() })).rejects.toBeInstanceOf(AppError);
  });

  it("refuses another organisation's job (403) and an unknown one (404), on the page and its CSV", async () => {
    await expect(getReports({ actor: owner, params: scope({ jobId: otherJob }) })).rejects.toMatchObject({ code: "forbidden" });
    await expect(exportReportCsv({ actor: owner, params: scope({ jobId: otherJob }), kind: "sources" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(getReports({ actor: other, params: scope({ jobId: jobA }) })).rejects.toMatchObject({ code: "forbidden" });
    await expect(getReports({ actor: owner, params: scope({ jobId: 2_000_000_000 }) })).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("the reports' CSV files", () => {
  const parse = (csv: string) =>
    csv
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);

  it("hold the table's figures, with a BOM and Windows line ends", async () => {
    const funnel = await exportReportCsv({ actor: owner, params: scope(), kind: "funnel" });
    expect(funnel.csv.startsWith("\uFEFF")).toBe(true);
    expect(funnel.fileName).toBe("funnel-all-jobs-last-30-days.csv");
    expect(parse(funnel.csv)).toEqual([`${c.stage},${c.reached},${c.current}`, "Applied,5,1", "Screening,4,1", "Interview,1,0", "Offer,1,0", "Hired,2,2", "Rejected,1,1", "Withdrawn,0,0"]);
    const hire = await exportReportCsv({ actor: owner, params: scope({ jobId: jobA, period: 90 }), kind: "time-to-hire" });
    expect(hire.fileName).toBe(`time-to-hire-job-${jobA}-last-90-days.csv`);
    expect(parse(hire.csv)).toEqual([`${c.job},${c.hires},${c.medianDays}`, `${c.allJobs},2,25.0`, "Anaesthetist,2,25.0"]);
    const stays = await exportReportCsv({ actor: owner, params: scope(), kind: "stage-times" });
    expect(parse(stays.csv)[1]).toBe("Applied,2.0,4");
    const sources = await exportReportCsv({ actor: owner, params: scope(), kind: "sources" });
    expect(parse(sources.csv)).toContain("Unknown,1");
  });

  it("write a job title or stage name that starts a formula as text", async () => {
    const hostile = await createActor("employer", { company: "Formula Hospital" });
    const job = await insertJob({ userId: hostile.userId, title: '=HYPERLINK("http://evil.example","Click")' });
    const stages = await ensureJobStages(job);
    stagesOf.set(job, stages);
    await db().update(jobStages).set({ name: "+SUM(1,2)" }).where(eq(jobStages.id, stages[1]!.id));
    stagesOf.set(job, await ensureJobStages(job));
    const previous = owner;
    owner = hostile;
    await applicant(job, 4, "search", [
      { to: "+SUM(1,2)", daysAgo: 3 },
      { to: "Hired", daysAgo: 2 },
    ]);
    owner = previous;
    const hire = await exportReportCsv({ actor: hostile, params: scope(), kind: "time-to-hire" });
    expect(hire.csv).toContain(`'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(hire.csv).not.toMatch(/(^|\n|,)"?=HYPERLINK/);
    const funnel = await exportReportCsv({ actor: hostile, params: scope(), kind: "funnel" });
    expect(parse(funnel.csv)).toContain(`"'+SUM(1,2)",1,0`);
  });
});
