import { Form, Link } from "react-router";
import { formatDate } from "~/lib/format";
import { trust } from "~/lib/messages";
import { ORG_TYPES, VERIFICATION_INTENT } from "../schema";

export type VerificationState = {
  status: "verified" | "pending" | "rejected";
  requested: boolean;
  /** When the details were last sent (null: never). */
  requestedAt: string | Date | null;
  rejectionReason: string | null;
  values: { company: string; orgType: string; location: string; orgRegistration: string; contactPerson: string };
};

const field = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

/**
 * The organisation details the admin checks: one form, on the Verification tab and on the dashboard's first tab. It
 * posts to the page it is on; both pages hand it to the same action (verification-action.server.ts).
 */
export function VerificationForm({ values: v, errors }: { values: VerificationState["values"]; errors: Record<string, string> | null }) {
  return (
    <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="verification-form">
      <input type="hidden" name="intent" value={VERIFICATION_INTENT} />
      <label className="text-sm font-medium text-slate-700">
        {trust.orgNameLabel}
        <input name="company" required maxLength={200} defaultValue={v.company} className={field} aria-invalid={!!errors?.company} />
        {errors?.company ? <span className="text-sm text-red-700">{errors.company}</span> : null}
      </label>
      <label className="text-sm font-medium text-slate-700">
        {trust.orgTypeLabel}
        <select name="orgType" required defaultValue={v.orgType} className={field}>
          <option value="">—</option>
          {ORG_TYPES.map((t) => (
            <option key={t} value={t}>
              {trust.orgTypes[t]}
            </option>
          ))}
        </select>
        {errors?.orgType ? <span className="text-sm text-red-700">{errors.orgType}</span> : null}
      </label>
      <label className="text-sm font-medium text-slate-700">
        {trust.cityLabel}
        <input name="location" required maxLength={100} defaultValue={v.location} className={field} />
        {errors?.location ? <span className="text-sm text-red-700">{errors.location}</span> : null}
      </label>
      <label className="text-sm font-medium text-slate-700">
        {trust.contactPersonLabel}
        <input name="contactPerson" required maxLength={120} defaultValue={v.contactPerson} className={field} />
        {errors?.contactPerson ? <span className="text-sm text-red-700">{errors.contactPerson}</span> : null}
      </label>
      <label className="text-sm font-medium text-slate-700 sm:col-span-2">
        {trust.orgRegistrationLabel}
        <input name="orgRegistration" required maxLength={120} defaultValue={v.orgRegistration} className={field} />
        {errors?.orgRegistration ? <span className="text-sm text-red-700">{errors.orgRegistration}</span> : null}
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          {trust.submitRequest}
        </button>
      </div>
    </Form>
  );
}

/** Where the request stands: sent on a date and with the admin, or not sent yet. */
function RequestState({ state }: { state: VerificationState }) {
  return (
    <p className="mt-2 text-sm font-medium text-amber-900" data-testid="verification-request-state">
      {state.requestedAt && state.status === "pending" ? trust.awaitingSent(formatDate(state.requestedAt)) : trust.awaitingAsk}
    </p>
  );
}

/** The employer's verification status, and the request form while not verified (a plain form post). */
export function VerificationView({ state, errors }: { state: VerificationState; errors: Record<string, string> | null }) {
  if (state.status === "verified") {
    return (
      <section className="rounded-xl border border-emerald-200 bg-emerald-50 p-5" data-testid="verification-status">
        <p className="font-semibold text-emerald-800">{trust.verifiedEmployer}</p>
        <p className="mt-1 text-sm text-emerald-900">{trust.verifiedNote}</p>
      </section>
    );
  }
  return (
    <div className="space-y-4">
      <section className="rounded-xl border border-amber-200 bg-amber-50 p-5" data-testid="verification-status">
        <p className="font-semibold text-amber-900">{state.status === "rejected" ? trust.rejectedTitle : trust.pendingTitle}</p>
        <p className="mt-1 text-sm text-amber-900">{state.status === "rejected" && state.rejectionReason ? state.rejectionReason : trust.pendingText}</p>
        {state.status === "pending" ? <RequestState state={state} /> : null}
      </section>
      <section className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="text-lg font-semibold text-slate-900">{trust.requestTitle}</h2>
        <VerificationForm values={state.values} errors={errors} />
      </section>
    </div>
  );
}

/**
 * The notice at the top of a waiting employer's dashboard: what "awaiting verification" allows and what it does not,
 * and, until the details are sent, the form itself; once they are sent, that they are with the admin.
 */
export function AwaitingVerificationNotice({ state, errors }: { state: VerificationState; errors: Record<string, string> | null }) {
  if (state.status === "verified") return null;
  const rejected = state.status === "rejected";
  const askForDetails = rejected || !state.requested || !!errors;
  return (
    <section aria-labelledby="awaiting-verification-title" className="mb-6 rounded-xl border-2 border-amber-300 bg-amber-50 p-5" data-testid="awaiting-verification">
      <h2 id="awaiting-verification-title" className="text-lg font-semibold text-amber-900">
        {rejected ? trust.rejectedTitle : trust.awaitingTitle}
      </h2>
      {rejected && state.rejectionReason ? <p className="mt-1 text-sm text-amber-900">{state.rejectionReason}</p> : null}
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-900">
        <li>{trust.awaitingCan}</li>
        <li>{trust.awaitingCannot}</li>
      </ul>
      {rejected ? null : <RequestState state={state} />}
      {askForDetails ? (
        <div className="mt-2 rounded-lg border border-amber-200 bg-white p-4">
          <h3 className="font-semibold text-slate-900">{trust.requestTitle}</h3>
          <VerificationForm values={state.values} errors={errors} />
        </div>
      ) : (
        <p className="mt-2 text-sm">
          <Link to="/dashboard/verification" className="font-medium text-brand-700 underline hover:text-brand-800">
            {trust.awaitingChange}
          </Link>
        </p>
      )}
    </section>
  );
}
