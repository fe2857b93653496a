import crypto from "node:crypto";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applicationStageMoves, applications, files, offers } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { isPdf } from "~/lib/file-type";
import { formatDate, formatRupees, formatStructuredSalary } from "~/lib/format";
import { validation } from "~/lib/messages";
import type { Actor, MaybeActor } from "~/lib/permissions";
import { logger } from "~/services/logger.server";
import { queueMail } from "~/services/mail/mail-queue.server";
import { hiringEventMail, organisationTemplateMail } from "~/services/mail/templates.server";
import { notify } from "~/services/notify/notify.server";
import { removeFile, storageDriver, storeFile } from "~/services/storage/storage.server";
import { applicationForDoctor, applicationForTeam, applicationRecord, recordHiringChange, type ApplicationRecord } from "../interviews/interview-records.server";
import { todayInIndia } from "../interviews/india-time";
import { addHistoryNote, bringBackFromWithdrawn, followStage } from "../stage-moves.server";
import { applicationEventData, emitWebhookEvent, queueDeliveries } from "~/services/webhooks/webhooks.server";
import { OFFER_STAGE_NAMES } from "../stage-template";
import { hiringTemplateText, recordApplicationEmail } from "../hiring-template-mail.server";
import { interviewTexts } from "../interviews/messages";
import { OFFER_LETTER_MAX_BYTES, offerTexts as t } from "./messages";

// Offers (docs/decisions/099-interviews-and-offers.md). The team (roles that move candidates) sends one open offer at a
// time; the candidate moves to Offer. The doctor accepts (the candidate moves to Hired) or declines (the candidate moves
// to Withdrawn, the history says declined, and the team may bring them back to send a revised offer); the team may
// withdraw the offer until then. The team is told in its bell.

type Offer = typeof offers.$inferSelect;

/** The salary as the site shows salaries: a year in lakhs (₹18 LPA), a month with Indian grouping. */
export function offerSalaryText(offer: Pick<Offer, "salary" | "salaryUnit">): string {
  return formatStructuredSalary({ min: offer.salary, max: offer.salary, unit: offer.salaryUnit }) ?? formatRupees(offer.salary);
}

/** Checks an offer letter by content (the %PDF- signature, as resumes are) and size. */
export function checkLetterBytes(bytes: Uint8Array): Uint8Array {
  if (bytes.byteLength === 0 || bytes.byteLength > OFFER_LETTER_MAX_BYTES || !isPdf(bytes)) throw new AppError("invalid_file", t.letterInvalid, { letter: t.letterInvalid });
  return bytes;
}

async function offerById(offerId: number): Promise<Offer> {
  const [row] = await db().select().from(offers).where(eq(offers.id, offerId)).limit(1);
  if (!row) throw new AppError("not_found", t.notFound);
  return row;
}

async function afterwards(what: string, offerId: number, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    logger().error({ err: error, offerId }, `offer ${what} stored but its notifications were not queued`);
  }
}

export async function sendOffer(input: {
  actor: MaybeActor;
  applicationId: number;
  salary: number;
  salaryUnit: "month" | "year";
  startDate: string;
  message?: string;
  letter?: { bytes: Uint8Array; name: string } | null;
  templateId?: number | "builtin";
}): Promise<{ id: number }> {
  const { actor, record } = await applicationForTeam(input.actor, input.applicationId, "moveCandidates");
  if (record.stageKind !== "active") throw new AppError("conflict", t.decided);
  const templated = await hiringTemplateText({ actor, candidate: record, kind: "offer", templateId: input.templateId });
  if (input.startDate < todayInIndia()) throw new AppError("invalid_input", t.startDateInvalid, { startDate: t.startDateInvalid });
  const [open] = await db().select({ id: offers.id }).from(offers).where(and(eq(offers.applicationId, record.id), eq(offers.status, "sent"))).limit(1);
  if (open) throw new AppError("conflict", t.alreadyOpen);
  const letterBytes = input.letter && input.letter.bytes.byteLength > 0 ? checkLetterBytes(input.letter.bytes) : null;
  const stored = letterBytes
    ? await storeFile({ bucket: "offer-letters", key: `${record.id}/${Date.now()}-${crypto.randomBytes(6).toString("hex")}.pdf`, bytes: letterBytes, contentType: "application/pdf", ownerId: actor.userId, originalName: input.letter?.name ?? null })
    : null;
  let id: number;
  try {
    id = await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(offers)
        .values({ applicationId: record.id, salary: input.salary, salaryUnit: input.salaryUnit, startDate: input.startDate, message: input.message ?? null, letterFileId: stored?.id ?? null, sentBy: actor.userId })
        .onConflictDoNothing()
        .returning({ id: offers.id });
      if (!row) throw new AppError("conflict", t.alreadyOpen);
      await recordHiringChange(tx, { actor, action: "offer.send", applicationId: record.id, details: { jobId: record.jobId, offerId: row.id, salary: input.salary, salaryUnit: input.salaryUnit, startDate: input.startDate, letter: !!stored } });
      return row.id;
    });
  } catch (error) {
    if (stored) await removeFile("offer-letters", stored.key).catch(() => undefined);
    throw error;
  }
  const offer = { id, salary: input.salary, salaryUnit: input.salaryUnit, startDate: input.startDate };
  const moved = await followSentOffer(actor, record.id, offer);
  if (!moved) await addHistoryNote(db(), { applicationId: record.id, by: actor.userId, note: t.historySent(offerSalaryText(offer)) });
  await tellDoctorOfOffer(actor, record, offer, templated);
  return { id };
}

