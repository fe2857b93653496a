import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { can, type MaybeActor } from "~/lib/permissions";

export type ResumeView =
  | { kind: "sign-in" }
  | { kind: "forbidden" }
  | { kind: "missing"; name: string }
  | { kind: "resume"; name: string; specialization: string | null; location: string | null; url: string };

/**
 * The resume viewer (/resume/{name}?resumeId={profileId}). Resumes are for their owner, the admin and signed-in
 * employers; others are asked to sign in as an employer. The file itself is served (and the view recorded) by
 * the /files gate.
 */
export async function getResumeView({ actor, profileId, nameFromUrl }: { actor: MaybeActor; profileId: string | null; nameFromUrl: string }): Promise<ResumeView> {
  if (!actor) return { kind: "sign-in" };
  const isOwner = !!profileId && actor.userId === profileId;
  if (!isOwner && !can.viewResumes(actor)) return { kind: "forbidden" };
  if (!profileId) return { kind: "missing", name: nameFromUrl };
  const [p] = await db()
    .select({ name: profiles.name, specialization: profiles.specialization, location: profiles.location, resumeUrl: profiles.resumeUrl })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.role, "doctor")))
    .limit(1);
  if (!p) return { kind: "missing", name: nameFromUrl };
  if (!p.resumeUrl) return { kind: "missing", name: p.name };
  return { kind: "resume", name: p.name, specialization: p.specialization, location: p.location, url: p.resumeUrl };
}
