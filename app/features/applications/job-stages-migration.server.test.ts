import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applicationStageMoves, applications, jobStages, jobs, messageThreads, notifications, profiles, user } from "~/db/schema";
import { DEFAULT_STAGE_TEMPLATE, LEGACY_STATUS_TO_STAGE } from "./stage-template";

// The data half of drizzle/0025_job_stages.sql, run against rows shaped as they were before per-job pipelines (jobs
// without stages, applications with one of the four old statuses and their history): every job gets the template's
// stages, every application its stage, every past change a move, and nothing else is touched.
const MIGRATION = fs.readFileSync(path.join(process.cwd(), "drizzle/0025_job_stages.sql"), "utf8");
const dataStatements = MIGRATION.slice(MIGRATION.indexOf("-- Every existing job gets the default pipeline"))
  .split("--> statement-breakpoint")
  .map((s) => s.trim())
  .filter(Boolean);

const doctorIds = Object.keys(LEGACY_STATUS_TO_STAGE).map(() => crypto.randomUUID());
const employerId = crypto.randomUUID();
let jobId = 0;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes)).toISOString();

beforeAll(async () => {
  for (const userId of [employerId, ...doctorIds]) {
    await db().insert(user).values({ id: userId, name: userId, email: `${userId}@x.example`, emailVerified: true });
    await db().insert(profiles).values({ id: userId, userId, role: userId === employerId ? "employer" : "doctor", name: `Dr. ${userId.slice(0, 6)}`, email: `${userId}@x.example` });
  }
  const [job] = await db().insert(jobs).values({ userId: employerId, title: "Legacy role", company: "Old Hospital", location: "Pune", type: "Full-time" }).returning({ id: jobs.id });
  jobId = job!.id;
  const histories: Record<string, { status: string; at: string; by: string; note?: string }[]> = {
    "Under Review": [{ status: "Under Review", at: at(0), by: "doc" }],
    "Interview Scheduled": [{ status: "Under Review", at: at(0), by: "doc" }, { status: "Interview Scheduled", at: at(5), by: employerId, note: "Monday 10 am" }],
    "Offer Extended": [{ status: "Under Review", at: at(0), by: "doc" }, { status: "Interview Scheduled", at: at(5), by: employerId }, { status: "Offer Extended", at: at(9), by: employerId }],
    Rejected: [{ status: "Under Review", at: at(0), by: "doc" }, { status: "Rejected", at: at(7), by: employerId }],
    Withdrawn: [{ status: "Under Review", at: at(0), by: "doc" }, { status: "Withdrawn", at: at(8), by: "doc" }],
  };
  await db().insert(applications).values(Object.entries(histories).map(([status, history], i) => ({ jobId, doctorId: doctorIds[i]!, status, history })));
  await db().insert(notifications).values({ userId: doctorIds[1]!, kind: "application_status", title: "Legacy role: Interview Scheduled", body: "Old Hospital", link: "/dashboard/applications" });
  await db().insert(messageThreads).values({ employerUserId: employerId, doctorProfileId: doctorIds[1]!, jobId, jobTitle: "Legacy role" });
});

describe("migrating to per-job stages", () => {
  it("gives every job the template's stages and maps every application, keeping history, bells and threads", async () => {
    const historyBefore = await db().select({ id: applications.id, history: applications.history }).from(applications).orderBy(asc(applications.id));
    const bellsBefore = await db().select().from(notifications);
    const threadsBefore = await db().select().from(messageThreads);
    for (const statement of dataStatements) await db().execute(sql.raw(statement));

    const made = await db().select().from(jobStages).where(eq(jobStages.jobId, jobId)).orderBy(asc(jobStages.position));
    expect(made.map((s) => ({ name: s.name, kind: s.kind }))).toEqual(DEFAULT_STAGE_TEMPLATE.map((s) => ({ name: s.name, kind: s.kind })));

    const rows = await db()
      .select({ id: applications.id, status: applications.status, stage: jobStages.name, history: applications.history })
      .from(applications)
      .innerJoin(jobStages, eq(jobStages.id, applications.stageId))
      .orderBy(asc(applications.id));
    expect(rows.map((r) => r.stage)).toEqual(Object.values(LEGACY_STATUS_TO_STAGE));
    expect(rows.map((r) => r.status)).toEqual(Object.values(LEGACY_STATUS_TO_STAGE));
    const told = await db().select({ view: applications.doctorView }).from(applications).orderBy(asc(applications.id));
    expect(told.map((r) => r.view)).toEqual(["received", "active", "active", "rejected", "withdrawn"]);
    expect(rows.map((r) => ({ id: r.id, history: r.history }))).toEqual(historyBefore);

    const moves = await db().select().from(applicationStageMoves).orderBy(asc(applicationStageMoves.applicationId), asc(applicationStageMoves.createdAt));
    expect(moves.map((m) => `${m.fromName}>${m.toName}:${m.toKind}`)).toEqual([
      "Under Review>Interview Scheduled:active",
      "Under Review>Interview Scheduled:active",
      "Interview Scheduled>Offer Extended:active",
      "Under Review>Rejected:rejected",
      "Under Review>Withdrawn:withdrawn",
    ]);
    expect(moves[0]).toMatchObject({ note: "Monday 10 am", byUserId: employerId, createdAt: new Date(at(5)) });
    const interview = made.find((s) => s.name === "Interview")!;
    expect(moves[0]!.toStageId).toBe(interview.id);

    expect(await db().select().from(notifications)).toEqual(bellsBefore);
    expect(await db().select().from(messageThreads)).toEqual(threadsBefore);
  });
});