/** The pipeline following a sent offer: the candidate moves to the job's Offer stage (null when there or past it). */
export function followSentOffer(actor: Actor, applicationId: number, offer: Pick<Offer, "id" | "salary" | "salaryUnit">) {
  return followStage({
    actor,
    applicationId,
    pick: (stages) => stages.find((s) => s.kind === "active" && (OFFER_STAGE_NAMES as readonly string[]).includes(s.name)),
    note: t.historySent(offerSalaryText(offer)),
    details: { offerId: offer.id },
  });
}

/**
 * The doctor told of a sent offer: the bell, and a mail with the template's text (or the built-in one), the salary and
 * the start date, recorded in the candidate's e-mails. Both keyed by the offer, so a second call sends nothing twice.
 */
export async function tellDoctorOfOffer(
  actor: Actor,
  record: ApplicationRecord,
  offer: Pick<Offer, "id" | "salary" | "salaryUnit" | "startDate">,
  templated: Awaited<ReturnType<typeof hiringTemplateText>> | null,
): Promise<void> {
  await afterwards("sending", offer.id, async () => {
    if (record.doctorUserId) await notify({ userId: record.doctorUserId, kind: "application_status", title: t.doctorBell(record.jobTitle), body: record.company, link: "/dashboard/applications", dedupeKey: `offer-sent:${offer.id}` });
    if (record.doctorEmail) {
      const text = t.offerMail(record.jobTitle, record.company);
      const paragraphs = [...(templated ? templated.paragraphs : text.body), t.salaryLine(offerSalaryText(offer)), t.startLine(formatDate(offer.startDate))];
      const mail = templated
        ? organisationTemplateMail({ subject: templated.subject, paragraphs })
        : hiringEventMail({ name: record.doctorName, subject: text.subject, paragraphs, button: { label: interviewTexts.viewApplications, path: "/dashboard/applications" } });
      await queueMail({ to: record.doctorEmail, ...mail }, { key: `offer-sent:${offer.id}` });
      await recordApplicationEmail({ applicationId: record.id, subject: mail.subject, body: paragraphs.join("\n\n"), sentBy: actor.userId });
    }
  });
}

/** The team withdraws an offer the doctor has not answered yet. */
export async function withdrawOffer(input: { actor: MaybeActor; offerId: number }): Promise<void> {
  const offer = await offerById(input.offerId);
  const { actor, record } = await applicationForTeam(input.actor, offer.applicationId, "moveCandidates");
  await db().transaction(async (tx) => {
    const [row] = await tx.update(offers).set({ status: "withdrawn", withdrawnAt: new Date() }).where(and(eq(offers.id, offer.id), eq(offers.status, "sent"))).returning({ id: offers.id });
    if (!row) throw new AppError("conflict", t.notOpen);
    await recordHiringChange(tx, { actor, action: "offer.withdraw", applicationId: record.id, details: { jobId: record.jobId, offerId: offer.id } });
    await addHistoryNote(tx, { applicationId: record.id, by: actor.userId, note: t.historyWithdrawn });
  });
  await afterwards("withdrawal", offer.id, async () => {
    if (record.doctorUserId) await notify({ userId: record.doctorUserId, kind: "application_status", title: t.withdrawnBell(record.jobTitle), body: record.company, link: "/dashboard/applications", dedupeKey: `offer-withdrawn:${offer.id}` });
  });
}

/**
 * The doctor answers their offer. Accepting moves the candidate to the job's Hired stage, declining to its Withdrawn
 * stage (the doctor left the process), both through the board's move, so the history line, audit row, webhook, undo
 * window and the doctor's word apply; a candidate already decided stays where they are, with the history line. The
 * team member who sent it, and the job's poster, are told in their bell.
 */
