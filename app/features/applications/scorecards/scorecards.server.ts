import { and, asc, eq, inArray, sql, type SQLWrapper } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, auditLog, scorecardRatings, scorecards, user } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { MaybeActor } from "~/lib/permissions";
import { applicationForTeam, type ApplicationRecord } from "../interviews/interview-records.server";
import { ensureJobCriteria, type Criterion } from "./criteria.server";
import { scorecardTexts as t, type Recommendation } from "./messages";
import { formatAverage, maySeeScores, mayScore } from "./visibility";

export type ScorecardView = {
  id: number;
  authorName: string;
  recommendation: Recommendation;
  updatedAt: Date;
  ratings: { criterionId: number; rating: number; comment: string | null }[];
};

/** What the candidate page shows of scorecards; others' scorecards and the averages only when the caller may see them. */
export type ScorecardsData = {
  criteria: Criterion[];
  mayScore: boolean;
  own: ScorecardView | null;
  /** Whether the others' scores are shown (false: the caller has not submitted its own yet, or may not score). */
  visible: boolean;
  others: ScorecardView[];
  averages: { criterionId: number; average: string | null; count: number }[];
};

/** Scorecards of one application with their ratings, by author: two queries. */
async function scorecardsOf(applicationId: number, onlyAuthor?: string): Promise<(ScorecardView & { authorId: string })[]> {
  const cards = await db()
    .select({ id: scorecards.id, authorId: scorecards.authorId, authorName: user.name, recommendation: scorecards.recommendation, updatedAt: scorecards.updatedAt })
    .from(scorecards)
    .innerJoin(user, eq(user.id, scorecards.authorId))
    .where(onlyAuthor ? and(eq(scorecards.applicationId, applicationId), eq(scorecards.authorId, onlyAuthor)) : eq(scorecards.applicationId, applicationId))
    .orderBy(asc(scorecards.createdAt), asc(scorecards.id));
  if (cards.length === 0) return [];
  const ratings = await db()
    .select({ scorecardId: scorecardRatings.scorecardId, criterionId: scorecardRatings.criterionId, rating: scorecardRatings.rating, comment: scorecardRatings.comment })
    .from(scorecardRatings)
    .where(inArray(scorecardRatings.scorecardId, cards.map((c) => c.id)));
  return cards.map((c) => ({
    id: c.id,
    authorId: c.authorId,
    authorName: c.authorName,
    recommendation: c.recommendation,
    updatedAt: c.updatedAt,
    ratings: ratings.filter((r) => r.scorecardId === c.id).map(({ criterionId, rating, comment }) => ({ criterionId, rating, comment })),
  }));
}

/**
 * The candidate page's scorecards. The others' scorecards are read only when the caller may see them
 * (visibility.ts): before a member has submitted their own, they are never loaded, so they cannot reach the page.
 */
export async function loadScorecards({ actor, record }: { actor: MaybeActor; record: ApplicationRecord }): Promise<ScorecardsData> {
  const job = { id: record.jobId, organisationId: record.jobOrganisationId };
  const criteria = await ensureJobCriteria(record.jobId);
  const scorer = mayScore(actor, job);
  const [own] = scorer ? await scorecardsOf(record.id, actor.userId) : [];
  const visible = maySeeScores({ actor, job, submittedOwn: !!own });
  const all = visible ? await scorecardsOf(record.id) : [];
  const strip = ({ authorId: _authorId, ...card }: ScorecardView & { authorId: string }): ScorecardView => card;
  const averages = criteria.map((c) => {
    const values = all.flatMap((card) => card.ratings.filter((r) => r.criterionId === c.id).map((r) => r.rating));
    return { criterionId: c.id, average: values.length ? formatAverage(values.reduce((a, b) => a + b, 0) / values.length) : null, count: values.length };
  });
  return {
    criteria,
    mayScore: scorer,
    own: own ? strip(own) : null,
    visible,
    others: all.filter((card) => card.id !== own?.id).map(strip),
    averages: visible ? averages : [],
  };
}

/**
 * A member submits (or changes) their scorecard of an application: a rating for each of the job's criteria, exactly
 * those, with optional comments, and a recommendation. One scorecard per member per application; the change and
 * its audit row are written in one transaction.
 */
