import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { FormErrors, SelectField, TextField, useAppForm } from "~/components/forms/app-form";
import type { FormReply } from "~/lib/form-schema";
import { formatDate } from "~/lib/format";
import { organisationDetails, verificationLabels } from "~/lib/messages";
import { verification } from "~/features/verification/messages";
import { VERIFICATION_INTENT } from "../intent";
import { ORG_TYPES, VerificationRequestSchema } from "../schema";
import { BUTTON_LOOKS } from "~/components/ui/link-button";

export type VerificationState = {
  status: "verified" | "pending" | "rejected";
  requested: boolean;
  /** When the details were last sent (null: never). */
  requestedAt: string | Date | null;
  rejectionReason: string | null;
  values: { company: string; orgType: string; location: string; orgRegistration: string; contactPerson: string };
};

const field = "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

/**
 * The organisation details the admin checks: one form, on the Verification tab and on the dashboard's first tab. It
 * posts to the page it is on; both pages hand it to the same action (verification-action.server.ts). A refused post
 * comes back with the reasons beside the fields and what was typed.
 */
export function VerificationForm({ values, reply }: { values: VerificationState["values"]; reply: FormReply | null }) {
  const [form, fields] = useAppForm(VerificationRequestSchema, { id: "verification", reply, defaultValue: values });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="verification-form">
      <div className="sm:col-span-2 empty:hidden">
        <FormErrors form={form} testId="verification-error" />
      </div>
      <input type="hidden" name="intent" value={VERIFICATION_INTENT} />
      <TextField field={fields.company} label={organisationDetails.orgNameLabel} className={field} />
      <SelectField field={fields.orgType} label={organisationDetails.orgTypeLabel} className={field}>
        <option value="">—</option>
        {ORG_TYPES.map((t) => (
          <option key={t} value={t}>
            {organisationDetails.orgTypes[t]}
          </option>
        ))}
      </SelectField>
      <TextField field={fields.location} label={organisationDetails.cityLabel} className={field} />
      <TextField field={fields.contactPerson} label={organisationDetails.contactPersonLabel} className={field} />
      <div className="sm:col-span-2">
        <TextField field={fields.orgRegistration} label={organisationDetails.orgRegistrationLabel} className={field} />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className={BUTTON_LOOKS.primary}>
          {verification.submitRequest}
        </button>
      </div>
    </Form>
  );
}

/** Where the request stands: sent on a date and with the admin, or not sent yet. */
function RequestState({ state }: { state: VerificationState }) {
  return (
    <p className="mt-2 text-sm font-medium text-amber-900" data-testid="verification-request-state">
      {state.requestedAt && state.status === "pending" ? verification.awaitingSent(formatDate(state.requestedAt)) : verification.awaitingAsk}
    </p>
  );
}

/** The employer's verification status, and the request form while not verified (a plain form post). */
export function VerificationView({ state, reply }: { state: VerificationState; reply: FormReply | null }) {
  if (state.status === "verified") {
    return (
      <section className="rounded-xl border border-emerald-200 bg-emerald-50 p-5" data-testid="verification-status">
        <p className="font-semibold text-emerald-800">{verificationLabels.verifiedEmployer}</p>
        <p className="mt-1 text-sm text-emerald-900">{verification.verifiedNote}</p>
      </section>
    );
  }
  return (
    <div className="space-y-4">
      <section className="rounded-xl border border-amber-200 bg-amber-50 p-5" data-testid="verification-status">
        <p className="font-semibold text-amber-900">{state.status === "rejected" ? verification.rejectedTitle : verification.pendingTitle}</p>
        <p className="mt-1 text-sm text-amber-900">{state.status === "rejected" && state.rejectionReason ? state.rejectionReason : verification.pendingText}</p>
        {state.status === "pending" ? <RequestState state={state} /> : null}
      </section>
      <section className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="text-lg font-semibold text-slate-900">{verification.requestTitle}</h2>
        <VerificationForm values={state.values} reply={reply} />
      </section>
    </div>
  );
}

/**
 * The notice at the top of a waiting employer's dashboard: what "awaiting verification" allows and what it does not,
 * and, until the details are sent, the form itself; once they are sent, that they are with the admin.
 */
export function AwaitingVerificationNotice({ state, reply }: { state: VerificationState; reply: FormReply | null }) {
  if (state.status === "verified") return null;
  const rejected = state.status === "rejected";
  const askForDetails = rejected || !state.requested || !!reply?.result?.error;
  return (
    <section aria-labelledby="awaiting-verification-title" className="mb-6 rounded-xl border-2 border-amber-300 bg-amber-50 p-5" data-testid="awaiting-verification">
      <h2 id="awaiting-verification-title" className="text-lg font-semibold text-amber-900">
        {rejected ? verification.rejectedTitle : verification.awaitingTitle}
      </h2>
      {rejected && state.rejectionReason ? <p className="mt-1 text-sm text-amber-900">{state.rejectionReason}</p> : null}
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-900">
        <li>{verification.awaitingCan}</li>
        <li>{verification.awaitingCannot}</li>
      </ul>
      {rejected ? null : <RequestState state={state} />}
      {askForDetails ? (
        <div className="mt-2 rounded-lg border border-amber-200 bg-white p-4">
          <h3 className="font-semibold text-slate-900">{verification.requestTitle}</h3>
          <VerificationForm values={state.values} reply={reply} />
        </div>
      ) : (
        <p className="mt-2 text-sm">
          <Link to="/dashboard/verification" className="font-medium text-brand-700 underline hover:text-brand-800">
            {verification.awaitingChange}
          </Link>
        </p>
      )}
    </section>
  );
}