export async function answerOffer(input: { actor: MaybeActor; offerId: number; accept: boolean; reason?: string }): Promise<void> {
  const offer = await offerById(input.offerId);
  const { actor, record } = await applicationForDoctor(input.actor, offer.applicationId);
  const status = input.accept ? "accepted" : "declined";
  // The same answer again: an earlier try stored it but ended before the pipeline followed (a database outage
  // between the two). The answer stands; the stage and the team's bell are caught up, nothing is written twice.
  const retry = offer.status === status;
  const deliveries = retry ? [] : await db().transaction(async (tx) => {
    const [row] = await tx
      .update(offers)
      .set({ status, respondedAt: new Date(), declineReason: input.accept ? null : (input.reason ?? null) })
      .where(and(eq(offers.id, offer.id), eq(offers.status, "sent")))
      .returning({ id: offers.id, respondedAt: offers.respondedAt });
    if (!row) throw new AppError("conflict", t.notOpen);
    await recordHiringChange(tx, { actor, action: input.accept ? "offer.accept" : "offer.decline", applicationId: record.id, details: { jobId: record.jobId, offerId: offer.id, ...(input.reason && !input.accept ? { reason: input.reason } : {}) } });
    if (!input.accept) return [];
    const app = await applicationEventData(tx, record.id);
    const acceptedAt = (row.respondedAt ?? new Date()).toISOString();
    return app ? await emitWebhookEvent(tx, app.organisationId, "offer.accepted", { offer: { id: offer.id, application_id: record.id, job_id: record.jobId, accepted_at: acceptedAt } }) : [];
  });
  await queueDeliveries(deliveries);
  const note = input.accept ? t.historyAccepted : t.historyDeclined(input.reason ?? null);
  const moved = await followOfferAnswer(actor, record.id, { id: offer.id, status, declineReason: input.reason ?? null });
  if (!moved && !retry) await addHistoryNote(db(), { applicationId: record.id, by: actor.userId, note });
  await tellTeamOfAnswer(record, { id: offer.id, sentBy: offer.sentBy, status, declineReason: input.reason ?? null });
}

type Answer = { id: number; status: "accepted" | "declined"; declineReason: string | null };

/**
 * The pipeline following the doctor's answer, through the board's move: accepted, to the job's Hired stage; declined,
 * to its Withdrawn stage (the doctor left the process). Null when the candidate is already decided.
 */
export function followOfferAnswer(doctor: Actor, applicationId: number, answer: Answer) {
  const accept = answer.status === "accepted";
  return followStage({
    actor: doctor,
    applicationId,
    pick: (stages) => stages.find((s) => s.kind === (accept ? "hired" : "withdrawn")),
    note: accept ? t.historyAccepted : t.historyDeclined(answer.declineReason),
    details: { offerId: answer.id },
    doctorLeaves: !accept,
  });
}

/** The team member who sent the offer, and the job's poster, told of the answer in their bell (once per offer). */
export async function tellTeamOfAnswer(record: ApplicationRecord, answer: Answer & { sentBy: string | null }): Promise<void> {
  const accept = answer.status === "accepted";
  await afterwards("answer", answer.id, async () => {
    const team = [...new Set([answer.sentBy, record.jobOwnerId].filter((u): u is string => !!u))];
    await notify(
      team.map((userId) => ({
        userId,
        kind: "application_status" as const,
        title: t.answeredBell(record.doctorName, accept),
        body: answer.declineReason && !accept ? t.declineReasonLine(answer.declineReason) : record.jobTitle,
        link: `/dashboard/candidates/${record.id}`,
        dedupeKey: `offer-answer:${answer.id}:${userId}`,
      })),
    );
  });
}

/**
 * When the doctor's declined offer moved the application to Withdrawn and it still stands there: the stage the team
 * may bring the candidate back to (where the decline moved it from) and the offer. Null otherwise: a doctor who
 * withdrew the application themselves stays withdrawn.
 */
