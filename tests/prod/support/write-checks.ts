import type { HiringRows } from "./database";
import { hiringTexts, type LoadResult } from "./load";

// What the fault suite finds of the writes it saw acknowledged: each kind of write against the rows the database holds.

export type KindCheck = { kind: string; write: string; acked: number; stored: number; lost: number; sample: string[] };

/** One kind of write: those acknowledged, and which of them the database does not show as written. */
export function kindCheck<T>(kind: string, write: string, acked: Iterable<T>, found: (item: T) => boolean, describe: (item: T) => string): KindCheck {
  const all = [...acked];
  const lost = all.filter((item) => !found(item)).map(describe);
  return { kind, write, acked: all.length, stored: all.length - lost.length, lost: lost.length, sample: lost };
}

/**
 * The hiring pipeline's acknowledged writes against the rows: each note and interview proposal by its text, each
 * scorecard with its recommendation and a rating per criterion, each booking at the time picked, each offer by its
 * message, and each acceptance as an accepted offer whose candidate stands in Hired. Rows sharing a text are duplicates.
 */
export function hiringChecks(result: Pick<LoadResult, "ackedHiring">, rows: HiringRows, marker: string): { kinds: KindCheck[]; duplicates: number; rows: number } {
  const acked = result.ackedHiring;
  const notes = new Set(rows.notes.map((n) => n.body));
  const interviewNotes = new Set(rows.interviews.map((i) => i.note));
  const interviews = new Map(rows.interviews.map((i) => [i.id, i]));
  const offerMessages = new Set(rows.offers.map((o) => o.message));
  const offers = new Map(rows.offers.map((o) => [o.id, o]));
  const kinds = [
    kindCheck("notes", "note", acked.notes, (id) => notes.has(hiringTexts.note(marker, id)), (id) => `no note on application ${id}`),
    kindCheck(
      "scorecards",
      "scorecard",
      acked.scorecards,
      ([id, card]) => rows.scorecards.some((s) => s.applicationId === id && s.recommendation === card.recommendation && s.ratings === card.ratings),
      ([id, card]) => `no scorecard "${card.recommendation}" with ${card.ratings} ratings on application ${id}`,
    ),
    kindCheck("interviews proposed", "interview proposal", acked.proposals, (id) => interviewNotes.has(hiringTexts.interview(marker, id)), (id) => `no interview proposed on application ${id}`),
    kindCheck(
      "interviews booked",
      "interview booking",
      acked.bookings,
      ([id, slot]) => interviews.get(id)?.status === "booked" && interviews.get(id)?.startsAt?.getTime() === Date.parse(slot),
      ([id, slot]) => `interview ${id} not booked at ${slot} (${interviews.get(id)?.status ?? "no row"})`,
    ),
    kindCheck("offers sent", "offer", acked.offers, (id) => offerMessages.has(hiringTexts.offer(marker, id)), (id) => `no offer on application ${id}`),
    kindCheck(
      "offers accepted",
      "offer acceptance",
      acked.acceptances,
      (id) => offers.get(id)?.status === "accepted" && offers.get(id)?.stageKind === "hired",
      (id) => `offer ${id} ${offers.get(id) ? `${offers.get(id)!.status}, candidate in a stage of kind ${offers.get(id)!.stageKind}` : "has no row"}`,
    ),
  ];
  const duplicates = rows.notes.length - notes.size + rows.interviews.length - interviewNotes.size + rows.offers.length - offerMessages.size;
  return { kinds, duplicates, rows: rows.notes.length + rows.scorecards.length + rows.interviews.length + rows.offers.length };
}
