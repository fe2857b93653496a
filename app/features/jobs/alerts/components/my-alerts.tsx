import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { FormErrors, SelectField, TextField, useAppForm } from "~/components/forms/app-form";
import { replyFor, replyMessage, useReplyToast } from "~/components/forms/reply";
import { Alert } from "~/components/ui/alert";
import type { FormReply } from "~/lib/form-schema";
import { formatDate } from "~/lib/format";
import { jobAlertTexts as m } from "~/features/jobs/messages";
import type { AlertView } from "../job-alerts.server";
import { ALERT_FREQUENCIES, ALERT_INTENTS, UpdateAlertSchema } from "../schema";

const button = "rounded-lg px-3 py-2 text-sm font-semibold";

/** Rename an alert or change how often it mails; a refused post keeps the name typed, with the reason beside it. */
function UpdateAlertForm({ alert, reply }: { alert: AlertView; reply: FormReply | null }) {
  const [form, fields] = useAppForm(UpdateAlertSchema, {
    id: `alert-${alert.id}`,
    reply: replyFor(reply, "id", alert.id),
    defaultValue: { name: alert.name, frequency: alert.frequency },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <FormErrors form={form} />
      <div className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value={ALERT_INTENTS.update} />
        <input type="hidden" name="id" value={alert.id} />
        <TextField field={fields.name} label={m.nameLabel} className="w-56 rounded-lg border border-slate-300 px-3 py-2 text-sm" />
        <SelectField field={fields.frequency} label={m.frequencyLabel} className="rounded-lg border border-slate-300 px-3 py-2 text-sm">
          {ALERT_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {m.frequencies[f]}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
          {m.save}
        </button>
      </div>
    </Form>
  );
}

/** The doctor dashboard's Job Alerts tab: rename, change how often, pause or resume, delete. Plain forms. */
export function MyAlerts({ alerts, reply }: { alerts: AlertView[]; reply?: FormReply | null }) {
  // A refused rename answers its own form (toast included); a refused pause, resume or delete is said above the list.
  const updateReply = replyFor(reply, "intent", ALERT_INTENTS.update);
  const otherReply = updateReply ? null : (reply ?? null);
  useReplyToast(otherReply);
  const otherRefusal = replyMessage(otherReply);
  return (
    <div className="space-y-4">
      <div>
        {/* A doctor-dashboard tab: the dashboard has no h1 of its own. */}
        <h1 className="text-xl font-bold text-slate-900">{m.dashboardTitle}</h1>
        <p className="mt-1 text-sm text-slate-600">{m.dashboardIntro}</p>
      </div>
      {otherRefusal ? (
        <Alert tone="error" testId="job-alert-error">
          {otherRefusal}
        </Alert>
      ) : null}
      {alerts.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-600">{m.dashboardEmpty}</p>
          <Link to="/jobs" className="mt-4 inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            {m.findJobs}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3" data-testid="job-alerts">
          {alerts.map((alert) => (
            <li key={alert.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="job-alert">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link to={alert.searchHref} className="font-semibold text-brand-700 hover:underline">
                  {alert.name}
                </Link>
                {alert.paused ? <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">{m.paused}</span> : null}
              </div>
              <p className="mt-1 text-xs text-slate-500">
                {m.frequencies[alert.frequency]} · {formatDate(alert.createdAt)}
              </p>
              <div className="mt-3 flex flex-wrap items-end gap-2">
                <UpdateAlertForm alert={alert} reply={updateReply} />
                <Form method="post">
                  <input type="hidden" name="intent" value={alert.paused ? ALERT_INTENTS.resume : ALERT_INTENTS.pause} />
                  <input type="hidden" name="id" value={alert.id} />
                  <button type="submit" className={`${button} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}>
                    {alert.paused ? m.resume : m.pause}
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value={ALERT_INTENTS.delete} />
                  <input type="hidden" name="id" value={alert.id} />
                  <button type="submit" className={`${button} border border-red-200 bg-white text-red-700 hover:bg-red-50`}>
                    {m.delete}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
