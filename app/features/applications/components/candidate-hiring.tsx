import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { FormErrors, SelectField, TextField, TextareaField, useAppForm } from "~/components/forms/app-form";
import { Field, inputClass } from "~/components/ui/field";
import type { FormReply } from "~/lib/form-schema";
import { formatDate, formatDateTime, formatRupees, formatStructuredSalary } from "~/lib/format";
import { toIndiaInput } from "../interviews/india-time";
import { INTERVIEW_DURATIONS, MAX_SLOTS, interviewTexts as t } from "../interviews/messages";
import { CancelInterviewSchema, OfferNewTimesSchema, ProposeInterviewSchema, RescheduleInterviewSchema, WithdrawNewTimesSchema } from "../interviews/schema";
import { offerTexts as o } from "../offers/messages";
import { BringBackSchema, SendOfferSchema, WithdrawOfferSchema } from "../offers/schema";
import { ScorecardSection, type ScorecardsPageData } from "../scorecards/components/scorecard-section";
import { OneButtonForm, hiringButtons } from "./one-button-form";

/** New times the team offers for a booked interview, waiting for the doctor to pick one. */
export type NewTimesItem = { slots: string[]; durationMinutes: number; location: string | null; videoUrl: string | null; note: string | null };

export type InterviewItem = {
  id: number;
  applicationId: number;
  status: Exclude<keyof typeof t.status, "new_times">;
  slots: string[];
  durationMinutes: number;
  location: string | null;
  videoUrl: string | null;
  note: string | null;
  doctorMessage: string | null;
  startsAt: string | Date | null;
  newTimes: NewTimesItem | null;
};

/** The state both sides read: a booked interview with new times waiting says so. */
export const interviewState = (interview: Pick<InterviewItem, "status" | "newTimes">): keyof typeof t.status =>
  interview.status === "booked" && interview.newTimes ? "new_times" : interview.status;

export type OfferItem = {
  id: number;
  status: keyof typeof o.status;
  salary: number;
  salaryUnit: "month" | "year";
  startDate: string;
  message: string | null;
  declineReason: string | null;
  hasLetter: boolean;
};

/** The organisation's templates of one kind, each rendered for this doctor (null when the caller may not act). */
export type TemplateChoices = { templates: { id: number; name: string; preview: { subject: string; paragraphs: string[] } }[]; forName: string } | null;

export type CandidatePageData = {
  candidate: { id: number; name: string; jobId: number; jobTitle: string; stageName: string; decided: boolean };
  mayAct: boolean;
  interviewTemplates: TemplateChoices;
  offerTemplates: TemplateChoices;
  interviews: InterviewItem[];
  offers: OfferItem[];
  scorecards: ScorecardsPageData;
  /** The doctor declined the offer and stands in Withdrawn: the stage the team may bring them back to. */
  declinedOffer: { backTo: string } | null;
};

const { primary, danger } = hiringButtons;

export const salaryText = (offer: Pick<OfferItem, "salary" | "salaryUnit">) =>
  formatStructuredSalary({ min: offer.salary, max: offer.salary, unit: offer.salaryUnit }) ?? formatRupees(offer.salary);

/** The reply belongs to a form only when that form's intent (and item) was posted. */
function replyFor(reply: FormReply | null | undefined, intent: string, id?: number): FormReply | null {
  const posted = reply?.result?.initialValue;
  if (posted?.intent !== intent) return null;
  if (id !== undefined && posted.interviewId !== String(id) && posted.offerId !== String(id)) return null;
  return reply ?? null;
}

