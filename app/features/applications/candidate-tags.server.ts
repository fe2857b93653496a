import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLog, candidateTags, organisationTags } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { MaybeActor } from "~/lib/permissions";
import { bulk as b } from "./messages";
import { requireSelection } from "./move-batch.server";
import { TAG_NAME_MAX } from "./schema";


/** The organisation's tags, by name (for the filter and the tag step's suggestions). */
export async function tagsOfOrganisation(organisationId: string | null) {
  if (!organisationId) return [];
  return db()
    .select({ id: organisationTags.id, name: organisationTags.name })
    .from(organisationTags)
    .where(eq(organisationTags.organisationId, organisationId))
    .orderBy(asc(sql`lower(${organisationTags.name})`));
}

/** The organisation's tags on each of these doctors, by name: one query and one row a doctor for a page of candidates. */
export async function tagsOfDoctors(organisationId: string | null, doctorIds: readonly string[]): Promise<Map<string, string[]>> {
  if (!organisationId || doctorIds.length === 0) return new Map();
  const rows = await db()
    .select({ doctorId: candidateTags.doctorId, names: sql<string[]>`array_agg(${organisationTags.name} order by lower(${organisationTags.name}), ${organisationTags.name})` })
    .from(candidateTags)
    .innerJoin(organisationTags, eq(organisationTags.id, candidateTags.tagId))
    .where(and(eq(organisationTags.organisationId, organisationId), inArray(candidateTags.doctorId, [...new Set(doctorIds)])))
    .groupBy(candidateTags.doctorId);
  return new Map(rows.map((r) => [r.doctorId, r.names]));
}

/**
 * Tags the selected candidates of one job with one of the organisation's tags (made when it is new; the name is matched
 * without regard to case). A candidate who has it already keeps it. Two statements for the whole selection, one audit
 * row per candidate tagged, in one transaction.
 */
export async function tagApplications({ actor: maybeActor, jobId, applicationIds, tag }: { actor: MaybeActor; jobId: number; applicationIds: readonly number[]; tag: string }) {
  const { actor, job, selected } = await requireSelection(maybeActor, jobId, applicationIds, "moveCandidates");
  const name = tag.trim().replace(/\s+/g, " ");
  if (!name) throw new AppError("invalid_input", b.tagRequired, { tag: b.tagRequired });
  if (name.length > TAG_NAME_MAX) throw new AppError("invalid_input", b.tagTooLong(TAG_NAME_MAX), { tag: b.tagTooLong(TAG_NAME_MAX) });
  // A job of no organisation (only the platform admin's) has nowhere to keep tags.
  if (!job.organisationId) throw new AppError("conflict", b.notThisJob);
  const organisationId = job.organisationId;
  return db().transaction(async (tx) => {
    await tx.insert(organisationTags).values({ organisationId, name }).onConflictDoNothing();
    const [found] = await tx
      .select({ id: organisationTags.id, name: organisationTags.name })
      .from(organisationTags)
      .where(and(eq(organisationTags.organisationId, organisationId), sql`lower(${organisationTags.name}) = lower(${name})`))
      .limit(1);
    const doctorIds = [...new Set(selected.map((s) => s.doctorId))];
    const added = await tx
      .insert(candidateTags)
      .values(doctorIds.map((doctorId) => ({ tagId: found!.id, doctorId, createdBy: actor.userId })))
      .onConflictDoNothing()
      .returning({ doctorId: candidateTags.doctorId });
    if (added.length) {
      await tx.insert(auditLog).values(
        added.map((row) => ({
          actorId: actor.userId,
          actorEmail: actor.email,
          action: "candidate.tag",
          targetType: "doctor",
          targetId: row.doctorId,
          details: { organisationId, jobId, tagId: found!.id, tag: found!.name },
        })),
      );
    }
    return { tag: found!.name, count: selected.length, added: added.length };
  });
}
