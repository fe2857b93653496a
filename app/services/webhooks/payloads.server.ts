import { eq } from "drizzle-orm";
import { applications, jobStages, jobs, profiles } from "~/db/schema";
import { env } from "~/env.server";
import type { WebhookExecutor } from "./emit.server";
import type { ApplicationEventData, JobEventData, StageChangedEventData, StageRef } from "./events";

// The data of the events, read in the change's transaction: what the organisation's members see of a job or an
// applicant on the dashboard, never a resume's contents or a doctor's contact details.

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export async function jobEventData(executor: WebhookExecutor, jobId: number): Promise<JobEventData | null> {
  const [job] = await executor
    .select({ id: jobs.id, title: jobs.title, specialty: jobs.specialty, city: jobs.city, type: jobs.type, postedDate: jobs.postedDate, closedAt: jobs.closedAt, validThrough: jobs.validThrough })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!job) return null;
  return {
    job: {
      id: job.id,
      title: job.title,
      url: `${env().BASE_URL}/jobs/${job.id}`,
      specialty: job.specialty,
      city: job.city,
      job_type: job.type,
      posted_at: iso(job.postedDate),
      closed_at: iso(job.closedAt),
      valid_through: iso(job.validThrough),
    },
  };
}

/** The job's organisation (null for a job nobody's organisation owns: no events). */
export async function jobOrganisation(executor: WebhookExecutor, jobId: number): Promise<string | null> {
  const [row] = await executor.select({ organisationId: jobs.organisationId }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  return row?.organisationId ?? null;
}

export async function stageRef(executor: WebhookExecutor, stageId: number | null): Promise<StageRef | null> {
  if (stageId === null) return null;
  const [s] = await executor.select({ id: jobStages.id, name: jobStages.name, kind: jobStages.kind }).from(jobStages).where(eq(jobStages.id, stageId)).limit(1);
  return s ?? null;
}

/** An application as its job's members see it, with its job's organisation; null when its job is gone. */
export async function applicationEventData(executor: WebhookExecutor, applicationId: number): Promise<{ organisationId: string | null; data: ApplicationEventData } | null> {
  const [row] = await executor
    .select({
      id: applications.id,
      jobId: applications.jobId,
      stageId: applications.stageId,
      createdAt: applications.createdAt,
      doctorId: applications.doctorId,
      name: profiles.name,
      specialization: profiles.specialization,
      organisationId: jobs.organisationId,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(profiles, eq(profiles.userId, applications.doctorId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row?.jobId) return null;
  return {
    organisationId: row.organisationId,
    data: {
      application: {
        id: row.id,
        job_id: row.jobId,
        doctor: { id: row.doctorId, name: row.name ?? "", specialization: row.specialization },
        stage: await stageRef(executor, row.stageId),
        created_at: row.createdAt.toISOString(),
      },
    },
  };
}

/** An application's move between stages (or its undo), read after the move in its transaction. */
export async function stageChangedEventData(
  executor: WebhookExecutor,
  input: { applicationId: number; from: StageRef | null; to: StageRef; undo: boolean; by: string | null },
): Promise<{ organisationId: string | null; data: StageChangedEventData } | null> {
  const app = await applicationEventData(executor, input.applicationId);
  if (!app) return null;
  return { organisationId: app.organisationId, data: { ...app.data, from_stage: input.from, to_stage: input.to, undo: input.undo, changed_by: input.by } };
}