/** What an interview says, to either side: its state, its time or times, where, and what each side wrote. */
export function InterviewFacts({ interview }: { interview: InterviewItem }) {
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p className="font-medium text-slate-900" data-testid="interview-status">
        {t.status[interviewState(interview)]}
      </p>
      {interview.startsAt ? (
        <p>{t.bookedFor(formatDateTime(interview.startsAt), interview.durationMinutes)}</p>
      ) : (
        <ul className="list-inside list-disc">
          {interview.slots.map((slot) => (
            <li key={slot}>{t.bookedFor(formatDateTime(slot), interview.durationMinutes)}</li>
          ))}
        </ul>
      )}
      {interview.location ? <p>{`${t.place}: ${interview.location}`}</p> : null}
      {interview.videoUrl ? (
        <p>
          <a href={interview.videoUrl} className="font-medium text-brand-700 underline" rel="noopener noreferrer" target="_blank">
            {t.joinVideo}
          </a>
        </p>
      ) : null}
      {interview.note ? <p className="whitespace-pre-line">{interview.note}</p> : null}
      {interview.doctorMessage ? <p className="whitespace-pre-line rounded bg-amber-50 p-2">{`${t.doctorWrote}: ${interview.doctorMessage}`}</p> : null}
      {interview.status === "booked" && interview.newTimes ? <NewTimesFacts interview={interview} newTimes={interview.newTimes} /> : null}
    </div>
  );
}

/** The new times waiting for the doctor, and what would change with them (place, link, note). */
function NewTimesFacts({ interview, newTimes }: { interview: InterviewItem; newTimes: NewTimesItem }) {
  return (
    <div className="mt-2 space-y-1 rounded border border-brand-200 bg-brand-50 p-2" data-testid="new-times">
      <p className="font-medium text-slate-900">{t.newTimesHeading(newTimes.durationMinutes)}</p>
      <ul className="list-inside list-disc">
        {newTimes.slots.map((slot) => (
          <li key={slot}>{formatDateTime(slot)}</li>
        ))}
      </ul>
      {newTimes.location && newTimes.location !== interview.location ? <p>{`${t.newPlace}: ${newTimes.location}`}</p> : null}
      {newTimes.videoUrl && newTimes.videoUrl !== interview.videoUrl ? <p className="break-all">{`${t.newVideoLink}: ${newTimes.videoUrl}`}</p> : null}
      {newTimes.note && newTimes.note !== interview.note ? <p className="whitespace-pre-line">{newTimes.note}</p> : null}
    </div>
  );
}

/** What an offer says, to either side. */
export function OfferFacts({ offer }: { offer: OfferItem }) {
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p className="font-medium text-slate-900" data-testid="offer-status">
        {o.status[offer.status]}
      </p>
      <p>{o.salaryLine(salaryText(offer))}</p>
      <p>{o.startLine(formatDate(offer.startDate))}</p>
      {offer.message ? <p className="whitespace-pre-line">{offer.message}</p> : null}
      {offer.hasLetter ? (
        <p>
          <a href={`/dashboard/offers/${offer.id}/letter`} className="font-medium text-brand-700 underline">
            {o.viewLetter}
          </a>
        </p>
      ) : null}
      {offer.declineReason ? <p>{o.declineReasonLine(offer.declineReason)}</p> : null}
    </div>
  );
}

function CancelInterviewForm({ interviewId, reply }: { interviewId: number; reply?: FormReply | null }) {
  const [form] = useAppForm(CancelInterviewSchema, { id: `cancel-interview-${interviewId}`, reply: replyFor(reply, "cancelInterview", interviewId) });
  return (
    <OneButtonForm form={form} hidden={{ intent: "cancelInterview", interviewId }} label={t.cancel} className={danger} />
  );
}

function RescheduleForm({ interview, reply }: { interview: InterviewItem; reply?: FormReply | null }) {
  const [form, fields] = useAppForm(RescheduleInterviewSchema, { id: `reschedule-${interview.id}`, reply: replyFor(reply, "rescheduleInterview", interview.id) });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="rescheduleInterview" />
      <input type="hidden" name="interviewId" value={interview.id} />
      <Field id={fields.startsAt.id} label={t.newTime} error={fields.startsAt.errors?.[0] ?? form.errors?.[0]}>
        <input
          type="datetime-local"
          id={fields.startsAt.id}
          name={fields.startsAt.name}
          required
          defaultValue={interview.startsAt ? toIndiaInput(interview.startsAt) : undefined}
          aria-invalid={fields.startsAt.errors ? true : undefined}
          className={inputClass}
        />
      </Field>
      <button type="submit" className={primary}>
        {t.reschedule}
      </button>
    </Form>
  );
}

