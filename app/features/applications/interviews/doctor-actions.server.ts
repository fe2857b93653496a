import type { MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { offerTexts } from "../offers/messages";
import { answerOffer } from "../offers/offers.server";
import { AnswerOfferSchema } from "../offers/schema";
import { answerInterview, cancelInterview, pickSlot } from "./interviews.server";
import { interviewTexts as t } from "./messages";
import { AnswerInterviewSchema, CancelInterviewSchema, PickSlotSchema } from "./schema";

/** The intents of the doctor's interview and offer cards on the applications page. */
export const DOCTOR_HIRING_INTENTS = ["pickSlot", "declineInterview", "askOtherTimes", "cancelInterview", "acceptOffer", "declineOffer"] as const;

export function isDoctorHiringIntent(intent: FormDataEntryValue | null): boolean {
  return typeof intent === "string" && (DOCTOR_HIRING_INTENTS as readonly string[]).includes(intent);
}

/** The doctor's answer to an interview or an offer, back to the applications page with its toast. */
export async function handleDoctorHiringAction({ form, actor, back }: { form: FormData; actor: MaybeActor; back: string }) {
  const intent = form.get("intent");
  if (intent === "pickSlot") {
    const submission = parseForm(form, PickSlotSchema);
    if (submission.status !== "success") return invalidForm(submission);
    try {
      const moved = await pickSlot({ actor, interviewId: submission.value.interviewId, slot: submission.value.slot });
      return redirectWithToast(back, moved === "moved" ? t.newTimePicked : t.booked);
    } catch (error) {
      return actionError(error, { toastTitle: t.failed, submission, context: "booking an interview failed" });
    }
  }
  if (intent === "declineInterview" || intent === "askOtherTimes") {
    const submission = parseForm(form, AnswerInterviewSchema);
    if (submission.status !== "success") return invalidForm(submission);
    const v = submission.value;
    try {
      await answerInterview({ actor, interviewId: v.interviewId, answer: v.intent === "declineInterview" ? "declined" : "other_times", message: v.message });
      return redirectWithToast(back, t.answered);
    } catch (error) {
      return actionError(error, { toastTitle: t.failed, submission, context: "answering an interview failed" });
    }
  }
  if (intent === "cancelInterview") {
    const submission = parseForm(form, CancelInterviewSchema);
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await cancelInterview({ actor, interviewId: submission.value.interviewId, side: "doctor" });
      return redirectWithToast(back, t.cancelled);
    } catch (error) {
      return actionError(error, { toastTitle: t.failed, submission, context: "cancelling an interview failed" });
    }
  }
  const submission = parseForm(form, AnswerOfferSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const v = submission.value;
  try {
    await answerOffer({ actor, offerId: v.offerId, accept: v.intent === "acceptOffer", reason: v.reason });
    return redirectWithToast(back, v.intent === "acceptOffer" ? offerTexts.accepted : offerTexts.declined);
  } catch (error) {
    return actionError(error, { toastTitle: offerTexts.failed, submission, context: "answering an offer failed" });
  }
}
