import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { FormErrors, useAppForm } from "~/components/forms/app-form";
import type { FormReply } from "~/lib/form-schema";
import { formatDateTime } from "~/lib/format";
import { RATINGS, RECOMMENDATIONS, SCORECARD_COMMENT_MAX, scorecardTexts as t, type Recommendation } from "../messages";
import { ScorecardSchema } from "../schema";

type Rating = { criterionId: number; rating: number; comment: string | null };
type Card = { id: number; authorName: string; recommendation: Recommendation; updatedAt: string | Date; ratings: Rating[] };

/** The candidate page's scorecard data, as its loader sends it (scorecards.server.ts, loadScorecards). */
export type ScorecardsPageData = {
  criteria: { id: number; name: string; guidance: string | null }[];
  mayScore: boolean;
  own: Card | null;
  visible: boolean;
  others: Card[];
  averages: { criterionId: number; average: string | null; count: number }[];
};

const radioLabel = "flex min-h-6 min-w-6 cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 px-2 py-1 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50";

/** The member's own scorecard form: a 1-5 radio group and a comment per criterion, and the recommendation. */
function ScorecardForm({ applicationId, data, reply }: { applicationId: number; data: ScorecardsPageData; reply?: FormReply | null }) {
  const mine = reply?.result?.initialValue?.intent === "submitScorecard" ? reply : null;
  const own = data.own;
  const [form, fields] = useAppForm(ScorecardSchema, {
    id: "scorecard",
    reply: mine,
    defaultValue: {
      ratings: data.criteria.map((c) => {
        const r = own?.ratings.find((x) => x.criterionId === c.id);
        return { criterionId: String(c.id), rating: r ? String(r.rating) : undefined, comment: r?.comment ?? undefined };
      }),
      recommendation: own?.recommendation,
    },
  });
  const items = fields.ratings.getFieldList();
  const recommendationValue = fields.recommendation.initialValue;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" aria-labelledby="scorecard-form-heading" data-testid="scorecard-form">
      <h3 id="scorecard-form-heading" className="font-semibold text-slate-900">
        {own ? t.yourEditHeading : t.yourHeading}
      </h3>
      <p className="text-sm text-slate-600">{t.intro}</p>
      <FormErrors form={form} />
      {fields.ratings.errors?.[0] ? (
        <p role="alert" className="text-sm text-red-600">
          {fields.ratings.errors[0]}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="submitScorecard" />
      <input type="hidden" name="applicationId" value={applicationId} />
      {data.criteria.map((criterion, i) => {
        const item = items[i]?.getFieldset();
        const chosen = item?.rating.initialValue;
        const error = item?.rating.errors?.[0] ?? item?.criterionId.errors?.[0];
        const commentError = item?.comment.errors?.[0];
        const base = `scorecard-${criterion.id}`;
        return (
          <fieldset key={criterion.id} className="space-y-2 rounded-lg border border-slate-200 p-3" aria-describedby={`${base}-scale${error ? ` ${base}-error` : ""}`} data-testid="scorecard-criterion">
            <legend className="px-1 font-medium text-slate-900">{criterion.name}</legend>
            <input type="hidden" name={`ratings[${i}].criterionId`} value={criterion.id} />
            {criterion.guidance ? <p className="text-sm text-slate-600">{criterion.guidance}</p> : null}
            <p id={`${base}-scale`} className="text-xs text-slate-500">
              {t.ratingScale}
            </p>
            <div className="flex flex-wrap gap-2" key={item?.rating.key}>
              {RATINGS.map((value) => (
                <label key={value} className={radioLabel}>
                  <input type="radio" name={`ratings[${i}].rating`} value={value} defaultChecked={chosen === value} required aria-invalid={error ? true : undefined} className="h-4 w-4" />
                  <span>{t.ratingOption(value)}</span>
                </label>
              ))}
            </div>
            {error ? (
              <p id={`${base}-error`} role="alert" className="text-sm text-red-600">
                {error}
              </p>
            ) : null}
            <label htmlFor={`${base}-comment`} className="block text-sm font-medium text-slate-700">
              {t.commentLabel(criterion.name)}
            </label>
            <textarea
              key={item?.comment.key}
              id={`${base}-comment`}
              name={`ratings[${i}].comment`}
              rows={2}
              maxLength={SCORECARD_COMMENT_MAX}
              defaultValue={typeof item?.comment.initialValue === "string" ? item.comment.initialValue : undefined}
              aria-invalid={commentError ? true : undefined}
              aria-describedby={commentError ? `${base}-comment-error` : undefined}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
            {commentError ? (
              <p id={`${base}-comment-error`} role="alert" className="text-sm text-red-600">
                {commentError}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <fieldset className="space-y-2" aria-describedby={fields.recommendation.errors ? "recommendation-error" : undefined}>
        <legend className="font-medium text-slate-900">{t.recommendationLegend}</legend>
        <div className="flex flex-wrap gap-2" key={fields.recommendation.key}>
          {RECOMMENDATIONS.map((value) => (
            <label key={value} className={radioLabel}>
              <input type="radio" name="recommendation" value={value} defaultChecked={recommendationValue === value} required className="h-4 w-4" />
              <span>{t.recommendation[value]}</span>
            </label>
          ))}
        </div>
        {fields.recommendation.errors?.[0] ? (
          <p id="recommendation-error" role="alert" className="text-sm text-red-600">
            {fields.recommendation.errors[0]}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        {own ? t.update : t.submit}
      </button>
    </Form>
  );
}

/** A colleague's scorecard, read-only. */
function ColleagueCard({ card, criteria }: { card: Card; criteria: ScorecardsPageData["criteria"] }) {
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="colleague-scorecard">
      <p className="text-sm text-slate-600">{t.byLine(card.authorName, formatDateTime(card.updatedAt))}</p>
      <p className="font-medium text-slate-900">{`${t.recommendationLegend}: ${t.recommendation[card.recommendation]}`}</p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {criteria.map((c) => {
          const r = card.ratings.find((x) => x.criterionId === c.id);
          return (
            <div key={c.id} className="contents">
              <dt className="font-medium text-slate-700">{c.name}</dt>
              <dd className="text-slate-700">
                {r ? `${r.rating} of 5` : t.noRatings}
                {r?.comment ? <span className="block whitespace-pre-line text-slate-600">{r.comment}</span> : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </li>
  );
}

/**
 * The candidate page's scorecards: the member's own form, then (once they have submitted it) the colleagues'
 * scorecards and the average per criterion. Before that the loader sends none of them.
 */
export function ScorecardSection({ applicationId, data, reply }: { applicationId: number; data: ScorecardsPageData; reply?: FormReply | null }) {
  return (
    <section aria-labelledby="scorecards-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="scorecards">
      <h2 id="scorecards-heading" className="text-lg font-semibold text-slate-900">
        {t.sectionHeading}
      </h2>
      {data.mayScore ? <ScorecardForm applicationId={applicationId} data={data} reply={reply} /> : null}
      {!data.visible ? (
        data.mayScore ? (
          <p className="rounded bg-slate-100 p-2 text-sm text-slate-700" data-testid="scores-hidden">
            {t.hiddenUntilSubmitted}
          </p>
        ) : null
      ) : (
        <>
          <div className="space-y-2">
            <h3 className="font-semibold text-slate-900">{t.averagesHeading}</h3>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              {data.criteria.map((c) => {
                const a = data.averages.find((x) => x.criterionId === c.id);
                return (
                  <div key={c.id} className="contents" data-testid="criterion-average">
                    <dt className="font-medium text-slate-700">{c.name}</dt>
                    <dd className="text-slate-700">{a?.average ? t.averageLine(a.average, a.count) : t.noRatings}</dd>
                  </div>
                );
              })}
            </dl>
          </div>
          <div className="space-y-2">
            <h3 className="font-semibold text-slate-900">{t.colleaguesHeading}</h3>
            {data.others.length === 0 ? <p className="text-sm text-slate-600">{t.noColleagues}</p> : null}
            <ul className="space-y-3">
              {data.others.map((card) => (
                <ColleagueCard key={card.id} card={card} criteria={data.criteria} />
              ))}
            </ul>
          </div>
        </>
      )}
    </section>
  );
}
