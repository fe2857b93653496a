import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import BellRing from "lucide-react/icons/bell-ring";
import { FormErrors, SelectField, TextField, useAppForm } from "~/components/forms/app-form";
import { HoneypotField } from "~/components/forms/honeypot-field";
import { FormChecks } from "~/components/forms/form-checks";
import { formDom } from "~/components/forms/form-dom";
import type { FormReply } from "~/lib/form-schema";
import { jobAlertTexts as m } from "~/features/jobs/messages";
import { ALERT_FREQUENCIES, ALERT_INTENTS, CreateAlertSchema } from "../schema";

/** A small card around the alert pages' content (confirm, unsubscribe, create). */
export function AlertCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto flex min-h-[calc(100vh-12rem)] max-w-md items-start px-4 pb-16 pt-8 sm:pt-14">
      <div className="w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-200/60 sm:p-8">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900">
          <BellRing aria-hidden="true" className="h-6 w-6 text-brand-600" />
          {title}
        </h1>
        <div className="mt-4">{children}</div>
      </div>
    </main>
  );
}

/**
 * "Create job alert" for a /jobs search: the search travels in a hidden field; a signed-in doctor names it and picks
 * how often, a visitor adds the address to confirm. A plain form: it works before (and without) scripts.
 */
export function CreateAlertForm({
  query,
  searchLabel,
  signedIn,
  reply,
}: {
  query: string;
  searchLabel: string;
  signedIn: boolean;
  reply: FormReply | undefined;
}) {
  const [form, fields] = useAppForm(CreateAlertSchema, { id: "create-alert", reply, defaultValue: { query, name: searchLabel, frequency: "daily" } });
  return (
    <AlertCard title={m.createTitle}>
      <p className="text-sm text-slate-600">{m.createIntro}</p>
      <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium text-slate-800" data-testid="alert-search">
        <Link to={query ? `/jobs?${query}` : "/jobs"} className="text-brand-700 hover:underline">
          {searchLabel}
        </Link>
      </p>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-5 space-y-4">
        <FormChecks schema={CreateAlertSchema} />
        <FormErrors form={form} />
        <input type="hidden" name="intent" value={ALERT_INTENTS.create} />
        <input type="hidden" name={fields.query.name} value={query} />
        <TextField field={fields.name} label={m.nameLabel} />
        {signedIn ? null : <TextField field={fields.email} label={m.emailLabel} type="email" autoComplete="email" inputMode="email" required />}
        <SelectField field={fields.frequency} label={m.frequencyLabel}>
          {ALERT_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {m.frequencies[f]}
            </option>
          ))}
        </SelectField>
        <HoneypotField name={fields.website.name} />
        <button
          type="submit"
          {...formDom.busyLabel.props(m.submit)}
          className="inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {m.submit}
        </button>
      </Form>
    </AlertCard>
  );
}
