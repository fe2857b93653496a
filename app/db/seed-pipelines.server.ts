import { APPLICATION_SOURCES, type ApplicationSource } from "~/lib/application-sources";
import { and, asc, eq, isNull } from "drizzle-orm";
import { DEFAULT_STAGE_TEMPLATE, type StageKind } from "~/features/applications/stage-template";
import { db } from "./client.server";
import { prng } from "./demo-data";
import { openJob } from "./job-lists.server";
import * as t from "./schema";

const DAY = 86_400_000;
const HOUR = 3_600_000;

export type SeedStage = { id: number; name: string; kind: StageKind };

/** The demo employer's organisation and its people (the owner and the three colleagues of the demo logins). */
export type DemoTeam = { organisationId: string; name: string; ownerId: string; recruiterId: string; hiringManagerId: string; interviewerId: string };

/** One seeded application: where it stands, since when, and who moved it there. */
export type DemoCandidate = { applicationId: number; jobId: number; jobTitle: string; doctorId: string; doctorName: string; stage: SeedStage; stages: SeedStage[]; movedAt: Date; movedBy: string };

/**
 * What the demo pipeline seeded, for whatever the team does with its candidates next (tags, interviews, offers and
 * e-mails in seed-hiring.server.ts; notes and scorecards take the same candidates): the organisation's team, every
 * candidate on its jobs, and the demo doctor's own applications (on its jobs and on other hospitals').
 */
export type DemoPipeline = { team: DemoTeam; candidates: DemoCandidate[]; doctor: { id: string; name: string; applications: DemoCandidate[] } };

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

/** Days a candidate typically spends before the move into each stage (a range: the low end, and how much more). */
const DAYS_BEFORE: Record<string, [number, number]> = { Screening: [1, 4], Interview: [3, 7], Offer: [4, 8], Hired: [3, 6], Rejected: [2, 6], Withdrawn: [2, 9] };

/**
 * One application standing in `target`, with its history and its moves as the team made them: the time before each
 * move drawn from DAYS_BEFORE, the last move `daysAgo` days ago, so a pipeline's stage durations read like weeks of
 * real hiring. Moves are made by `movers` in turn (the doctor applies and withdraws).
 */
async function seedApplication(input: {
  job: { id: number; title: string };
  doctor: { id: string; name: string };
  movers: string[];
  stages: SeedStage[];
  target: SeedStage;
  daysAgo: number;
  random: () => number;
  coverNote?: string;
  source?: ApplicationSource | null;
}): Promise<DemoCandidate> {
  const path = pathTo(input.stages, input.target);
  const gaps = path.slice(1).map((s) => {
    const [low, more] = DAYS_BEFORE[s.name] ?? [2, 5];
    return (low + input.random() * more) * DAY;
  });
  const end = Date.now() - input.daysAgo * DAY - Math.floor(input.random() * 8) * HOUR;
  const times = path.map((_, i) => new Date(end - gaps.slice(i).reduce((sum, g) => sum + g, 0)));
  const byOf = (s: SeedStage, i: number) => (i === 0 || s.kind === "withdrawn" ? input.doctor.id : input.movers[(i + input.job.id) % input.movers.length]!);
  const [app] = await db()
    .insert(t.applications)
    .values({
      jobId: input.job.id,
      doctorId: input.doctor.id,
      stageId: input.target.id,
      status: input.target.name,
      // The doctor has been told of every move (they all stood through the undo window long ago).
      doctorView: path.length > 1 ? input.target.kind : "received",
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
    mailDoctor: to.kind === "rejected",
    createdAt: times[i + 1]!,
  }));
  if (moves.length) await db().insert(t.applicationStageMoves).values(moves);
  return { applicationId: app!.id, jobId: input.job.id, jobTitle: input.job.title, doctorId: input.doctor.id, doctorName: input.doctor.name, stage: input.target, stages: input.stages, movedAt: times.at(-1)!, movedBy: byOf(input.target, path.length - 1) };
}

/**
 * A living pipeline for the demo: applicants (the directory's doctors) on several of the demo employer's open jobs,
 * standing in every stage with weeks of history, and the demo doctor's own applications: an interview and an offer
 * stage at the demo employer's hospital, and others elsewhere (some still open to withdraw).
 */
export async function seedDemoPipelines({ team, doctorId, adminId }: { team: DemoTeam; doctorId: string; adminId: string }): Promise<DemoPipeline> {
  const random = prng(20261206);
  const jobColumns = { id: t.jobs.id, title: t.jobs.title };
  const employerJobs = await db().select(jobColumns).from(t.jobs).where(and(eq(t.jobs.organisationId, team.organisationId), openJob)).orderBy(asc(t.jobs.id)).limit(4);
  const otherJobs = await db().select(jobColumns).from(t.jobs).where(and(eq(t.jobs.userId, adminId), openJob)).orderBy(asc(t.jobs.id)).limit(3);
  const applicants = await db().select({ id: t.profiles.id, name: t.profiles.name }).from(t.profiles).where(and(eq(t.profiles.role, "doctor"), isNull(t.profiles.userId))).orderBy(asc(t.profiles.name));
  const [doctor] = await db().select({ id: t.profiles.id, name: t.profiles.name }).from(t.profiles).where(eq(t.profiles.id, doctorId));
  const movers = [team.ownerId, team.recruiterId, team.hiringManagerId];

  const candidates: DemoCandidate[] = [];
  const mine: DemoCandidate[] = [];
  const stagesOf = new Map<number, SeedStage[]>();
  for (const [j, job] of employerJobs.entries()) {
    const stages = await stagesFor(job.id);
    stagesOf.set(job.id, stages);
    // The first job has someone in every stage; the others a few each, starting at a different stage.
    const count = j === 0 ? Math.max(stages.length, applicants.length - 4) : 5;
    for (let i = 0; i < Math.min(count, applicants.length); i++) {
      const target = stages[(i + j * 2) % stages.length]!;
      const applicant = applicants[(i + j * 3) % applicants.length]!;
      // Where they came from, in turn (some unknown, as applications from before sources were recorded): the Reports
      // tab's sources chart has something in every bar.
      const source = [...APPLICATION_SOURCES, null][(i + j) % (APPLICATION_SOURCES.length + 1)];
      candidates.push(await seedApplication({ job, doctor: applicant, movers, stages, target, daysAgo: (i * 3) % 11, random, source }));
    }
  }

  // The demo doctor at the demo employer's hospital: in Interview on its second job (an interview is proposed to her)
  // and in Offer on its third (an offer is out to her).
  const cover = "I would welcome the chance to join your cardiology team.";
  for (const [k, stageName] of (["Interview", "Offer"] as const).entries()) {
    const job = employerJobs[k + 1];
    if (!job || !doctor) continue;
    const stages = stagesOf.get(job.id)!;
    const candidate = await seedApplication({ job, doctor, movers, stages, target: stages.find((s) => s.name === stageName)!, daysAgo: 1 + k, random, coverNote: cover });
    candidates.push(candidate);
    mine.push(candidate);
  }
  // ... and at other hospitals, standing in Applied, Screening and Rejected.
  for (const [i, job] of otherJobs.entries()) {
    if (!doctor) break;
    const stages = await stagesFor(job.id);
    const target = stages.find((s) => s.name === ["Applied", "Screening", "Rejected"][i])!;
    mine.push(await seedApplication({ job, doctor, movers: [adminId], stages, target, daysAgo: 2 + i * 4, random, coverNote: cover }));
  }
  return { team, candidates, doctor: { id: doctorId, name: doctor?.name ?? "", applications: mine } };
}
