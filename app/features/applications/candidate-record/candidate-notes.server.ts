import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { candidateNoteMentions, candidateNotes, jobTeamMembers, organisationMembers, user } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { fieldErrorsOf } from "~/lib/form-schema";
import type { MaybeActor } from "~/lib/permissions";
import { memberMayOnJob } from "~/lib/team-permissions";
import { logger } from "~/services/logger.server";
import { queueMail } from "~/services/mail/mail-queue.server";
import { hiringEventMail } from "~/services/mail/templates.server";
import { notify } from "~/services/notify/notify.server";
import { candidateScope, recordCandidateChange, type CandidateScope } from "./candidate-scope.server";
import { recordTexts as t } from "./messages";
import { AddNoteSchema } from "./schema";

// Notes on a candidate, and the colleagues they mention: a mention is only for a colleague who may see the application
// the note is written on, and tells them in their bell and by mail (through the queue, after the note is stored).

export type Colleague = { userId: string; name: string; email: string };

/** The organisation's members, each with whether they may see the job of the candidate's application. */
async function membersWithAccess(scope: CandidateScope): Promise<(Colleague & { maySee: boolean })[]> {
  const jobId = scope.record.jobId;
  const rows = await db()
    .select({
      userId: organisationMembers.userId,
      role: organisationMembers.role,
      name: user.name,
      email: user.email,
      onTeam: sql<boolean>`exists (select 1 from ${jobTeamMembers} where ${jobTeamMembers.jobId} = ${jobId} and ${jobTeamMembers.userId} = ${organisationMembers.userId})`,
    })
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, scope.organisationId))
    .orderBy(asc(user.name), asc(user.id));
  return rows.map((r) => ({
    userId: r.userId,
    name: r.name,
    email: r.email,
    maySee: memberMayOnJob({ organisationId: scope.organisationId, role: r.role, teamJobIds: r.onTeam ? [jobId] : [] }, { id: jobId, organisationId: scope.organisationId }, "view"),
  }));
}

/** The colleagues the caller may mention on this candidate's page: members who may see the application, not the caller. */
export async function mentionableColleagues(scope: CandidateScope): Promise<Colleague[]> {
  return (await membersWithAccess(scope)).filter((m) => m.maySee && m.userId !== scope.actor.userId).map(({ userId, name, email }) => ({ userId, name, email }));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The members whose full name follows an @ in the text (not followed by more of a word: "@Asha" is not "@Ashwin"). */
export function namesMentioned<M extends { name: string }>(body: string, members: readonly M[]): M[] {
  if (!body.includes("@")) return [];
  return members.filter((m) => m.name.trim() !== "" && new RegExp(`@${escapeRegExp(m.name.trim())}(?![\\p{L}\\p{N}_])`, "iu").test(body));
}

/**
 * A team member adds a note on the candidate of `applicationId`, mentioning colleagues by id (`mentions`) or by
 * writing "@Full Name" in the text. Refused when the caller may not view the application; a mention of someone who may
 * not see it is refused beside its field. Returns the note's id and who was told.
 */
export async function addCandidateNote(input: { actor: MaybeActor; applicationId: number; body: string; mentions?: readonly string[] }): Promise<{ id: number; mentioned: string[] }> {
  const scope = await candidateScope(input.actor, input.applicationId, "view");
  const parsed = AddNoteSchema.pick({ body: true, mentions: true }).safeParse({ body: input.body, mentions: input.mentions ? [...input.mentions] : [] });
  if (!parsed.success) {
    const fields = fieldErrorsOf(parsed.error);
    throw new AppError("invalid_input", Object.values(fields)[0] ?? t.noteRequired, fields);
  }
  const { body } = parsed.data;
  const actor = scope.actor;
  const members = await membersWithAccess(scope);
  const byId = new Map(members.map((m) => [m.userId, m]));
  const chosen: Colleague[] = [];
  for (const id of parsed.data.mentions) {
    if (id === actor.userId) continue;
    const member = byId.get(id);
    if (!member) throw new AppError("invalid_input", t.mentionUnknown, { mentions: t.mentionUnknown });
    if (!member.maySee) throw new AppError("invalid_input", t.mentionNotAllowed(member.name), { mentions: t.mentionNotAllowed(member.name) });
    chosen.push(member);
  }
  for (const member of namesMentioned(body, members)) {
    if (member.userId === actor.userId) continue;
    if (!member.maySee) throw new AppError("invalid_input", t.mentionNotAllowed(member.name), { body: t.mentionNotAllowed(member.name) });
    if (!chosen.some((c) => c.userId === member.userId)) chosen.push(member);
  }
  const mentioned = chosen.map((c) => c.userId);
  const id = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(candidateNotes)
      .values({ organisationId: scope.organisationId, doctorId: scope.doctorId, applicationId: scope.record.id, authorId: actor.userId, body })
      .returning({ id: candidateNotes.id });
    const noteId = row!.id;
    if (mentioned.length > 0) await tx.insert(candidateNoteMentions).values(mentioned.map((userId) => ({ noteId, userId })));
    await recordCandidateChange(tx, { actor, action: "candidate.note.add", applicationId: scope.record.id, details: { noteId, doctorId: scope.doctorId, jobId: scope.record.jobId, mentioned, length: body.length } });
    return noteId;
  });
  await tellMentioned({ scope, noteId: id, body, colleagues: chosen });
  return { id, mentioned };
}

