import type { MaybeActor } from "~/lib/permissions";
import { checkMessageTarget, findThread } from "./start-thread.server";

/**
 * The compose page: whom the writer may message about what, or the refusal; and the conversation they already have
 * with that doctor about that job, so the page can send them there instead.
 */
export async function getComposeTarget({ actor, doctorProfileId, jobId }: { actor: MaybeActor; doctorProfileId: string; jobId?: number | null }) {
  const { me, doctor, job } = await checkMessageTarget({ actor, doctorProfileId, jobId });
  const existingThreadId = await findThread({ employerUserId: me.userId, doctorProfileId: doctor.id, jobId: job?.id ?? null });
  return { doctor: { id: doctor.id, name: doctor.name }, job, existingThreadId };
}
