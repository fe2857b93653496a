import { redirect } from "react-router";
import type { MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast, toastHeader } from "~/services/toast/toast.server";
import { editCriteria, type CriterionEdit } from "./criteria.server";
import { criteriaTexts as c, scorecardTexts as t } from "./messages";
import { CRITERIA_INTENTS, CriterionEditSchema, ScorecardSchema } from "./schema";
import { submitScorecard } from "./scorecards.server";

/** The candidate page's scorecard form (intent submitScorecard): back to the page with its toast, or the form's errors. */
export async function handleScorecardAction({ form, actor, applicationId }: { form: FormData; actor: MaybeActor; applicationId: number }) {
  const submission = parseForm(form, ScorecardSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const v = submission.value;
  if (v.applicationId !== applicationId) return invalidForm(submission);
  try {
    const { created } = await submitScorecard({ actor, applicationId, ratings: v.ratings, recommendation: v.recommendation });
    return redirect(`/dashboard/candidates/${applicationId}#scorecards-heading`, { headers: { "Set-Cookie": await toastHeader(created ? t.submitted : t.updated) } });
  } catch (error) {
    return actionError(error, { toastTitle: t.failed, submission, context: "submitting a scorecard failed" });
  }
}

/** Whether a posted intent is one of the criteria editor's. */
export const isCriteriaIntent = (intent: unknown) => (CRITERIA_INTENTS as readonly unknown[]).includes(intent);

/** The job page's criteria editor (add, edit, move, remove): back to `backTo` with its toast, or the form's errors. */
export async function handleCriteriaAction({ form, actor, jobId, backTo }: { form: FormData; actor: MaybeActor; jobId: number; backTo: string }) {
  const submission = parseForm(form, CriterionEditSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const v = submission.value;
  const id = v.criterionId ?? 0;
  const edit: CriterionEdit =
    v.intent === "addCriterion"
      ? { intent: v.intent, name: v.name ?? "", guidance: v.guidance ?? null }
      : v.intent === "editCriterion"
        ? { intent: v.intent, criterionId: id, name: v.name ?? "", guidance: v.guidance ?? null }
        : v.intent === "moveCriterion"
          ? { intent: v.intent, criterionId: id, direction: v.direction ?? "up" }
          : { intent: v.intent, criterionId: id };
  try {
    await editCriteria({ actor, jobId, edit });
    return redirectWithToast(backTo, c.saved);
  } catch (error) {
    return actionError(error, { toastTitle: c.failed, submission, context: "editing scorecard criteria failed" });
  }
}
