import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { verificationLabels } from "~/lib/messages";
import { resumeAccess } from "~/features/directory/messages";
import type { MaybeActor } from "~/lib/permissions";
import type { NextStep } from "~/lib/errors";
import { decideResumeAccess } from "~/services/storage/resume-access.server";

export type ResumeView =
  | { kind: "sign-in" }
  | { kind: "forbidden" }
  | { kind: "refused"; name: string; message: string; status: 403 | 429; next: NextStep | null }
  | { kind: "missing"; name: string }
  | { kind: "resume"; name: string; specialization: string | null; location: string | null; url: string };

/**
 * The resume viewer (/resume/{name}?resumeId={profileId}). Resumes are for their owner, the admin and verified
 * employers the doctor shared them with (services/storage/resume-access.server.ts); others are told why. The file
 * itself is served (and the view recorded and counted) by the /files gate, which decides again.
 */
export async function getResumeView({ actor, profileId, nameFromUrl }: { actor: MaybeActor; profileId: string | null; nameFromUrl: string }): Promise<ResumeView> {
  if (!actor) return { kind: "sign-in" };
  const isOwner = !!profileId && actor.userId === profileId;
  if (!isOwner && !actor.isAdmin && actor.role !== "employer") return { kind: "forbidden" };
  if (!profileId) return { kind: "missing", name: nameFromUrl };
  const [p] = await db()
    .select({ name: profiles.name, specialization: profiles.specialization, location: profiles.location, resumeUrl: profiles.resumeUrl })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.role, "doctor")))
    .limit(1);
  if (!p) return { kind: "missing", name: nameFromUrl };
  const access = await decideResumeAccess(actor, profileId);
  if (!access.allow) {
    if (access.reason === "pending") return { kind: "refused", name: p.name, message: resumeAccess.resumePendingEmployer, status: 403, next: verificationLabels.verificationStep };
    if (access.reason === "limit") return { kind: "refused", name: p.name, message: resumeAccess.resumeLimitReached, status: 429, next: null };
    if (access.reason === "not-shared") return { kind: "refused", name: p.name, message: resumeAccess.resumeNotSharedText, status: 403, next: null };
    return { kind: "forbidden" };
  }
  if (!p.resumeUrl) return { kind: "missing", name: p.name };
  return { kind: "resume", name: p.name, specialization: p.specialization, location: p.location, url: p.resumeUrl };
}
