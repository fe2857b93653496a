// POST /api/v1/applications/{id}/notes: a note on the candidate, written as the key's member through the candidate
// record's own operation (docs/decisions/102-candidate-record.md): the same permission, length and mention rules,
// the audit row, and the bell and e-mail for each colleague mentioned.
import { eq } from "drizzle-orm";
import type * as z from "zod";
import { db } from "~/db/client.server";
import { candidateNotes } from "~/db/schema";
import { addCandidateNote } from "~/features/applications/candidate-record/candidate-notes.server";
import { AppError } from "~/lib/errors";
import type { Actor } from "~/lib/permissions";
import { idOf, visibleApplication } from "./applications";
import { jsonObject, problemOf } from "./job-writes";
import { applicationProblems as ap, apiKeyProblems as k } from "./messages";
import { ApiProblem, invalidParameters } from "./problem";
import { ApplicationNoteWriteSchema, type ApplicationNoteSchema } from "./schema";

type ApplicationNote = z.infer<typeof ApplicationNoteSchema>;

function parseNote(body: Record<string, unknown>) {
  const parsed = ApplicationNoteWriteSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors: { name: string; reason: string }[] = [];
  for (const issue of parsed.error.issues) {
    const names = issue.code === "unrecognized_keys" ? issue.keys : [String(issue.path[0] ?? "body")];
    for (const name of names) {
      const reason = issue.code === "unrecognized_keys" ? k.unknownField : name === "body" ? ap.noteBody : name === "mentions" ? ap.noteMentions : issue.message;
      if (!errors.some((e) => e.name === name)) errors.push({ name, reason });
    }
  }
  throw invalidParameters(errors);
}

/** POST /api/v1/applications/{id}/notes. */
export async function addNoteFromApi(actor: Actor, rawId: string, request: Request): Promise<ApplicationNote> {
  const id = idOf(rawId, ap.badId);
  const input = parseNote(await jsonObject(request));
  // Another organisation's application is 404 and one outside the member's jobs 403, as for every applications call.
  await visibleApplication(actor, id);
  let added: { id: number; mentioned: string[] };
  try {
    added = await addCandidateNote({ actor, applicationId: id, body: input.body, mentions: input.mentions ?? [] });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw new ApiProblem(404, ap.notFound);
    throw problemOf(error);
  }
  const [note] = await db()
    .select({ body: candidateNotes.body, authorId: candidateNotes.authorId, createdAt: candidateNotes.createdAt })
    .from(candidateNotes)
    .where(eq(candidateNotes.id, added.id));
  return {
    id: added.id,
    application_id: id,
    body: note!.body,
    author_id: note!.authorId ?? actor.userId,
    mentioned: added.mentioned,
    created_at: note!.createdAt.toISOString(),
  };
}
