import { ensureJobCriteria } from "~/features/applications/scorecards/criteria.server";
import { db } from "./client.server";
import type { DemoPipeline } from "./seed-pipelines.server";
import * as t from "./schema";

const HOUR = 3_600_000;

/** Ratings a member gives, by candidate and member: varied but steady, so the board's averages differ. */
const RECOMMENDATION_BY_AVERAGE = (average: number) => (average >= 4.25 ? "strong_yes" : average >= 3.25 ? "yes" : average >= 2.25 ? "no" : "strong_no");
const COMMENTS = [
  "Clear on the acute protocols we asked about.",
  "Explained the case plainly; good with the family role-play.",
  "Experience fits the unit's case mix.",
  "Can join within the month.",
] as const;

/**
 * Scorecards on the demo pipeline (docs/decisions/103-scorecards.md): the candidates standing in Interview, Offer or
 * Hired were scored by the hiring manager and the interviewer (the interviewer only on the jobs whose team they are
 * on), so the board shows "4.2 ★ · 2 scorecards" on them; the demo doctor's own applications stay unscored (hers is the
 * doctor's side of the demo). The owner has scored none, so signing in as the owner shows the rule: colleagues'
 * scores appear once you submit your own.
 */
export async function seedDemoScorecards(pipeline: DemoPipeline): Promise<void> {
  const { team, candidates } = pipeline;
  const teamJobs = new Set(
    (await db().select({ jobId: t.jobTeamMembers.jobId, userId: t.jobTeamMembers.userId }).from(t.jobTeamMembers))
      .filter((m) => m.userId === team.interviewerId)
      .map((m) => m.jobId),
  );
  const scored = candidates.filter((c) => c.doctorId !== pipeline.doctor.id && (c.stage.name === "Interview" || c.stage.name === "Offer" || c.stage.kind === "hired"));
  for (const [n, candidate] of scored.entries()) {
    const criteria = await ensureJobCriteria(candidate.jobId);
    const scorers = [team.hiringManagerId, ...(teamJobs.has(candidate.jobId) ? [team.interviewerId] : [])];
    for (const [k, authorId] of scorers.entries()) {
      const ratings = criteria.map((criterion, i) => ({ criterionId: criterion.id, rating: 2 + ((n + k + i * 2) % 4), comment: (n + i) % 2 === 0 ? COMMENTS[i % COMMENTS.length]! : null }));
      const average = ratings.reduce((sum, r) => sum + r.rating, 0) / ratings.length;
      const at = new Date(candidate.movedAt.getTime() + (k + 1) * 5 * HOUR);
      const [card] = await db()
        .insert(t.scorecards)
        .values({ applicationId: candidate.applicationId, authorId, recommendation: RECOMMENDATION_BY_AVERAGE(average), createdAt: at, updatedAt: at })
        .returning({ id: t.scorecards.id });
      await db()
        .insert(t.scorecardRatings)
        .values(ratings.map((r) => ({ ...r, scorecardId: card!.id })));
    }
  }
}
