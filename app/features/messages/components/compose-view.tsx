import { getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { FormErrors, TextareaField, useAppForm } from "~/components/forms/app-form";
import type { FormReply } from "~/lib/form-schema";
import { MESSAGES_PATH } from "~/lib/message-links";
import { messaging as m } from "~/features/messages/messages";
import { StartThreadSchema } from "../schema";

/** The first message to a doctor, optionally about one of the writer's jobs; the conversation page follows. */
export function ComposeView({ doctor, job, reply }: { doctor: { id: string; name: string }; job: { id: number; title: string } | null; reply: FormReply | null | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const [form, fields] = useAppForm(StartThreadSchema, { id: "message-compose", reply });
  return (
    <section aria-labelledby="compose-title" className="space-y-4">
      <Link to={MESSAGES_PATH} className="text-sm font-medium text-brand-700 hover:underline">
        {m.backToInbox}
      </Link>
      <div>
        <h2 id="compose-title" className="text-xl font-semibold text-slate-900">
          {m.composeTitle(doctor.name)}
        </h2>
        <p className="text-sm text-slate-600">{m.composeIntro}</p>
        {job ? (
          <p className="mt-1 text-sm text-slate-700">
            <span className="font-medium">{m.aboutJobLabel}:</span> {job.title}
          </p>
        ) : null}
      </div>
      <Form method="post" {...getFormProps(form)} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <FormErrors form={form} testId="compose-error" />
        <input type="hidden" name="doctor" value={doctor.id} />
        {job ? <input type="hidden" name="job" value={job.id} /> : null}
        <TextareaField field={fields.body} label={m.bodyLabel} hint={m.bodyHint} rows={6} placeholder={m.bodyPlaceholder} />
        <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {m.send}
        </button>
      </Form>
    </section>
  );
}
