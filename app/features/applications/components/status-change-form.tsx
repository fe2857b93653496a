import { getFormProps, getSelectProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { useAppForm, inputProps } from "~/components/forms/app-form";
import type { FormReply } from "~/lib/form-schema";
import { applicationRecords as a } from "~/lib/messages";
import { StatusChangeSchema } from "../schema";

/** The reply belongs to this applicant's form only when it was this application that was posted. */
function replyFor(reply: FormReply | null | undefined, applicationId: number): FormReply | null {
  const posted = reply?.result?.initialValue?.applicationId;
  return posted === String(applicationId) ? (reply ?? null) : null;
}

/**
 * Moves one application along the pipeline (StatusChangeSchema, parsed again by the action), with an optional note
 * to the doctor. A refused change keeps the chosen status and the note, with the reason below them.
 */
export function StatusChangeForm({
  applicationId,
  moves,
  reply,
  className,
}: {
  applicationId: number;
  moves: readonly string[];
  /** The page's last action reply (any applicant's); only this application's is used. */
  reply: FormReply | null | undefined;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("applicationId") === String(applicationId);
  const [form, fields] = useAppForm(StatusChangeSchema, { id: `move-${applicationId}`, reply: replyFor(reply, applicationId) });
  const error = fields.status.errors?.[0] ?? fields.note.errors?.[0] ?? form.errors?.[0] ?? fields.applicationId.errors?.[0] ?? fields.intent.errors?.[0];
  const { key: statusKey, defaultValue: statusValue, ...statusProps } = getSelectProps(fields.status, { ariaAttributes: true });
  const { key: noteKey, ...noteProps } = inputProps(fields.note, { type: "text", ariaAttributes: true });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className={className}>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="applicationId" value={applicationId} />
      <label className="sr-only" htmlFor={fields.status.id}>{a.newStatus}</label>
      <select key={statusKey} {...statusProps} defaultValue={Array.isArray(statusValue) ? statusValue[0] : statusValue} className="rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500">
        {moves.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor={fields.note.id}>{a.noteLabel}</label>
      <input key={noteKey} {...noteProps} placeholder={a.noteLabel} className="rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500" />
      <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {busy ? a.updating : a.updateStatus}
      </button>
      {error ? (
        <p id={fields.status.errors?.length ? fields.status.errorId : fields.note.errorId} role="alert" className="text-sm text-red-600 sm:col-span-3" data-testid="status-change-error">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