/** New times for a booked interview: the same fields as a proposal, opened from the interview's card. */
function OfferNewTimesForm({ interview, reply }: { interview: InterviewItem; reply?: FormReply | null }) {
  const mine = replyFor(reply, "offerNewTimes", interview.id);
  const duration = String(interview.durationMinutes);
  const [form, fields] = useAppForm(OfferNewTimesSchema, {
    id: `new-times-${interview.id}`,
    reply: mine,
    defaultValue: {
      durationMinutes: (INTERVIEW_DURATIONS as readonly string[]).includes(duration) ? duration : "30",
      location: interview.location ?? undefined,
      videoUrl: interview.videoUrl ?? undefined,
    },
  });
  const typed = (mine?.result?.initialValue?.slots ?? []) as unknown as string[];
  return (
    <details className="rounded-md border border-slate-200 p-3" open={!!mine} data-testid="offer-new-times">
      <summary className="cursor-pointer text-sm font-medium text-slate-800">{t.offerNewTimes}</summary>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <FormErrors form={form} />
        <input type="hidden" name="intent" value="offerNewTimes" />
        <input type="hidden" name="interviewId" value={interview.id} />
        <p className="text-sm text-slate-600">{t.offerNewTimesHint}</p>
        <InterviewTimesFields fields={fields} typed={typed} idPrefix={`new-slot-${interview.id}`} noteRows={2} />
        <button type="submit" className={primary}>
          {t.sendNewTimes}
        </button>
      </Form>
    </details>
  );
}

function WithdrawNewTimesForm({ interviewId, reply }: { interviewId: number; reply?: FormReply | null }) {
  const [form] = useAppForm(WithdrawNewTimesSchema, { id: `withdraw-new-times-${interviewId}`, reply: replyFor(reply, "withdrawNewTimes", interviewId) });
  return <OneButtonForm form={form} hidden={{ intent: "withdrawNewTimes", interviewId }} label={t.withdrawNewTimes} className={danger} />;
}

/** The first template of the kind is chosen unless the team picks another (or the built-in text). */
const firstTemplate = (choices: TemplateChoices) => String(choices?.templates[0]?.id ?? "builtin");

/**
 * The template select and, server-rendered under it, each template as this doctor will read it (the form's details
 * follow it in the mail), the chosen one opened: no script is needed to read what will be sent.
 */
function TemplateSelect({ field, choices, idPrefix }: { field: Parameters<typeof SelectField>[0]["field"]; choices: TemplateChoices; idPrefix: string }) {
  const templates = choices?.templates ?? [];
  return (
    <div className="space-y-2">
      {/* Always has a choice selected: not marked required (a required select must open on an empty option). */}
      <SelectField field={field} label={t.templateLabel} required={false}>
        {templates.map((x) => (
          <option key={x.id} value={x.id}>
            {x.name}
          </option>
        ))}
        <option value="builtin">{t.builtinText}</option>
      </SelectField>
      {templates.length > 0 && choices ? <p className="text-sm text-slate-600">{t.templatePreviewFor(choices.forName)}</p> : null}
      {templates.map((x, i) => (
        <details key={x.id} open={i === 0} className="rounded border border-slate-200 p-2 text-sm" data-testid={`${idPrefix}-template-preview`}>
          <summary className="min-h-6 cursor-pointer font-medium text-slate-800">{t.templatePreviewHeading(x.name)}</summary>
          <p className="mt-2 font-semibold text-slate-900">{x.preview.subject}</p>
          {x.preview.paragraphs.map((p, j) => (
            <p key={j} className="mt-1 whitespace-pre-line text-slate-700">
              {p}
            </p>
          ))}
        </details>
      ))}
    </div>
  );
}

type FormField = Parameters<typeof TextField>[0]["field"];

/**
 * The times, length, place, link and note of an interview being proposed (or new times for a booked one): up to three
 * times (the first required) as typed, and the form's message about them.
 */
