import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router";
import { privacyNotice } from "~/lib/messages";
import { account } from "~/features/accounts/messages";
import { inputClass } from "~/components/ui/field";
import { formDom } from "~/components/forms/form-dom";

/** The card the sign-in, registration and password screens sit in. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="relative isolate flex min-h-[calc(100vh-12rem)] items-start justify-center px-4 pb-16 pt-8 sm:pt-14">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-brand-50 to-transparent" />
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-200/60 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {subtitle ? <p className="mt-1.5 text-sm text-slate-600">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </main>
  );
}

export function SubmitButton({ busy, busyLabel, children, name, value, className = "" }: { busy: boolean; busyLabel: string; children: ReactNode; name?: string; value?: string; className?: string }) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      aria-disabled={busy}
      {...formDom.busyLabel.props(busyLabel)}
      className={`inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-80 ${className}`}
    >
      {busy ? <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
      {busy ? busyLabel : children}
    </button>
  );
}

/** inputClass plus room for the rounded look of the account screens. */
export const authInputClass = `${inputClass} rounded-lg py-2.5`;

/**
 * The onChange of a new-password field: editing the password clears the "Passwords do not match" shown under its
 * repeat until the repeat is checked again (on its next edit or the next submit).
 */
export function clearRepeatError(form: { update: (options: { name: string; validated: boolean }) => void }, repeat: { name: string; errors?: string[] }) {
  return () => {
    if (repeat.errors?.length) form.update({ name: repeat.name, validated: false });
  };
}

/** The name of the button conform submits its own checks with (INTENT of @conform-to/dom). */
const CONFORM_INTENT = "__intent__";

/**
 * conform's submit handler, plus `onInvalid` when its browser-side check stops the person's submit, so that a
 * form refused in the browser is told the same way as one the server refuses (a toast, an alert). conform's own
 * checks (on blur, on input) also arrive as submits, by its intent button: those are not the person submitting.
 */
export function submitTellingRefusal(form: { onSubmit: (event: FormEvent<HTMLFormElement>) => void }, onInvalid: (element: HTMLFormElement) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    form.onSubmit(event);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (event.defaultPrevented && submitter?.getAttribute("name") !== CONFORM_INTENT) onInvalid(event.currentTarget);
  };
}

/** The sign-up forms' line on the privacy notice, with a link to read it. */
export function PrivacyNotice() {
  return (
    <p className="text-xs text-slate-600" data-testid="privacy-notice">
      {privacyNotice.signUpNotice}{" "}
      <Link to="/privacy" className="font-semibold text-brand-700 hover:underline">
        {account.readPrivacyNotice}
      </Link>
    </p>
  );
}
