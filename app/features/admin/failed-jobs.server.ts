import { z } from "zod";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { failedJobTexts as m } from "~/features/admin/messages";
import type { MaybeActor } from "~/lib/permissions";
import { deleteFailedJob, listFailedJobs, retryFailedJob } from "~/services/queue/queue.server";

function requireAdmin(actor: MaybeActor) {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  if (!actor.isAdmin) throw new AppError("forbidden", validation.permissionDenied);
}

/** What the admin sees of a failed job's data: for a mail, to whom and what; never its body (it may hold links). */
function summary(name: string, data: unknown): string {
  const d = (data ?? {}) as Record<string, unknown>;
  if (name === "mail-send") return `${String(d.subject ?? "")} → ${String(d.to ?? "")}`;
  return JSON.stringify(data).slice(0, 200);
}

export async function listFailedBackgroundJobs({ actor }: { actor: MaybeActor }) {
  requireAdmin(actor);
  const rows = await listFailedJobs(100);
  return rows.map((r) => ({ id: r.id, name: r.name, summary: summary(r.name, r.data), error: r.error, retryCount: r.retryCount, failedOn: (r.failedOn ?? r.createdOn).toISOString() }));
}

export const FailedJobActionSchema = z.object({
  intent: z.enum(["retry", "remove"], { error: m.invalid }),
  name: z.string().regex(/^[a-z0-9-]{1,60}$/, { error: m.invalid }),
  id: z.uuid({ error: m.invalid }),
});

export async function changeFailedJob({ actor, intent, name, id }: { actor: MaybeActor } & z.output<typeof FailedJobActionSchema>) {
  requireAdmin(actor);
  if (intent === "retry") await retryFailedJob(name, id);
  else await deleteFailedJob(name, id);
}
