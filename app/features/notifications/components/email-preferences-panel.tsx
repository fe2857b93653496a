import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import Bell from "lucide-react/icons/bell";
import { FormErrors, useAppForm } from "~/components/forms/app-form";
import { replyFor } from "~/components/forms/reply";
import type { FormReply } from "~/lib/form-schema";
import { notificationTexts as m } from "~/features/notifications/messages";
import { EmailPreferencesSchema, NOTIFICATION_INTENTS, type EmailPreferencesInput } from "../schema";

/** Which kinds of mail a role receives at all (a doctor has no applicants, an employer no applications). */
const KINDS_BY_ROLE: Record<"doctor" | "employer", (keyof EmailPreferencesInput)[]> = {
  doctor: ["applicationUpdates", "messages", "jobAlerts"],
  employer: ["newApplicants", "messages"],
};

/**
 * The profile page's e-mail preferences: one checkbox per kind; kinds the role never gets keep their value. A refused
 * post comes back with the boxes as they were sent.
 */
export function EmailPreferencesPanel({ role, preferences, reply }: { role: "doctor" | "employer"; preferences: EmailPreferencesInput; reply?: FormReply | null }) {
  const shown = KINDS_BY_ROLE[role];
  const hidden = (Object.keys(preferences) as (keyof EmailPreferencesInput)[]).filter((k) => !shown.includes(k));
  const saved = Object.fromEntries((Object.keys(preferences) as (keyof EmailPreferencesInput)[]).map((k) => [k, preferences[k] ? "on" : ""]));
  const [form, fields] = useAppForm(EmailPreferencesSchema, {
    id: "email-preferences",
    reply: replyFor(reply, "intent", NOTIFICATION_INTENTS.savePreferences),
    defaultValue: saved,
  });
  const checked = (k: keyof EmailPreferencesInput) => fields[k].initialValue === "on";
  return (
    <section aria-labelledby="email-preferences-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="email-preferences-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <span className="text-brand-600">
          <Bell aria-hidden="true" className="h-5 w-5" />
        </span>
        {m.preferencesTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{m.preferencesIntro}</p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-2" data-testid="email-preferences">
        <FormErrors form={form} />
        <input type="hidden" name="intent" value={NOTIFICATION_INTENTS.savePreferences} />
        {hidden.map((k) => (preferences[k] ? <input key={k} type="hidden" name={fields[k].name} value="on" /> : null))}
        {shown.map((k) => (
          <label key={k} className="flex items-center gap-2 text-sm text-slate-800">
            <input key={`${k}-${checked(k)}`} type="checkbox" name={fields[k].name} defaultChecked={checked(k)} className="h-4 w-4 rounded border-slate-300 text-brand-600" />
            {m.preferenceLabels[k]}
          </label>
        ))}
        <button type="submit" className="mt-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          {m.savePreferences}
        </button>
      </Form>
    </section>
  );
}
