import { and, asc, desc, eq } from "drizzle-orm";
import { db } from "./client.server";
import { DEMO_ACCOUNTS } from "./demo-data";
import * as t from "./schema";

const HOUR = 3_600_000;

/**
 * Notes on the demo hospital's candidates (docs/decisions/102-candidate-record.md): on the first job the interviewer
 * and hiring manager work on, the recruiter mentions the hiring manager (who finds it in the bell), the hiring manager
 * answers, and the interviewer leaves an impression on another candidate.
 */
export async function seedDemoNotes(input: { organisationId: string; jobId: number | undefined; colleagues: Record<"recruiter" | "hiringManager" | "interviewer", string>; now: number }) {
  const { organisationId, jobId, colleagues, now } = input;
  if (jobId === undefined) return;
  const apps = await db()
    .select({ id: t.applications.id, doctorId: t.applications.doctorId, name: t.profiles.name })
    .from(t.applications)
    .innerJoin(t.profiles, eq(t.profiles.id, t.applications.doctorId))
    .innerJoin(t.jobStages, eq(t.jobStages.id, t.applications.stageId))
    // Candidates still in play: the notes talk of an interview to come.
    .where(and(eq(t.applications.jobId, jobId), eq(t.jobStages.kind, "active")))
    .orderBy(desc(t.applications.createdAt), asc(t.applications.id))
    .limit(2);
  const [first, second] = apps;
  if (!first) return;
  const manager = DEMO_ACCOUNTS.hiringManager.name;
  const notes = [
    { app: first, authorId: colleagues.recruiter, at: now - 26 * HOUR, body: `Spoke on the phone: available from next month, prefers day shifts. @${manager} could you look at the echo experience before we book an interview?` },
    { app: first, authorId: colleagues.hiringManager, at: now - 20 * HOUR, body: "Looked through the resume: solid echo and TMT numbers. Worth an interview this week." },
    ...(second ? [{ app: second, authorId: colleagues.interviewer, at: now - 5 * HOUR, body: "Calm and clear in the screening call; asked good questions about night cover." }] : []),
  ];
  const rows = await db()
    .insert(t.candidateNotes)
    .values(notes.map((n) => ({ organisationId, doctorId: n.app.doctorId, applicationId: n.app.id, authorId: n.authorId, body: n.body, createdAt: new Date(n.at) })))
    .returning({ id: t.candidateNotes.id });
  const mentionNote = rows[0]!.id;
  await db().insert(t.candidateNoteMentions).values({ noteId: mentionNote, userId: colleagues.hiringManager });
  await db()
    .insert(t.notifications)
    .values({
      userId: colleagues.hiringManager,
      kind: "mention",
      title: `${DEMO_ACCOUNTS.recruiter.name} mentioned you in a note on ${first.name}`,
      body: notes[0]!.body,
      link: `/dashboard/candidates/${first.id}#note-${mentionNote}`,
      dedupeKey: `note-mention:${mentionNote}:${colleagues.hiringManager}`,
      createdAt: new Date(notes[0]!.at),
    });
}
