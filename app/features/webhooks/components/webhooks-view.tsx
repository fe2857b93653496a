import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { FormErrors, TextField, useAppForm } from "~/components/forms/app-form";
import type { FormReply } from "~/lib/form-schema";
import { formatDateTime } from "~/lib/format";
import { WEBHOOK_EVENT_TYPES } from "~/services/webhooks/events";
import type { WebhooksPage } from "../manage-webhooks.server";
import { WEBHOOK_EVENT_LABELS, webhooks as t } from "../messages";
import { addEndpointSchema } from "../schema";
import { IntentButton } from "~/components/ui/intent-button";

const dangerButton = "rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50";
const primary = "rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700";

type Reply = FormReply & { revealed?: { endpointId: string; secret: string } };
type Endpoint = WebhooksPage["endpoints"][number];

function AddForm({ reply, httpAllowed }: { reply: Reply | null; httpAllowed: boolean }) {
  const [form, fields] = useAppForm(addEndpointSchema(httpAllowed), { id: "add-endpoint", reply: reply?.revealed ? null : reply });
  const chosen = new Set([fields.events.initialValue ?? []].flat().map(String));
  return (
    <section aria-labelledby="add-endpoint-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h3 id="add-endpoint-heading" className="text-base font-semibold text-slate-900">
        {t.addHeading}
      </h3>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="add" />
        <FormErrors form={form} testId="add-endpoint-error" />
        <TextField field={fields.url} label={t.urlLabel} type="url" hint={t.urlHint(httpAllowed)} autoComplete="off" />
        <TextField field={fields.description} label={t.descriptionLabel} autoComplete="off" />
        <fieldset aria-describedby={fields.events.errors?.length ? `${fields.events.id}-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t.eventsLabel}</legend>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label key={type} className="flex items-start gap-2 text-sm text-slate-700">
                <input type="checkbox" name={fields.events.name} value={type} defaultChecked={chosen.has(type)} className="mt-1" />
                <span>
                  <code className="text-xs">{type}</code> — {WEBHOOK_EVENT_LABELS[type]}
                </span>
              </label>
            ))}
          </div>
          {fields.events.errors?.[0] ? (
            <p id={`${fields.events.id}-error`} className="mt-1 text-sm text-red-700">
              {fields.events.errors[0]}
            </p>
          ) : null}
        </fieldset>
        <div>
          <button type="submit" className={primary}>
            {t.addButton}
          </button>
        </div>
      </Form>
    </section>
  );
}

function Deliveries({ endpoint }: { endpoint: Endpoint }) {
  if (endpoint.deliveries.length === 0) return <p className="mt-2 text-sm text-slate-600">{t.noDeliveries}</p>;
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="min-w-full text-left text-sm" data-testid="deliveries">
        <thead className="text-xs uppercase text-slate-500">
          <tr>
            <th className="py-1 pr-3">{t.colEvent}</th>
            <th className="py-1 pr-3">{t.colTime}</th>
            <th className="py-1 pr-3">{t.colAttempts}</th>
            <th className="py-1 pr-3">{t.colStatus}</th>
            <th className="py-1 pr-3">{t.colNextRetry}</th>
            <th className="py-1" />
          </tr>
        </thead>
        <tbody>
          {endpoint.deliveries.map((d) => (
            <tr key={d.id} className="border-t border-slate-100" data-testid="delivery">
              <td className="py-1.5 pr-3">
                <code className="text-xs">{d.eventType}</code>
              </td>
              <td className="py-1.5 pr-3">{formatDateTime(d.createdAt)}</td>
              <td className="py-1.5 pr-3">{d.attempts}</td>
              <td className="py-1.5 pr-3" data-testid="delivery-status">
                {t.stateLabels[d.state]}
                {d.lastStatusCode !== null ? ` · ${d.lastStatusCode}` : ""}
                {d.lastError ? <span className="block text-xs text-slate-500">{d.lastError}</span> : null}
              </td>
              <td className="py-1.5 pr-3">{d.nextAttemptAt && d.state === "pending" ? formatDateTime(d.nextAttemptAt) : "—"}</td>
              <td className="py-1.5">{endpoint.enabled ? <IntentButton intent="redeliver" fields={{ deliveryId: d.id }} label={t.redeliverButton} /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EndpointCard({ endpoint, secret, turnOffAfter }: { endpoint: Endpoint; secret: string | null; turnOffAfter: number }) {
  const id = { endpointId: endpoint.id };
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" data-testid="endpoint">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-all font-semibold text-slate-900">{endpoint.url}</p>
          {endpoint.description ? <p className="text-sm text-slate-600">{endpoint.description}</p> : null}
          <p className="mt-1 text-xs text-slate-600">{endpoint.events.join(", ")}</p>
          <p className="mt-1 text-sm" data-testid="endpoint-state">
            {endpoint.enabled ? t.enabled : t.disabled}
            {!endpoint.enabled && endpoint.disabledReason ? ` — ${t.disabledBecause(endpoint.disabledReason)}` : ""}
          </p>
          {endpoint.enabled && endpoint.failedInARow > 0 ? (
            <p className="mt-1 text-sm text-amber-800" data-testid="endpoint-failing">
              {t.failingInARow(endpoint.failedInARow, turnOffAfter)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {endpoint.enabled ? <IntentButton intent="test" fields={id} label={t.sendTestButton} /> : null}
          <IntentButton intent={endpoint.enabled ? "disable" : "enable"} fields={id} label={endpoint.enabled ? t.disableButton : t.enableButton} />
          <details className="inline-block">
            <summary className={`${dangerButton} cursor-pointer list-none`}>{t.deleteButton}</summary>
            <div className="mt-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm">
              <p>{t.deleteConfirm}</p>
              <div className="mt-2">
                <IntentButton intent="delete" fields={id} label={t.deleteConfirmButton} className={dangerButton} />
              </div>
            </div>
          </details>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-slate-800">{t.secretLabel}:</span>
        {secret ? (
          <code className="break-all rounded bg-slate-100 px-2 py-1 text-xs" data-testid="endpoint-secret">
            {secret}
          </code>
        ) : (
          <IntentButton intent="reveal" fields={id} label={t.revealButton} />
        )}
        <IntentButton intent="rotate" fields={id} label={t.rotateButton} />
      </div>
      <h4 className="mt-4 text-sm font-semibold text-slate-900">{t.deliveriesHeading}</h4>
      <Deliveries endpoint={endpoint} />
    </li>
  );
}

/** The Webhooks tab: the organisation's endpoints with their recent deliveries, and the form to add one. */
export function WebhooksView({ page, reply }: { page: WebhooksPage; reply: Reply | null }) {
  return (
    <div className="space-y-6" data-testid="webhooks">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t.title}</h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t.intro}</p>
      </div>
      {page.endpoints.length === 0 ? (
        <p className="text-sm text-slate-600">{t.noEndpoints}</p>
      ) : (
        <ul className="space-y-4">
          {page.endpoints.map((e) => (
            <EndpointCard key={e.id} endpoint={e} secret={reply?.revealed?.endpointId === e.id ? reply.revealed.secret : null} turnOffAfter={page.turnOffAfter} />
          ))}
        </ul>
      )}
      <AddForm reply={reply} httpAllowed={page.httpAllowed} />
    </div>
  );
}
