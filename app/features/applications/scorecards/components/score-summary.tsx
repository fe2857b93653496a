import { scorecardTexts as t } from "../messages";

/** A candidate's score summary on the board and the list: "4.2 ★ · 3 scorecards". */
export function ScoreSummary({ score }: { score: { average: string; count: number } }) {
  return (
    <p className="mt-1 text-sm font-medium text-amber-800" data-testid="score-summary">
      <span aria-hidden="true">{t.summary(score.average, score.count)}</span>
      <span className="sr-only">{t.summaryLabel(score.average, score.count)}</span>
    </p>
  );
}