function InterviewTimesFields({ fields, typed, idPrefix, noteRows }: { fields: { slots: { errors?: string[] }; durationMinutes: FormField; location: FormField; videoUrl: FormField; note: FormField }; typed: string[]; idPrefix: string; noteRows: number }) {
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        {Array.from({ length: Math.min(3, MAX_SLOTS) }, (_, i) => (
          <Field key={i} id={`${idPrefix}-${i}`} label={t.slotLabel(i + 1)}>
            <input type="datetime-local" id={`${idPrefix}-${i}`} name={`slots[${i}]`} required={i === 0} defaultValue={typed[i]} className={inputClass} />
          </Field>
        ))}
      </div>
      {fields.slots.errors?.[0] ? (
        <p className="text-sm text-red-600" role="alert">
          {fields.slots.errors[0]}
        </p>
      ) : null}
      {/* Always has a choice selected: not marked required (a required select must open on an empty option). */}
      <SelectField field={fields.durationMinutes} label={t.duration} required={false}>
        {INTERVIEW_DURATIONS.map((d) => (
          <option key={d} value={d}>
            {t.durationOption(d)}
          </option>
        ))}
      </SelectField>
      <TextField field={fields.location} label={t.location} />
      <TextField field={fields.videoUrl} label={t.videoUrl} type="url" />
      <TextareaField field={fields.note} label={t.note} rows={noteRows} />
    </>
  );
}

function ProposeForm({ applicationId, choices, reply }: { applicationId: number; choices: TemplateChoices; reply?: FormReply | null }) {
  const [form, fields] = useAppForm(ProposeInterviewSchema, {
    id: "propose-interview",
    reply: replyFor(reply, "proposeInterview"),
    defaultValue: { durationMinutes: "30", templateId: firstTemplate(choices) },
  });
  const typed = (replyFor(reply, "proposeInterview")?.result?.initialValue?.slots ?? []) as unknown as string[];
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" aria-labelledby="propose-heading">
      <h3 id="propose-heading" className="font-semibold text-slate-900">
        {t.proposeHeading}
      </h3>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="proposeInterview" />
      <input type="hidden" name="applicationId" value={applicationId} />
      <p className="text-sm text-slate-600">{t.slotHint}</p>
      <InterviewTimesFields fields={fields} typed={typed} idPrefix="slot" noteRows={3} />
      <TemplateSelect field={fields.templateId} choices={choices} idPrefix="interview" />
      <button type="submit" className={primary}>
        {t.propose}
      </button>
    </Form>
  );
}

function WithdrawOfferForm({ offerId, reply }: { offerId: number; reply?: FormReply | null }) {
  const [form] = useAppForm(WithdrawOfferSchema, { id: `withdraw-offer-${offerId}`, reply: replyFor(reply, "withdrawOffer", offerId) });
  return (
    <OneButtonForm form={form} hidden={{ intent: "withdrawOffer", offerId }} label={o.withdraw} className={danger} />
  );
}

function BringBackForm({ applicationId, backTo, mayAct, reply }: { applicationId: number; backTo: string; mayAct: boolean; reply?: FormReply | null }) {
  const [form] = useAppForm(BringBackSchema, { id: "bring-back", reply: replyFor(reply, "bringBack") });
  return (
    <div className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-slate-800" data-testid="declined-offer">
      <p>{o.declinedWithdrawn}</p>
      {mayAct ? (
        <>
          <p>{o.bringBackHint}</p>
          <OneButtonForm form={form} hidden={{ intent: "bringBack", applicationId }} label={o.bringBack(backTo)} className={primary} />
        </>
      ) : null}
    </div>
  );
}

