import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { FormErrors, TextField, useAppForm } from "~/components/forms/app-form";
import { replyFor } from "~/components/forms/reply";
import type { FormReply } from "~/lib/form-schema";
import { formatDateTime } from "~/lib/format";
import { privacy } from "~/features/privacy/messages";
import { DeleteAccountSchema, ExportDataSchema } from "../schema";
import { BUTTON_LOOKS } from "~/components/ui/link-button";

export type DeletionRequestRow = { requestedAt: string | Date; cancelledAt: string | Date | null };

const input = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

/** E-mail me a download link: the intent alone. */
function ExportForm({ reply }: { reply: FormReply | null | undefined }) {
  const [form] = useAppForm(ExportDataSchema, { id: "my-data-export", reply: replyFor(reply, "intent", "export") });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
      <FormErrors form={form} testId="my-data-error" />
      <input type="hidden" name="intent" value="export" />
      <button type="submit" className={BUTTON_LOOKS.primary}>
        {privacy.downloadButton}
      </button>
    </Form>
  );
}

/** Delete my account: the account's e-mail address typed again and its password (never echoed back). */
function DeleteForm({ reply }: { reply: FormReply | null | undefined }) {
  const [form, fields] = useAppForm(DeleteAccountSchema, { id: "my-data-delete", reply: replyFor(reply, "intent", "delete") });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
      <FormErrors form={form} testId="my-data-error" />
      <input type="hidden" name="intent" value="delete" />
      <TextField field={fields.email} label={privacy.deleteEmailLabel} type="email" autoComplete="off" className={input} />
      <TextField field={fields.password} label={privacy.deletePasswordLabel} type="password" autoComplete="current-password" className={input} />
      <button type="submit" className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700">
        {privacy.deleteButton}
      </button>
    </Form>
  );
}

/** Download my data and Delete my account: plain forms (work without JavaScript); then the past deletion requests. */
export function MyData({
  reply,
  canDelete,
  topLevel,
  deletions,
}: {
  reply: FormReply | null | undefined;
  canDelete: boolean;
  topLevel: boolean;
  deletions: DeletionRequestRow[];
}) {
  // In the doctor dashboard the tab's title is the page's h1; in the employer dashboard an h2 under the dashboard's.
  const Title = topLevel ? "h1" : "h2";
  const Section = topLevel ? "h2" : "h3";
  return (
    <div className="max-w-xl space-y-6">
      <Title className="text-xl font-bold text-slate-900">{privacy.tabTitle}</Title>
      <section className="rounded-xl border border-slate-200 bg-white p-5">
        <Section className="text-lg font-semibold text-slate-900">{privacy.downloadTitle}</Section>
        <p className="mt-1 text-sm text-slate-600">{privacy.downloadText}</p>
        <ExportForm reply={reply} />
      </section>
      {canDelete ? (
        <section className="rounded-xl border border-red-200 bg-white p-5">
          <Section className="text-lg font-semibold text-slate-900">{privacy.deleteTitle}</Section>
          <p className="mt-1 text-sm text-slate-600">{privacy.deleteText}</p>
          <DeleteForm reply={reply} />
        </section>
      ) : null}
      {deletions.length ? (
        <section className="rounded-xl border border-slate-200 bg-white p-5">
          <Section className="text-lg font-semibold text-slate-900">{privacy.historyTitle}</Section>
          <ul className="mt-2 space-y-1 text-sm text-slate-700" data-testid="deletion-history">
            {deletions.map((d) => (
              <li key={new Date(d.requestedAt).toISOString()}>
                {privacy.historyRequested(formatDateTime(d.requestedAt))} — {d.cancelledAt ? privacy.historyCancelled(formatDateTime(d.cancelledAt)) : privacy.historyPending}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