export async function declinedOfferToBringBack(applicationId: number): Promise<{ offerId: number; backTo: { id: number; name: string } } | null> {
  const [latest] = await db()
    .select({ toKind: applicationStageMoves.toKind, toStageId: applicationStageMoves.toStageId, fromStageId: applicationStageMoves.fromStageId, fromName: applicationStageMoves.fromName, byUserId: applicationStageMoves.byUserId, note: applicationStageMoves.note, createdAt: applicationStageMoves.createdAt, stageId: applications.stageId, doctorId: applications.doctorId })
    .from(applicationStageMoves)
    .innerJoin(applications, eq(applications.id, applicationStageMoves.applicationId))
    .where(and(eq(applicationStageMoves.applicationId, applicationId), isNull(applicationStageMoves.undoneAt)))
    .orderBy(desc(applicationStageMoves.createdAt), desc(applicationStageMoves.id))
    .limit(1);
  if (!latest || latest.toKind !== "withdrawn" || latest.stageId !== latest.toStageId || latest.byUserId !== latest.doctorId || latest.fromStageId === null) return null;
  const [offer] = await db().select({ id: offers.id, status: offers.status, respondedAt: offers.respondedAt }).from(offers).where(eq(offers.applicationId, applicationId)).orderBy(desc(offers.createdAt), desc(offers.id)).limit(1);
  // The decline's move came after the answer and carries its line; the doctor's own withdrawal carries none.
  if (!offer || offer.status !== "declined" || !offer.respondedAt || latest.createdAt.getTime() < offer.respondedAt.getTime() || latest.note === null) return null;
  return { offerId: offer.id, backTo: { id: latest.fromStageId, name: latest.fromName ?? "" } };
}

/** The team brings a candidate who declined the offer back out of Withdrawn, to the stage they left, for a revised offer. */
export async function bringBackAfterDecline(input: { actor: MaybeActor; applicationId: number }): Promise<{ stageName: string }> {
  const { actor, record } = await applicationForTeam(input.actor, input.applicationId, "moveCandidates");
  const declined = await declinedOfferToBringBack(record.id);
  if (!declined) throw new AppError("conflict", t.notBroughtBack);
  const { to } = await bringBackFromWithdrawn({ actor, applicationId: record.id, toStageId: declined.backTo.id, note: t.historyBroughtBack, details: { offerId: declined.offerId } });
  return { stageName: to.name };
}

export type OfferView = Pick<Offer, "id" | "applicationId" | "status" | "salary" | "salaryUnit" | "startDate" | "message" | "declineReason" | "createdAt"> & { hasLetter: boolean };

const viewColumns = {
  id: offers.id,
  applicationId: offers.applicationId,
  status: offers.status,
  salary: offers.salary,
  salaryUnit: offers.salaryUnit,
  startDate: offers.startDate,
  message: offers.message,
  declineReason: offers.declineReason,
  createdAt: offers.createdAt,
  letterFileId: offers.letterFileId,
};

const toView = ({ letterFileId, ...row }: { letterFileId: string | null } & Omit<OfferView, "hasLetter">): OfferView => ({ ...row, hasLetter: !!letterFileId });

/** A candidate's offers, newest first, for the team. */
export async function listOffersForTeam({ actor, applicationId }: { actor: MaybeActor; applicationId: number }): Promise<OfferView[]> {
  await applicationForTeam(actor, applicationId, "view");
  const rows = await db().select(viewColumns).from(offers).where(eq(offers.applicationId, applicationId)).orderBy(desc(offers.createdAt), desc(offers.id));
  return rows.map(toView);
}

/** The doctor's offers: waiting for an answer, and the ones they accepted or declined (what they did stays in view). */
export async function listOffersForDoctor({ actor }: { actor: Actor }): Promise<OfferView[]> {
  if (actor.role !== "doctor") throw new AppError("forbidden", validation.permissionDenied);
  const rows = await db()
    .select(viewColumns)
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .where(and(eq(applications.doctorId, actor.userId), inArray(offers.status, ["sent", "accepted", "declined"])))
    .orderBy(desc(offers.createdAt), desc(offers.id));
  return rows.map(toView);
}

/** An offer's letter, for the doctor whose offer it is or the job's team; null when it has none. */
export async function readOfferLetter({ actor, offerId }: { actor: MaybeActor; offerId: number }): Promise<{ bytes: Uint8Array; name: string } | null> {
  const offer = await offerById(offerId);
  const record = await applicationRecord(offer.applicationId);
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  if (record.doctorId === actor.userId && actor.role === "doctor") {
    // The doctor's own offer.
  } else {
    await applicationForTeam(actor, offer.applicationId, "view");
  }
  if (!offer.letterFileId) return null;
  const [file] = await db().select({ key: files.key, name: files.originalName }).from(files).where(and(eq(files.id, offer.letterFileId), eq(files.bucket, "offer-letters"))).limit(1);
  if (!file) return null;
  const bytes = await storageDriver().get("offer-letters", file.key);
  return bytes ? { bytes, name: file.name ?? "offer-letter.pdf" } : null;
}
