import { getFormProps, getTextareaProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { FormErrors, TextareaField, useAppForm } from "~/components/forms/app-form";
import { useReplyToast } from "~/components/forms/reply";
import { Alert } from "~/components/ui/alert";
import type { FormReply } from "~/lib/form-schema";
import { formatDateTime } from "~/lib/format";
import { MESSAGES_PATH } from "~/lib/message-links";
import { messaging as m } from "~/features/messages/messages";
import type { ThreadView as Thread } from "../get-thread.server";
import { MESSAGE_INTENTS, ReplySchema, ReportSchema } from "../schema";

const buttonClass = "rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
const quietButtonClass = "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50";

/** The reply belongs to the form whose intent was posted. */
function replyFor(reply: FormReply | null | undefined, intent: string): FormReply | null {
  return reply?.result?.initialValue?.intent === intent ? (reply ?? null) : null;
}

/**
 * One conversation: its messages oldest first (plain text, line breaks kept), the reply form, and for the doctor's
 * side Block/Unblock and Report. Every form is a plain post that comes back here (post/redirect/get).
 */
export function ThreadView({ thread, reply, headingLevel = 2 }: { thread: Thread; reply: FormReply | null | undefined; /** 1 in the doctor's dashboard (no h1 of its own). */ headingLevel?: 1 | 2 }) {
  const Title = headingLevel === 1 ? "h1" : "h2";
  const counterpart = thread.side === "employer" ? thread.doctorName : thread.employerName;
  const otherReply = reply && !["reply", "report"].includes(String(reply.result?.initialValue?.intent)) ? reply : null;
  useReplyToast(otherReply);
  return (
    <section aria-labelledby="thread-title" className="space-y-4">
      <Link to={MESSAGES_PATH} className="text-sm font-medium text-brand-700 hover:underline">
        {m.backToInbox}
      </Link>
      <div>
        <Title id="thread-title" className="text-xl font-semibold text-slate-900">
          {thread.side === "observer" ? m.reportLine(thread.doctorName, thread.employerName) : m.threadTitle(counterpart)}
        </Title>
        <p className="text-sm text-slate-600">{thread.jobTitle ? m.aboutJob(thread.jobTitle) : m.generalEnquiry}</p>
      </div>
      {thread.managedProfile && thread.side !== "observer" ? <Alert tone="info">{m.managedProfile}</Alert> : null}
      {thread.side === "observer" ? <Alert tone="info">{m.adminObserver}</Alert> : null}

      <ol className="space-y-3" aria-label={m.inboxTitle} data-testid="thread-messages">
        {thread.messages.length === 0 ? <li className="text-slate-600">{m.noMessagesYet}</li> : null}
        {thread.messages.map((message) => (
          <li key={message.id} className={`flex ${message.mine ? "justify-end" : "justify-start"}`} data-testid="thread-message">
            <div className={`max-w-[85%] rounded-2xl px-4 py-3 shadow-sm ${message.mine ? "bg-brand-600 text-white" : "border border-slate-200 bg-white text-slate-900"}`}>
              <p className={`text-xs ${message.mine ? "text-white" : "text-slate-500"}`}>
                <span className="font-semibold">{message.mine ? m.you : message.senderName}</span> · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-sm" data-testid="message-body">
                {message.body}
              </p>
            </div>
          </li>
        ))}
      </ol>

      {thread.canReply ? (
        <ReplyForm reply={replyFor(reply, MESSAGE_INTENTS.reply)} />
      ) : thread.side !== "observer" ? (
        <Alert tone="info" testId="thread-read-only">
          {thread.side === "doctor" && thread.blocked ? m.readOnlyBlocked : thread.blocked ? m.blockedByDoctor : m.readOnly}
        </Alert>
      ) : null}

      {thread.side === "doctor" ? <DoctorControls thread={thread} reply={reply} /> : null}
    </section>
  );
}

function ReplyForm({ reply }: { reply: FormReply | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === MESSAGE_INTENTS.reply;
  const [form, fields] = useAppForm(ReplySchema, { id: "message-reply", reply });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <FormErrors form={form} />
      <input type="hidden" name="intent" value={MESSAGE_INTENTS.reply} />
      <TextareaField field={fields.body} label={m.bodyLabel} hint={m.bodyHint} rows={4} placeholder={m.bodyPlaceholder} />
      <button type="submit" disabled={busy} className={buttonClass}>
        {m.sendReply}
      </button>
    </Form>
  );
}

/** Block/Unblock the employer and report the conversation: the doctor's side only. */
function DoctorControls({ thread, reply }: { thread: Thread; reply: FormReply | null | undefined }) {
  const [reportForm, reportFields] = useAppForm(ReportSchema, { id: "message-report", reply: replyFor(reply, MESSAGE_INTENTS.report) });
  const { key, ...reasonProps } = getTextareaProps(reportFields.reason, { ariaAttributes: true });
  return (
    <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
      <Form method="post" className="space-y-2">
        <input type="hidden" name="intent" value={thread.blocked ? MESSAGE_INTENTS.unblock : MESSAGE_INTENTS.block} />
        {thread.blocked ? null : <p className="text-xs text-slate-500">{m.blockHint}</p>}
        <button type="submit" className={quietButtonClass}>
          {thread.blocked ? m.unblock : m.block}
        </button>
      </Form>
      {thread.reportedByMe ? (
        <p className="text-sm text-slate-600" data-testid="thread-reported">
          {m.alreadyReported}
        </p>
      ) : (
        <Form method="post" {...getFormProps(reportForm)} className="space-y-2">
          <FormErrors form={reportForm} />
          <input type="hidden" name="intent" value={MESSAGE_INTENTS.report} />
          <label htmlFor={reportFields.reason.id} className="block text-xs text-slate-600">
            {m.reportReasonLabel}
          </label>
          <textarea key={key} {...reasonProps} rows={2} className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500" />
          {reportFields.reason.errors?.length ? (
            <p id={reportFields.reason.errorId} role="alert" className="text-sm text-red-600">
              {reportFields.reason.errors[0]}
            </p>
          ) : null}
          <button type="submit" className="rounded-md border border-red-200 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50">
            {m.report}
          </button>
        </Form>
      )}
    </div>
  );
}
