import { redirect } from "react-router";
import { can, type MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { fileBytes } from "~/server-lib/upload.server";
import { toastHeader } from "~/services/toast/toast.server";
import { offerTexts } from "../offers/messages";
import { bringBackAfterDecline, declinedOfferToBringBack, listOffersForTeam, sendOffer, withdrawOffer } from "../offers/offers.server";
import { BringBackSchema, SendOfferSchema, WithdrawOfferSchema } from "../offers/schema";
import { handleScorecardAction } from "../scorecards/scorecard-actions.server";
import { loadScorecards } from "../scorecards/scorecards.server";
import { hiringTemplateChoices } from "../hiring-template-mail.server";
import { applicationForTeam } from "./interview-records.server";
import { cancelInterview, listInterviewsForTeam, proposeInterview, rescheduleInterview } from "./interviews.server";
import { interviewTexts as t } from "./messages";
import { offerNewTimes, withdrawNewTimes } from "./new-times.server";
import { CancelInterviewSchema, OfferNewTimesSchema, ProposeInterviewSchema, RescheduleInterviewSchema, WithdrawNewTimesSchema } from "./schema";

/** The team's page for one candidate: who, where they stand, their interviews and offers, and what the caller may do. */
export async function loadCandidatePage({ actor, applicationId }: { actor: MaybeActor; applicationId: number }) {
  const { actor: member, record } = await applicationForTeam(actor, applicationId, "view");
  const mayAct = can.moveCandidates(member, { id: record.jobId, organisationId: record.jobOrganisationId });
  const [interviews, offers, scorecards, interviewTemplates, offerTemplates, declined] = await Promise.all([
    listInterviewsForTeam({ actor: member, applicationId }),
    listOffersForTeam({ actor: member, applicationId }),
    loadScorecards({ actor: member, record }),
    mayAct ? hiringTemplateChoices({ actor: member, candidate: record, kind: "interview_invitation" }) : null,
    mayAct ? hiringTemplateChoices({ actor: member, candidate: record, kind: "offer" }) : null,
    record.stageKind === "withdrawn" ? declinedOfferToBringBack(applicationId) : null,
  ]);
  return {
    candidate: { id: record.id, name: record.doctorName, jobId: record.jobId, jobTitle: record.jobTitle, stageName: record.stageName, decided: record.stageKind !== "active" },
    mayAct,
    interviewTemplates,
    offerTemplates,
    interviews,
    offers,
    scorecards,
    // The doctor declined the offer and so stands in Withdrawn: the stage the team may bring them back to.
    declinedOffer: declined ? { backTo: declined.backTo.name } : null,
  };
}

async function done(path: string, toast: Parameters<typeof toastHeader>[0]) {
  return redirect(path, { headers: { "Set-Cookie": await toastHeader(toast) } });
}

/** The candidate page's forms: propose, reschedule, offer new times for and cancel interviews; send and withdraw offers, bring back after a decline; the scorecard. */
export async function handleCandidateAction({ form, actor, applicationId }: { form: FormData; actor: MaybeActor; applicationId: number }) {
  const back = `/dashboard/candidates/${applicationId}`;
  const intent = form.get("intent");
  if (intent === "submitScorecard") return handleScorecardAction({ form, actor, applicationId });
  if (intent === "rescheduleInterview") {
    const submission = parseForm(form, RescheduleInterviewSchema);
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await rescheduleInterview({ actor, interviewId: submission.value.interviewId, startsAt: submission.value.startsAt });
      return done(back, t.rescheduled);
    } catch (error) {
      return actionError(error, { toastTitle: t.failed, submission, context: "rescheduling an interview failed" });
    }
  }
  if (intent === "offerNewTimes") {
    const submission = parseForm(form, OfferNewTimesSchema);
    if (submission.status !== "success") return invalidForm(submission);
    const v = submission.value;
    try {
      await offerNewTimes({ actor, interviewId: v.interviewId, slots: v.slots, durationMinutes: v.durationMinutes, location: v.location, videoUrl: v.videoUrl, note: v.note });
      return done(back, t.newTimesOffered);
    } catch (error) {
      return actionError(error, { toastTitle: t.failed, submission, context: "offering new interview times failed" });
    }
  }
  if (intent === "withdrawNewTimes") {
    const submission = parseForm(form, WithdrawNewTimesSchema);
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await withdrawNewTimes({ actor, interviewId: submission.value.interviewId });
      return done(back, t.newTimesWithdrawn);
    } catch (error) {
      return actionError(error, { toastTitle: t.failed, submission, context: "withdrawing new interview times failed" });
    }
  }
  if (intent === "cancelInterview") {
    const submission = parseForm(form, CancelInterviewSchema);
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await cancelInterview({ actor, interviewId: submission.value.interviewId, side: "team" });
      return done(back, t.cancelled);
    } catch (error) {
      return actionError(error, { toastTitle: t.failed, submission, context: "cancelling an interview failed" });
    }
  }
  if (intent === "sendOffer") {
    const submission = parseForm(form, SendOfferSchema);
    if (submission.status !== "success") return invalidForm(submission);
    const v = submission.value;
    if (v.applicationId !== applicationId) return invalidForm(submission);
    try {
      const letter = await fileBytes(v.letter ?? null);
      await sendOffer({ actor, applicationId, salary: v.salary, salaryUnit: v.salaryUnit, startDate: v.startDate, message: v.message, letter, templateId: v.templateId });
      return done(back, offerTexts.sent);
    } catch (error) {
      return actionError(error, { toastTitle: offerTexts.failed, submission, context: "sending an offer failed" });
    }
  }
  if (intent === "bringBack") {
    const submission = parseForm(form, BringBackSchema);
    if (submission.status !== "success") return invalidForm(submission);
    if (submission.value.applicationId !== applicationId) return invalidForm(submission);
    try {
      await bringBackAfterDecline({ actor, applicationId });
      return done(back, offerTexts.broughtBack);
    } catch (error) {
      return actionError(error, { toastTitle: offerTexts.failed, submission, context: "bringing a candidate back failed" });
    }
  }
  if (intent === "withdrawOffer") {
    const submission = parseForm(form, WithdrawOfferSchema);
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await withdrawOffer({ actor, offerId: submission.value.offerId });
      return done(back, offerTexts.withdrawn);
    } catch (error) {
      return actionError(error, { toastTitle: offerTexts.failed, submission, context: "withdrawing an offer failed" });
    }
  }
  const submission = parseForm(form, ProposeInterviewSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const v = submission.value;
  if (v.applicationId !== applicationId) return invalidForm(submission);
  try {
    await proposeInterview({ actor, applicationId, slots: v.slots, durationMinutes: v.durationMinutes, location: v.location, videoUrl: v.videoUrl, note: v.note, templateId: v.templateId });
    return done(back, t.proposed);
  } catch (error) {
    return actionError(error, { toastTitle: t.failed, submission, context: "proposing an interview failed" });
  }
}
