import { APPLICATION_SOURCES, type ApplicationSource } from "~/lib/application-sources";
import { and, asc, eq, isNull } from "drizzle-orm";
import { DEFAULT_STAGE_TEMPLATE, type StageKind } from "~/features/applications/stage-template";
import { db } from "./client.server";
import { openJob } from "./job-lists.server";
import * as t from "./schema";

const DAY = 86_400_000;
const HOUR = 3_600_000;

type SeedStage = { id: number; name: string; kind: StageKind };

/** A job's stages from the template, as a job gets them on first use. */
async function stagesFor(jobId: number): Promise<SeedStage[]> {
  return db()
    .insert(t.jobStages)
    .values(DEFAULT_STAGE_TEMPLATE.map((s, position) => ({ jobId, name: s.name, kind: s.kind, position })))
    .returning({ id: t.jobStages.id, name: t.jobStages.name, kind: t.jobStages.kind });
}

/** The stages an application passed through on its way to `target`: the active ones before it, then it. */
function pathTo(stages: SeedStage[], target: SeedStage): SeedStage[] {
  const active = stages.filter((s) => s.kind === "active");
  if (target.kind === "active") return active.slice(0, active.indexOf(target) + 1);
  if (target.kind === "hired") return [...active, target];
  // Rejected after screening; withdrawn straight from Applied.
  return target.kind === "rejected" ? [...active.slice(0, 2), target] : [active[0]!, target];
}

/** One application standing in `target`, with its history and its moves as if the employer had made them. */
async function seedApplication(input: { jobId: number; doctorId: string; employerId: string; stages: SeedStage[]; target: SeedStage; appliedAt: number; coverNote?: string; source?: ApplicationSource | null }) {
  const path = pathTo(input.stages, input.target);
  const times = path.map((_, i) => new Date(input.appliedAt + i * 2 * DAY + i * HOUR));
  const byOf = (s: SeedStage, i: number) => (i === 0 || s.kind === "withdrawn" ? input.doctorId : input.employerId);
  const [app] = await db()
    .insert(t.applications)
    .values({
      jobId: input.jobId,
      doctorId: input.doctorId,
      stageId: input.target.id,
      status: input.target.name,
      coverNote: input.coverNote ?? null,
      source: input.source ?? null,
      history: path.map((s, i) => ({ status: s.name, at: times[i]!.toISOString(), by: byOf(s, i) })),
      withdrawnAt: input.target.kind === "withdrawn" ? times.at(-1)! : null,
      createdAt: times[0]!,
      updatedAt: times.at(-1)!,
    })
    .returning({ id: t.applications.id });
  const moves = path.slice(1).map((to, i) => ({
    applicationId: app!.id,
    fromStageId: path[i]!.id,
    toStageId: to.id,
    fromName: path[i]!.name,
    toName: to.name,
    toKind: to.kind,
    byUserId: byOf(to, i + 1),
    reason: to.kind === "rejected" ? "Not enough experience" : null,
    createdAt: times[i + 1]!,
  }));
  if (moves.length) await db().insert(t.applicationStageMoves).values(moves);
}

/**
 * A living pipeline for the demo: applicants (the directory's doctors) on several of the demo employer's open jobs,
 * standing in every stage, and the demo doctor's own applications in different stages (some still open to withdraw).
 */
export async function seedDemoPipelines({ employerId, doctorId, adminId, now }: { employerId: string; doctorId: string; adminId: string; now: number }) {
  const employerJobs = await db().select({ id: t.jobs.id }).from(t.jobs).where(and(eq(t.jobs.userId, employerId), openJob)).orderBy(asc(t.jobs.id)).limit(4);
  const otherJobs = await db().select({ id: t.jobs.id }).from(t.jobs).where(and(eq(t.jobs.userId, adminId), openJob)).orderBy(asc(t.jobs.id)).limit(4);
  const applicants = await db().select({ id: t.profiles.id }).from(t.profiles).where(and(eq(t.profiles.role, "doctor"), isNull(t.profiles.userId))).orderBy(asc(t.profiles.name));

  for (const [j, job] of employerJobs.entries()) {
    const stages = await stagesFor(job.id);
    // The first job has someone in every stage; the others a few each, starting at a different stage.
    const count = j === 0 ? Math.max(stages.length, applicants.length - 4) : 5;
    for (let i = 0; i < Math.min(count, applicants.length); i++) {
      const target = stages[(i + j * 2) % stages.length]!;
      const applicant = applicants[(i + j * 3) % applicants.length]!;
      // Where they came from, in turn (some unknown, as applications from before sources were recorded): the Reports
      // tab's sources chart has something in every bar.
      const source = [...APPLICATION_SOURCES, null][(i + j) % (APPLICATION_SOURCES.length + 1)];
      await seedApplication({ jobId: job.id, doctorId: applicant.id, employerId, stages, target, appliedAt: now - (20 - i) * DAY, source });
    }
  }

  // The demo doctor: applied to other hospitals' jobs (so the demo employer still opens her resume through her
  // sharing it), standing in Applied, Interview, Offer and Rejected.
  const targets = ["Interview", "Applied", "Rejected", "Offer"];
  for (const [i, job] of otherJobs.entries()) {
    const stages = await stagesFor(job.id);
    await seedApplication({
      jobId: job.id,
      doctorId,
      employerId: adminId,
      stages,
      target: stages.find((s) => s.name === targets[i])!,
      appliedAt: now - (9 - i) * DAY,
      coverNote: "I would welcome the chance to join your cardiology team.",
    });
  }
}
