import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applicationStageMoves, applications, jobStages, jobs, notifications, profiles, user } from "~/db/schema";
import { eventually } from "./support/eventually";
import { applyToJob } from "~/features/applications/applications.server";
import { ensureJobStages } from "~/features/applications/job-stages.server";
import { moveApplication } from "~/features/applications/stage-moves.server";
import { deleteJob } from "~/features/jobs/delete-job.server";
import type { Actor } from "~/lib/permissions";
import { ensureOwnOrganisation } from "~/db/organisations.server";
import { membershipOf } from "./factories/jobs";

// Deleting a job (the jobs feature) whose applications stand in its pipeline (the applications feature): the stages
// go with the job, the applications stay readable with the stage name they had, and their moves are kept.

describe("a deleted job", () => {
  it("takes its stages with it and leaves its moved applications readable", async () => {
    const [docId, empId] = [crypto.randomUUID(), crypto.randomUUID()];
    for (const [userId, role] of [[docId, "doctor"], [empId, "employer"]] as const) {
      await db().insert(user).values({ id: userId, name: role, email: `${userId}@x.example`, emailVerified: true });
      await db().insert(profiles).values({ id: userId, userId, role, name: `Dr. ${role}`, email: `${userId}@x.example`, resumeUrl: role === "doctor" ? `/files/resumes/${userId}/1-a.pdf` : null });
    }
    const doc: Actor = { userId: docId, email: "", name: "", role: "doctor", isAdmin: false };
    // The employer owns a one-person organisation, as a sign-up gives it; its jobs are the organisation's.
    await ensureOwnOrganisation(empId);
    const emp: Actor = { userId: empId, email: `${empId}@x.example`, name: "", role: "employer", isAdmin: false, membership: await membershipOf(empId) };
    const [gone] = await db().insert(jobs).values({ userId: empId, title: "Gone role", company: "Stage Hospital", location: "Pune", type: "Full-time" }).returning({ id: jobs.id });
    const stages = await ensureJobStages(gone!.id);
    const { id: applicationId } = await applyToJob({ actor: doc, jobId: gone!.id });
    // The application's own queue job first: pg-boss creating two queues at once on a fresh database can deadlock.
    await eventually(async () => (await db().select().from(notifications).where(eq(notifications.userId, empId)))[0]);
    await moveApplication({ actor: emp, applicationId, toStageId: stages.find((s) => s.name === "Interview")!.id });
    await deleteJob({ actor: emp, id: gone!.id });
    const [app] = await db().select().from(applications).where(eq(applications.id, applicationId));
    expect(app).toMatchObject({ jobId: null, stageId: null, status: "Interview", jobTitle: "Gone role" });
    expect(await db().select().from(jobStages).where(eq(jobStages.jobId, gone!.id))).toEqual([]);
    expect(await db().select().from(applicationStageMoves).where(eq(applicationStageMoves.applicationId, applicationId))).toHaveLength(1);
  });
});
