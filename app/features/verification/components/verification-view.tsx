import { Form } from "react-router";
import { trust } from "~/lib/messages";
import { ORG_TYPES } from "../schema";

export type VerificationState = {
  status: "verified" | "pending" | "rejected";
  requested: boolean;
  rejectionReason: string | null;
  values: { company: string; orgType: string; location: string; orgRegistration: string; contactPerson: string };
};

const field = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

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
  const v = state.values;
  return (
    <div className="space-y-4">
      <section className="rounded-xl border border-amber-200 bg-amber-50 p-5" data-testid="verification-status">
        <p className="font-semibold text-amber-900">{state.status === "rejected" ? trust.rejectedTitle : trust.pendingTitle}</p>
        <p className="mt-1 text-sm text-amber-900">{state.status === "rejected" && state.rejectionReason ? state.rejectionReason : trust.pendingText}</p>
      </section>
      <section className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="text-lg font-semibold text-slate-900">{trust.requestTitle}</h2>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
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
      </section>
    </div>
  );
}
