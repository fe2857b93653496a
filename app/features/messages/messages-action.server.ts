import { singleFormValue } from "~/lib/ids";
import { threadPath } from "~/lib/message-links";
import { messaging as m } from "~/features/messages/messages";
import type { MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { setEmployerBlocked } from "./block-employer.server";
import { reportThread } from "./report-thread.server";
import { BlockSchema, MESSAGE_INTENTS, ReplySchema, ReportSchema, StartThreadSchema } from "./schema";
import { sendReply } from "./send-reply.server";
import { startThread } from "./start-thread.server";

const refused = (description: string) => ({ title: m.sendFailed, description, variant: "destructive" as const });

/** The compose page's post: the first message; then the conversation page (post/redirect/get). */
export async function handleStartThread({ request, actor }: { request: Request; actor: MaybeActor }) {
  const submission = parseForm(await request.formData(), StartThreadSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const { doctor, job, body } = submission.value;
  try {
    const threadId = await startThread({ actor, doctorProfileId: doctor, jobId: job ?? null, body });
    return redirectWithToast(threadPath(threadId), m.sent);
  } catch (error) {
    return actionError(error, { toastTitle: m.sendFailed, submission, context: "starting a conversation failed" });
  }
}

/** The conversation page's posts, told apart by their intent: reply, block, unblock, report. */
export async function handleThreadAction({ request, actor, threadId }: { request: Request; actor: MaybeActor; threadId: number }) {
  const form = await request.formData();
  const intent = singleFormValue(form, "intent");
  const back = threadPath(threadId);
  if (intent === MESSAGE_INTENTS.block || intent === MESSAGE_INTENTS.unblock) {
    const submission = parseForm(form, BlockSchema);
    if (submission.status !== "success") return invalidForm(submission, refused(m.actionFailed));
    try {
      const blocked = submission.value.intent === MESSAGE_INTENTS.block;
      await setEmployerBlocked({ actor, threadId, blocked });
      return redirectWithToast(back, blocked ? m.blocked : m.unblocked);
    } catch (error) {
      return actionError(error, { toastTitle: m.actionFailed, submission, context: "blocking an employer failed" });
    }
  }
  if (intent === MESSAGE_INTENTS.report) {
    const submission = parseForm(form, ReportSchema);
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await reportThread({ actor, threadId, reason: submission.value.reason ?? null });
      return redirectWithToast(back, m.reported);
    } catch (error) {
      return actionError(error, { toastTitle: m.actionFailed, submission, context: "reporting a conversation failed" });
    }
  }
  const submission = parseForm(form, ReplySchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    await sendReply({ actor, threadId, body: submission.value.body });
    return redirectWithToast(back, m.sent);
  } catch (error) {
    return actionError(error, { toastTitle: m.sendFailed, submission, context: "sending a message failed" });
  }
}
