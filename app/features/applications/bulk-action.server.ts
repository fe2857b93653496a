import type { ToastMessage } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { tagApplications } from "./candidate-tags.server";
import { personalisedMessages } from "./hiring-template-mail.server";
import { bulk as b } from "./messages";
import { moveApplications, requireSelection, undoBatch } from "./move-batch.server";
import { BulkMessageSchema, BulkMoveSchema, BulkRejectSchema, BulkStepSchema, BulkTagSchema, UndoBatchSchema } from "./schema";

export const BULK_INTENTS = ["bulk-step", "bulk-move", "bulk-reject", "bulk-tag", "bulk-message", "undo-batch"] as const;

/** Where a bulk form goes back to: the list page it came from, with the given additions (from the route). */
type BackTo = (extra: Record<string, string>) => string;

/** The list's bulk forms, one schema per intent: parsed strictly (400), authorised and done by the feature, then back. */
export async function handleBulkAction({
  form,
  actor,
  jobId,
  backTo,
  sendMessage,
}: {
  form: FormData;
  actor: MaybeActor;
  jobId: number;
  backTo: BackTo;
  /** The messages feature's bulk start, for the "Send a message" action (one conversation per doctor). */
  sendMessage: (input: { doctorProfileIds: string[]; body: string; bodies: Map<string, string> }) => Promise<{ count: number }>;
}) {
  const intent = form.get("intent");
  const schema =
    intent === "bulk-step"
      ? BulkStepSchema
      : intent === "bulk-move"
        ? BulkMoveSchema
        : intent === "bulk-reject"
          ? BulkRejectSchema
          : intent === "bulk-tag"
            ? BulkTagSchema
            : intent === "bulk-message"
              ? BulkMessageSchema
              : UndoBatchSchema;
  const submission = parseForm(form, schema);
  if (submission.status !== "success") return invalidForm(submission);
  const v = submission.value;
  try {
    let toast: ToastMessage | null = null;
    let extra: Record<string, string> = {};
    switch (v.intent) {
      case "bulk-step": {
        // The step opens on the same page; the selection is checked here first so a foreign id is refused at once.
        await requireSelection(actor, jobId, v.applicationId, "moveCandidates");
        return new Response(null, { status: 303, headers: { Location: backTo({ view: "list", bulk: v.bulkAction, sel: v.applicationId.join(",") }) } });
      }
      case "bulk-move": {
        const moved = await moveApplications({ actor, jobId, applicationIds: v.applicationId, toStageId: v.toStageId });
        toast = b.movedToast(moved.moves.length, moved.to.name);
        extra = moved.batchId ? { batch: moved.batchId } : { moved: String(moved.moves[0]!.moveId) };
        break;
      }
      case "bulk-reject": {
        const { stages } = await requireSelection(actor, jobId, v.applicationId, "moveCandidates");
        const rejected = stages.find((s) => s.kind === "rejected")!;
        const moved = await moveApplications({
          actor,
          jobId,
          applicationIds: v.applicationId,
          toStageId: rejected.id,
          reason: v.reason,
          mailDoctor: v.template !== "none",
          templateId: typeof v.template === "number" ? v.template : null,
        });
        toast = b.movedToast(moved.moves.length, moved.to.name);
        extra = moved.batchId ? { batch: moved.batchId } : { moved: String(moved.moves[0]!.moveId) };
        break;
      }
      case "bulk-tag": {
        const tagged = await tagApplications({ actor, jobId, applicationIds: v.applicationId, tag: v.tag });
        toast = b.tagged(tagged.count, tagged.tag);
        break;
      }
      case "bulk-message": {
        const { actor: member, job, stages, selected } = await requireSelection(actor, jobId, v.applicationId, "moveCandidates");
        // Each doctor's message has its {{variables}} filled in with their own values.
        const stageName = new Map(stages.map((s) => [s.id, s.name]));
        const doctors = selected.map((s) => ({ doctorId: s.doctorId, name: s.name, stageName: (s.stageId && stageName.get(s.stageId)) || "" }));
        const bodies = await personalisedMessages({ actor: member, job, doctors, body: v.body });
        const sent = await sendMessage({ doctorProfileIds: selected.map((s) => s.doctorId), body: v.body, bodies });
        toast = b.messaged(sent.count);
        break;
      }
      case "undo-batch": {
        const undone = await undoBatch({ actor, jobId, batchId: v.batchId });
        toast = b.batchUndone(undone.count);
        break;
      }
    }
    return redirectWithToast(backTo({ view: "list", ...extra }), toast);
  } catch (error) {
    return actionError(error, { toastTitle: b.failed, submission, context: "a bulk action on candidates failed" });
  }
}