/** The bell and the mail for each colleague mentioned; the note is stored whether or not these succeed. */
async function tellMentioned(input: { scope: CandidateScope; noteId: number; body: string; colleagues: Colleague[] }): Promise<void> {
  const { scope, noteId, body, colleagues } = input;
  if (colleagues.length === 0) return;
  const author = scope.actor.name || scope.actor.email;
  const link = `/dashboard/candidates/${scope.record.id}#note-${noteId}`;
  const excerpt = body.length > 300 ? `${body.slice(0, 300)}…` : body;
  try {
    await notify(colleagues.map((c) => ({ userId: c.userId, kind: "mention" as const, title: t.mentionBell(author, scope.doctorName), body: excerpt, link, dedupeKey: `note-mention:${noteId}:${c.userId}` })));
    for (const c of colleagues) {
      const mail = hiringEventMail({
        name: c.name,
        subject: t.mentionMailSubject(author, scope.doctorName),
        paragraphs: [t.mentionMailIntro(author, scope.doctorName, scope.record.jobTitle), excerpt],
        button: { label: t.openCandidate, path: link },
      });
      await queueMail({ to: c.email, ...mail }, { key: `note-mention:${noteId}:${c.userId}` });
    }
  } catch (error) {
    logger().error({ err: error, noteId }, "telling the colleagues mentioned in a note failed");
  }
}

/** The author deletes their own note (its mentions go with it). */
export async function deleteCandidateNote(input: { actor: MaybeActor; applicationId: number; noteId: number }): Promise<void> {
  const scope = await candidateScope(input.actor, input.applicationId, "view");
  const [note] = await db()
    .select({ id: candidateNotes.id, authorId: candidateNotes.authorId, applicationId: candidateNotes.applicationId })
    .from(candidateNotes)
    .where(and(eq(candidateNotes.id, input.noteId), eq(candidateNotes.organisationId, scope.organisationId), eq(candidateNotes.doctorId, scope.doctorId)))
    .limit(1);
  const visible = note && (scope.allJobs || scope.applications.some((a) => a.id === note.applicationId));
  if (!note || !visible) throw new AppError("not_found", t.noteNotFound);
  if (note.authorId !== scope.actor.userId) throw new AppError("forbidden", t.notYourNote);
  await db().transaction(async (tx) => {
    const [gone] = await tx.delete(candidateNotes).where(eq(candidateNotes.id, note.id)).returning({ id: candidateNotes.id });
    if (!gone) throw new AppError("not_found", t.noteNotFound);
    await recordCandidateChange(tx, { actor: scope.actor, action: "candidate.note.delete", applicationId: scope.record.id, details: { noteId: note.id, doctorId: scope.doctorId } });
  });
}
