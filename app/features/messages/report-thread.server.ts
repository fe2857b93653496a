import { db } from "~/db/client.server";
import { messageReports } from "~/db/schema";
import type { MaybeActor } from "~/lib/permissions";
import { requireDoctorSide } from "./thread-access.server";

/** The doctor's side reports a conversation as abusive, with an optional reason, for the admin. Once per reporter. */
export async function reportThread({ actor, threadId, reason }: { actor: MaybeActor; threadId: number; reason?: string | null }): Promise<void> {
  const { me } = await requireDoctorSide(actor, threadId);
  await db()
    .insert(messageReports)
    .values({ threadId, reporterUserId: me.userId, reason: (reason ?? "").trim().slice(0, 1000) })
    .onConflictDoNothing();
}
