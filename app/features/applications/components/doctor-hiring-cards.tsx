import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { FormErrors, TextareaField, useAppForm } from "~/components/forms/app-form";
import type { FormReply } from "~/lib/form-schema";
import { formatDateTime } from "~/lib/format";
import { interviewTexts as t } from "../interviews/messages";
import { AnswerInterviewSchema, CancelInterviewSchema, PickSlotSchema } from "../interviews/schema";
import { offerTexts as o } from "../offers/messages";
import { AnswerOfferSchema } from "../offers/schema";
import { InterviewFacts, OfferFacts, type InterviewItem, type OfferItem } from "./candidate-hiring";
import { OneButtonForm } from "./one-button-form";

const button = "w-full rounded-md px-4 py-2.5 text-sm font-semibold sm:w-auto";
const primary = `${button} bg-brand-600 text-white hover:bg-brand-700`;
const secondary = `${button} border border-slate-300 text-slate-800 hover:bg-slate-50`;
const danger = `${button} border border-red-200 text-red-700 hover:bg-red-50`;

/** The reply belongs to a card's form only when that interview or offer was posted. */
function replyFor(reply: FormReply | null | undefined, key: "interviewId" | "offerId", id: number): FormReply | null {
  return reply?.result?.initialValue?.[key] === String(id) ? (reply ?? null) : null;
}

function PickSlotButton({ interviewId, slot, minutes }: { interviewId: number; slot: string; minutes: number }) {
  const [form] = useAppForm(PickSlotSchema, { id: `pick-${interviewId}-${slot}` });
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="pickSlot" />
      <input type="hidden" name="interviewId" value={interviewId} />
      <input type="hidden" name="slot" value={slot} />
      <button type="submit" className={primary} aria-label={`${t.pick}: ${t.bookedFor(formatDateTime(slot), minutes)}`}>
        {`${t.pick}: ${formatDateTime(slot)}`}
      </button>
    </Form>
  );
}

/** "None of these suit me": ask for other times, or (for a first proposal, not for new times) decline. */
function AnswerInterviewForm({ interviewId, reply, askOnly = false }: { interviewId: number; reply?: FormReply | null; askOnly?: boolean }) {
  const mine = replyFor(reply, "interviewId", interviewId);
  const [form, fields] = useAppForm(AnswerInterviewSchema, { id: `answer-interview-${interviewId}`, reply: mine?.result?.initialValue?.intent === "pickSlot" ? null : mine });
  return (
    <details className="rounded-md border border-slate-200 p-3" open={!!form.errors || !!fields.message.errors}>
      <summary className="cursor-pointer text-sm font-medium text-slate-800">{t.declineOrAsk}</summary>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <FormErrors form={form} />
        <input type="hidden" name="interviewId" value={interviewId} />
        <TextareaField field={fields.message} label={t.doctorMessage} rows={3} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <button type="submit" name="intent" value="askOtherTimes" className={secondary}>
            {t.askOtherTimes}
          </button>
          {askOnly ? null : (
            <button type="submit" name="intent" value="declineInterview" className={danger}>
              {t.decline}
            </button>
          )}
        </div>
      </Form>
    </details>
  );
}

function CancelForm({ interviewId, reply }: { interviewId: number; reply?: FormReply | null }) {
  const [form] = useAppForm(CancelInterviewSchema, { id: `doctor-cancel-${interviewId}`, reply: replyFor(reply, "interviewId", interviewId) });
  return (
    <OneButtonForm form={form} hidden={{ intent: "cancelInterview", interviewId }} label={t.doctorCancel} className={danger} />
  );
}

function AnswerOfferForm({ offerId, reply }: { offerId: number; reply?: FormReply | null }) {
  const [form, fields] = useAppForm(AnswerOfferSchema, { id: `answer-offer-${offerId}`, reply: replyFor(reply, "offerId", offerId) });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <FormErrors form={form} />
      <input type="hidden" name="offerId" value={offerId} />
      <button type="submit" name="intent" value="acceptOffer" className={primary}>
        {o.accept}
      </button>
      <details className="rounded-md border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">{o.decline}</summary>
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">{o.declineHint}</p>
          <TextareaField field={fields.reason} label={o.declineReason} rows={2} />
          <button type="submit" name="intent" value="declineOffer" className={danger}>
            {o.decline}
          </button>
        </div>
      </details>
    </Form>
  );
}

/**
 * The doctor's interviews and offers, one card each with its actions, above their applications: a proposal to pick a
 * time from (or decline, or ask for other times), a booked interview (to cancel, or to move to one of the new times
 * the employer offers), an offer to accept or decline (and, once answered, what the doctor answered).
 */
export function DoctorHiringCards({
  interviews,
  offers,
  jobTitles,
  reply,
}: {
  interviews: InterviewItem[];
  offers: (OfferItem & { applicationId: number })[];
  jobTitles: Record<number, string>;
  reply?: FormReply | null;
}) {
  if (interviews.length === 0 && offers.length === 0) return null;
  return (
    <section aria-labelledby="hiring-cards-title" className="mt-4">
      <h2 id="hiring-cards-title" className="text-lg font-semibold text-slate-900">
        {t.doctorSectionHeading}
      </h2>
      <ul className="mt-3 space-y-3">
        {offers.map((offer) => (
          <li key={`offer-${offer.id}`} className="space-y-3 rounded-xl border border-brand-200 bg-white p-4 shadow-sm" data-testid="offer-card">
            <h3 className="font-semibold text-slate-900">{o.doctorHeading(jobTitles[offer.applicationId] ?? "")}</h3>
            <OfferFacts offer={offer} />
            {offer.status === "sent" ? <AnswerOfferForm offerId={offer.id} reply={reply} /> : null}
          </li>
        ))}
        {interviews.map((interview) => (
          <li key={`interview-${interview.id}`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="interview-card">
            <h3 className="font-semibold text-slate-900">{t.doctorHeading(jobTitles[interview.applicationId] ?? "")}</h3>
            <InterviewFacts interview={interview} />
            {interview.status === "proposed" ? (
              <div className="space-y-2">
                <p className="text-sm font-medium text-slate-800">{t.pickHeading}</p>
                <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                  {interview.slots.map((slot) => (
                    <PickSlotButton key={slot} interviewId={interview.id} slot={slot} minutes={interview.durationMinutes} />
                  ))}
                </div>
                <AnswerInterviewForm interviewId={interview.id} reply={reply} />
              </div>
            ) : null}
            {interview.status === "booked" && interview.newTimes ? (
              <div className="space-y-2">
                <p className="text-sm font-medium text-slate-800">{t.pickHeading}</p>
                <p className="text-sm text-slate-600">{t.doctorNewTimesHint}</p>
                <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                  {interview.newTimes.slots.map((slot) => (
                    <PickSlotButton key={slot} interviewId={interview.id} slot={slot} minutes={interview.newTimes?.durationMinutes ?? interview.durationMinutes} />
                  ))}
                </div>
                <AnswerInterviewForm interviewId={interview.id} reply={reply} askOnly />
              </div>
            ) : null}
            {interview.status === "booked" ? <CancelForm interviewId={interview.id} reply={reply} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
