import { getFormProps } from "@conform-to/react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { FormErrors, SelectField, TextField, useAppForm } from "~/components/forms/app-form";
import { formatDateTime } from "~/lib/format";
import type { ApiKeyReply, CreatedApiKey } from "../api-keys/api-key-action.server";
import type { ApiKeyRow, ApiKeysPage } from "../api-keys/api-keys.server";
import { API_KEY_SCOPES, CreateApiKeySchema } from "../api-keys/schema";
import { apiKeyTexts as t } from "../messages";

const button = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50";
const dangerButton = "rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50";
const primary = "rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700";
const PATH = "/dashboard/api-keys";

/** The key just made, in full, once: with a copy button where the browser allows it. */
function NewKey({ created }: { created: CreatedApiKey }) {
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="new-key-heading" className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 sm:p-5" data-testid="new-api-key">
      <h3 id="new-key-heading" className="text-base font-semibold text-slate-900">
        {t.createdHeading}: {created.name}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t.createdWarning}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label htmlFor="new-api-key-value" className="sr-only">
          {t.keyLabel}
        </label>
        <input
          id="new-api-key-value"
          readOnly
          value={created.token}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 font-mono text-sm"
          data-testid="new-api-key-value"
        />
        <button
          type="button"
          className={button}
          onClick={() => {
            void navigator.clipboard?.writeText(created.token).then(() => setCopied(true));
          }}
        >
          {copied ? t.copied : t.copyButton}
        </button>
      </div>
    </section>
  );
}

function CreateForm({ reply }: { reply: ApiKeyReply | null }) {
  const [form, fields] = useAppForm(CreateApiKeySchema, { id: "create-api-key", reply, defaultValue: { scope: "read" } });
  return (
    <section aria-labelledby="create-key-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h3 id="create-key-heading" className="text-base font-semibold text-slate-900">
        {t.createHeading}
      </h3>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-3 grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <input type="hidden" name="intent" value="create" />
        <div className="sm:col-span-3">
          <FormErrors form={form} testId="api-key-error" />
        </div>
        <TextField field={fields.name} label={t.nameLabel} hint={t.nameHint} autoComplete="off" />
        <SelectField field={fields.scope} label={t.scopeLabel}>
          {/* A required select starts with an empty placeholder (HTML); the form selects "read" by default. */}
          <option value="" disabled>
            {t.choose}
          </option>
          {API_KEY_SCOPES.map((s) => (
            <option key={s} value={s}>
              {t.scopeLabels[s]}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={primary}>
          {t.createButton}
        </button>
      </Form>
      <ul className="mt-3 space-y-1 text-xs text-slate-600">
        {API_KEY_SCOPES.map((s) => (
          <li key={s}>
            <span className="font-semibold">{t.scopeLabels[s]}:</span> {t.scopeHints[s]}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ConfirmRevoke({ apiKey }: { apiKey: ApiKeyRow }) {
  return (
    <section role="alertdialog" aria-labelledby="revoke-heading" aria-describedby="revoke-text" className="rounded-xl border border-red-300 bg-red-50 p-4 sm:p-5" data-testid="confirm-revoke">
      <h3 id="revoke-heading" className="text-base font-semibold text-slate-900">
        {t.confirmHeading(apiKey.name)}
      </h3>
      <p id="revoke-text" className="mt-1 text-sm text-slate-700">
        {t.confirmText}
      </p>
      <div className="mt-3 flex gap-2">
        <Form method="post" action={PATH}>
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="keyId" value={apiKey.id} />
          <button type="submit" className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">
            {t.confirmButton}
          </button>
        </Form>
        <Link to={PATH} className={button}>
          {t.cancel}
        </Link>
      </div>
    </section>
  );
}

/** The API Keys tab: the new key once, the create form, the confirmation of a revoke, and the organisation's keys. */
export function ApiKeysView({ page, reply }: { page: ApiKeysPage & { confirmRevoke: ApiKeyRow | null }; reply: ApiKeyReply | null }) {
  const c = t.columns;
  return (
    <div className="space-y-6" data-testid="api-keys">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t.title}</h2>
        <p className="text-sm text-slate-600">
          {t.intro(page.organisation.name)}{" "}
          <a href="/api/v1" className="font-medium text-brand-700 underline">
            {t.referenceLink}
          </a>
        </p>
      </div>
      {reply?.created ? <NewKey created={reply.created} /> : null}
      {page.confirmRevoke ? <ConfirmRevoke apiKey={page.confirmRevoke} /> : null}
      <CreateForm reply={reply} />
      <section aria-labelledby="keys-heading">
        <h3 id="keys-heading" className="text-base font-semibold text-slate-900">
          {t.listHeading}
        </h3>
        {page.keys.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t.noKeys}</p>
        ) : (
          <div role="group" aria-label={t.listHeading} tabIndex={0} className="mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {[c.name, c.scope, c.key, c.createdBy, c.createdAt, c.lastUsed, c.actions].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {page.keys.map((k) => (
                  <tr key={k.id} data-testid="api-key-row" data-name={k.name} className={k.revokedAt ? "text-slate-500" : "text-slate-800"}>
                    <td className="px-3 py-2 font-medium">{k.name}</td>
                    <td className="px-3 py-2">{t.scopeLabels[k.scope]}</td>
                    <td className="px-3 py-2 font-mono">{k.prefix}…</td>
                    <td className="px-3 py-2">{k.createdBy}</td>
                    <td className="px-3 py-2">{formatDateTime(k.createdAt)}</td>
                    <td className="px-3 py-2" data-testid="api-key-last-used">
                      {k.lastUsedAt ? `${formatDateTime(k.lastUsedAt)}${k.lastUsedIp ? ` ${t.lastUsedFrom(k.lastUsedIp)}` : ""}` : t.neverUsed}
                    </td>
                    <td className="px-3 py-2">
                      {k.revokedAt ? (
                        t.revokedOn(formatDateTime(k.revokedAt))
                      ) : (
                        <Link to={`${PATH}?revoke=${k.id}`} className={dangerButton} aria-label={`${t.revokeButton}: ${k.name}`}>
                          {t.revokeButton}
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
