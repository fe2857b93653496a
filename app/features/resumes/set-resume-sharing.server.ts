import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { resume as msg } from "~/features/resumes/messages";
import type { MaybeActor } from "~/lib/permissions";

/** A doctor decides whether verified employers may open their resume without an application (their own only). */
export async function setResumeSharing({ actor, open }: { actor: MaybeActor; open: boolean }): Promise<void> {
  if (!actor) throw new AppError("unauthenticated", msg.signInToManage);
  if (actor.isAdmin || actor.role !== "doctor") throw new AppError("forbidden", validation.permissionDenied);
  await db().update(profiles).set({ resumeOpenToEmployers: open, updatedAt: new Date() }).where(eq(profiles.id, actor.userId));
}
