import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { toExcelSafeCsv } from "~/server-lib/excel-csv.server";
import { SOURCE_LABELS } from "~/lib/application-sources";
import { applications, auditLog, jobStages, profiles, user } from "~/db/schema";
import { can, type MaybeActor } from "~/lib/permissions";
import { requireManagedJob } from "./job-stages.server";
import { bulk as b } from "./messages";
import { requireSelection } from "./move-batch.server";

// The Excel-safe CSV writer is shared with the reports' downloads.
export { toExcelSafeCsv };

/**
 * The job's candidates (the selected ones, or all of them) as a CSV download: name, e-mail (only for members who may
 * move the job's candidates in a verified organisation, who may also write to them), stage, applied date, the
 * organisation's tags, and where they came from to apply (lib/application-sources.ts; "Unknown" when not recorded). One query whatever the number; the export is in the audit log.
 */
export async function exportCandidatesCsv({ actor: maybeActor, jobId, applicationIds }: { actor: MaybeActor; jobId: number; applicationIds: readonly number[] | null }) {
  const { actor, job } = applicationIds ? await requireSelection(maybeActor, jobId, applicationIds, "view") : await requireManagedJob(maybeActor, jobId, "view");
  const withEmail = can.moveCandidates(actor, job) && can.viewResumes(actor);
  const tags = job.organisationId
    ? sql<string>`coalesce((select string_agg(t.name, '; ' order by lower(t.name)) from candidate_tags ct join organisation_tags t on t.id = ct.tag_id
                             where ct.doctor_id = ${applications.doctorId} and t.organisation_id = ${job.organisationId}), '')`
    : sql<string>`''`;
  const rows = await db()
    .select({
      name: profiles.name,
      email: sql<string | null>`coalesce(${user.email}, ${profiles.email})`,
      stage: sql<string>`coalesce(${jobStages.name}, ${applications.status})`,
      appliedAt: applications.createdAt,
      tags,
      source: applications.source,
    })
    .from(applications)
    .innerJoin(profiles, eq(profiles.id, applications.doctorId))
    .leftJoin(user, eq(user.id, profiles.userId))
    .leftJoin(jobStages, eq(jobStages.id, applications.stageId))
    .where(and(eq(applications.jobId, jobId), applicationIds ? inArray(applications.id, [...applicationIds]) : undefined))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  const c = b.csvColumns;
  const header = [c.name, ...(withEmail ? [c.email] : []), c.stage, c.applied, c.tags, c.source];
  const csv = toExcelSafeCsv(
    header,
    rows.map((r) => [r.name, ...(withEmail ? [r.email ?? ""] : []), r.stage, r.appliedAt.toISOString().slice(0, 10), r.tags, SOURCE_LABELS[r.source ?? "unknown"]]),
  );
  await db()
    .insert(auditLog)
    .values({ actorId: actor.userId, actorEmail: actor.email, action: "candidates.export", targetType: "job", targetId: String(jobId), details: { jobId, count: rows.length, withEmail, selected: !!applicationIds } });
  const safeTitle = job.title.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60) || "job";
  return { csv, fileName: `candidates-${jobId}-${safeTitle}.csv`, count: rows.length };
}