export async function submitScorecard(input: {
  actor: MaybeActor;
  applicationId: number;
  ratings: { criterionId: number; rating: number; comment?: string | undefined }[];
  recommendation: Recommendation;
}): Promise<{ created: boolean }> {
  const { actor, record } = await applicationForTeam(input.actor, input.applicationId, "view");
  if (!mayScore(actor, { id: record.jobId, organisationId: record.jobOrganisationId })) throw new AppError("forbidden", t.cannotScore);
  const criteria = await ensureJobCriteria(record.jobId);
  const posted = new Set(input.ratings.map((r) => r.criterionId));
  if (posted.size !== input.ratings.length || posted.size !== criteria.length || criteria.some((c) => !posted.has(c.id))) {
    throw new AppError("conflict", t.criteriaChanged);
  }
  const names = new Map(criteria.map((c) => [c.id, c.name]));
  return db().transaction(async (tx) => {
    const [before] = await tx.select({ id: scorecards.id }).from(scorecards).where(and(eq(scorecards.applicationId, record.id), eq(scorecards.authorId, actor.userId))).limit(1);
    const [card] = await tx
      .insert(scorecards)
      .values({ applicationId: record.id, authorId: actor.userId, recommendation: input.recommendation })
      .onConflictDoUpdate({ target: [scorecards.applicationId, scorecards.authorId], set: { recommendation: input.recommendation, updatedAt: sql`now()` } })
      .returning({ id: scorecards.id });
    await tx.delete(scorecardRatings).where(eq(scorecardRatings.scorecardId, card!.id));
    await tx.insert(scorecardRatings).values(input.ratings.map((r) => ({ scorecardId: card!.id, criterionId: r.criterionId, rating: r.rating, comment: r.comment ?? null })));
    await tx.insert(auditLog).values({
      actorId: actor.userId,
      actorEmail: actor.email,
      action: before ? "scorecard.update" : "scorecard.submit",
      targetType: "application",
      targetId: String(record.id),
      details: {
        summary: t.submittedBy(actor.name),
        jobId: record.jobId,
        recommendation: input.recommendation,
        ratings: input.ratings.map((r) => ({ criterion: names.get(r.criterionId), rating: r.rating })),
      },
    });
    return { created: !before };
  });
}

/**
 * The board's and the list's score columns, as correlated subqueries of the applicants' own query (one query a
 * page, along scorecards_application_author_uq and the ratings' primary key): the average rating, the number of
 * scorecards, and whether the viewer has submitted its own.
 */
export function scoreSummaryColumns(viewerId: string, applicationId: SQLWrapper = applications.id) {
  return {
    scoreAverage: sql<string | null>`(select avg(r.rating)::float8 from scorecard_ratings r join scorecards s on s.id = r.scorecard_id where s.application_id = ${applicationId})`,
    scorecardCount: sql<number>`(select count(*)::int from scorecards s where s.application_id = ${applicationId})`,
    scoredByViewer: sql<boolean>`exists (select 1 from scorecards s where s.application_id = ${applicationId} and s.author_id = ${viewerId})`,
  };
}

/** A row's score summary as the viewer may see it: null when there is none or the viewer may not see it yet. */
export function visibleSummary(
  actor: MaybeActor,
  job: { id: number; organisationId: string | null },
  row: { scoreAverage: string | number | null; scorecardCount: number | string; scoredByViewer: boolean | string },
): { average: string; count: number } | null {
  const count = Number(row.scorecardCount);
  if (!count || row.scoreAverage === null) return null;
  const submittedOwn = row.scoredByViewer === true || row.scoredByViewer === "t" || row.scoredByViewer === "true";
  if (!maySeeScores({ actor, job, submittedOwn })) return null;
  return { average: formatAverage(Number(row.scoreAverage)), count };
}

/**
 * Who submitted a scorecard of each application and when, for the applicant's history on the board and the list
 * (one query a page; the caller passes only the applications whose scores the viewer may see).
 */
export async function scorecardAuthorsOf(applicationIds: number[]): Promise<Map<number, { by: string; at: Date }[]>> {
  const rows = applicationIds.length
    ? await db()
        .select({ applicationId: scorecards.applicationId, by: user.name, at: scorecards.createdAt })
        .from(scorecards)
        .innerJoin(user, eq(user.id, scorecards.authorId))
        .where(inArray(scorecards.applicationId, applicationIds))
        .orderBy(asc(scorecards.createdAt))
    : [];
  const byApplication = new Map<number, { by: string; at: Date }[]>();
  for (const { applicationId, by, at } of rows) byApplication.set(applicationId, [...(byApplication.get(applicationId) ?? []), { by, at }]);
  return byApplication;
}