function SendOfferForm({ applicationId, choices, reply }: { applicationId: number; choices: TemplateChoices; reply?: FormReply | null }) {
  const [form, fields] = useAppForm(SendOfferSchema, { id: "send-offer", reply: replyFor(reply, "sendOffer"), defaultValue: { salaryUnit: "year", templateId: firstTemplate(choices) } });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-3" aria-labelledby="offer-heading">
      <h3 id="offer-heading" className="font-semibold text-slate-900">
        {o.sendHeading}
      </h3>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="sendOffer" />
      <input type="hidden" name="applicationId" value={applicationId} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField field={fields.salary} label={o.salary} inputMode="numeric" />
        <SelectField field={fields.salaryUnit} label={o.salaryUnit} required={false}>
          <option value="year">{o.perYear}</option>
          <option value="month">{o.perMonth}</option>
        </SelectField>
      </div>
      <TextField field={fields.startDate} label={o.startDate} type="date" />
      <TextareaField field={fields.message} label={o.message} rows={3} />
      <Field id={fields.letter.id} label={o.letter} error={fields.letter.errors?.[0]}>
        <input type="file" id={fields.letter.id} name={fields.letter.name} accept="application/pdf" className="block w-full text-sm" />
      </Field>
      <TemplateSelect field={fields.templateId} choices={choices} idPrefix="offer" />
      <button type="submit" className={primary}>
        {o.send}
      </button>
    </Form>
  );
}

/** The team's page for one candidate: interviews (propose, reschedule, offer new times, cancel) and the offer (send, withdraw). */
export function CandidateHiring({ data, reply }: { data: CandidatePageData; reply?: FormReply | null }) {
  const { candidate, mayAct } = data;
  const canPropose = mayAct && !candidate.decided;
  const openOffer = data.offers.some((offer) => offer.status === "sent");
  return (
    <div className="space-y-6">
      <div>
        <Link to={`/dashboard/applicants/${candidate.jobId}`} className="text-sm font-medium text-brand-700 hover:underline">
          {t.backToApplicants}
        </Link>
        <h1 className="mt-2 text-xl font-semibold text-slate-900">{t.candidateHeading(candidate.name)}</h1>
        <p className="text-sm text-slate-600">{t.candidateIntro(candidate.jobTitle, candidate.stageName)}</p>
        {!mayAct ? <p className="mt-2 rounded bg-slate-100 p-2 text-sm text-slate-700">{t.readOnly}</p> : null}
      </div>
      <section aria-labelledby="interviews-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="interviews-heading" className="text-lg font-semibold text-slate-900">
          {t.sectionHeading}
        </h2>
        {data.interviews.length === 0 ? <p className="text-sm text-slate-600">{t.none}</p> : null}
        <ul className="space-y-3">
          {data.interviews.map((interview) => (
            <li key={interview.id} className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="team-interview">
              <InterviewFacts interview={interview} />
              {mayAct && interview.status === "booked" ? <RescheduleForm interview={interview} reply={reply} /> : null}
              {mayAct && interview.status === "booked" && !candidate.decided ? (
                interview.newTimes ? <WithdrawNewTimesForm interviewId={interview.id} reply={reply} /> : <OfferNewTimesForm interview={interview} reply={reply} />
              ) : null}
              {mayAct && ["proposed", "booked", "other_times"].includes(interview.status) ? <CancelInterviewForm interviewId={interview.id} reply={reply} /> : null}
            </li>
          ))}
        </ul>
        {canPropose ? <ProposeForm applicationId={candidate.id} choices={data.interviewTemplates} reply={reply} /> : null}
      </section>
      <section aria-labelledby="offers-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="offers-heading" className="text-lg font-semibold text-slate-900">
          {o.sectionHeading}
        </h2>
        {data.offers.length === 0 ? <p className="text-sm text-slate-600">{o.none}</p> : null}
        <ul className="space-y-3">
          {data.offers.map((offer) => (
            <li key={offer.id} className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="team-offer">
              <OfferFacts offer={offer} />
              {mayAct && offer.status === "sent" ? <WithdrawOfferForm offerId={offer.id} reply={reply} /> : null}
            </li>
          ))}
        </ul>
        {data.declinedOffer ? <BringBackForm applicationId={candidate.id} backTo={data.declinedOffer.backTo} mayAct={mayAct} reply={reply} /> : null}
        {canPropose && !openOffer ? <SendOfferForm applicationId={candidate.id} choices={data.offerTemplates} reply={reply} /> : null}
      </section>
      <ScorecardSection applicationId={candidate.id} data={data.scorecards} reply={reply} />
    </div>
  );
}
