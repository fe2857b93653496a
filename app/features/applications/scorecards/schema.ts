// The scorecard forms: a member's scorecard on the candidate's page, and the criteria editor beside the job's
// pipeline. Each is used by its form in the browser and parsed again by its action. Client-safe.
import { z } from "zod";
import { choice, optionalText, serialId } from "~/lib/form-schema";
import { formInput } from "~/lib/messages";
import { CRITERION_GUIDANCE_MAX, CRITERION_NAME_MAX, MAX_CRITERIA, RATINGS, RECOMMENDATIONS, SCORECARD_COMMENT_MAX, criteriaTexts as c, scorecardTexts as t } from "./messages";

/** A comment a person typed; a posted line break (CRLF) counts as one character, as the textarea's maxlength does. */
const comment = z.preprocess(
  (value) => (typeof value === "string" ? value.replace(/\r\n/g, "\n") : value),
  optionalText({ max: SCORECARD_COMMENT_MAX }),
);

/**
 * A member's scorecard: for each of the job's criteria (ratings[i].criterionId) a rating 1-5 and an optional comment,
 * and the overall recommendation. The action checks the criteria are exactly the job's.
 */
export const ScorecardSchema = z.object({
  intent: choice(["submitScorecard"], formInput.unknownAction),
  applicationId: serialId(),
  ratings: z
    .array(
      z.object({
        criterionId: serialId(),
        rating: choice(RATINGS, t.ratingRequired).transform(Number),
        comment,
      }),
      { error: t.ratingRequired },
    )
    .min(1, { error: t.ratingRequired })
    .max(MAX_CRITERIA, { error: t.criteriaChanged }),
  recommendation: choice(RECOMMENDATIONS, t.recommendationRequired),
});
export type ScorecardInput = z.output<typeof ScorecardSchema>;

export const CRITERIA_INTENTS = ["addCriterion", "editCriterion", "moveCriterion", "removeCriterion"] as const;

/** One change to a job's criteria: add one, rename it or change its guidance, move it up or down, remove it. */
export const CriterionEditSchema = z.object({
  intent: choice(CRITERIA_INTENTS, formInput.unknownAction),
  criterionId: serialId().optional(),
  name: optionalText({ max: CRITERION_NAME_MAX, maxMessage: c.nameTooLong(CRITERION_NAME_MAX), collapseSpaces: true }),
  guidance: optionalText({ max: CRITERION_GUIDANCE_MAX, maxMessage: c.guidanceTooLong(CRITERION_GUIDANCE_MAX), collapseSpaces: true }),
  direction: choice(["up", "down"], formInput.unknownAction).optional(),
});
