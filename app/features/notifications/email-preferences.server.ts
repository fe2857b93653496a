import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { emailPreferences } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import type { EmailPreferencesInput } from "./schema";

export const DEFAULT_EMAIL_PREFERENCES: EmailPreferencesInput = { applicationUpdates: true, newApplicants: true, messages: true, jobAlerts: true };

/** The user's own choices (all on until they change them). */
export async function getEmailPreferences({ actor }: { actor: MaybeActor }): Promise<EmailPreferencesInput> {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  const [row] = await db().select().from(emailPreferences).where(eq(emailPreferences.userId, actor.userId)).limit(1);
  if (!row) return DEFAULT_EMAIL_PREFERENCES;
  return { applicationUpdates: row.applicationUpdates, newApplicants: row.newApplicants, messages: row.messages, jobAlerts: row.jobAlerts };
}

export async function updateEmailPreferences({ actor, input }: { actor: MaybeActor; input: EmailPreferencesInput }): Promise<void> {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  const values = { ...input, updatedAt: new Date() };
  await db()
    .insert(emailPreferences)
    .values({ userId: actor.userId, ...values })
    .onConflictDoUpdate({ target: emailPreferences.userId, set: values });
}
