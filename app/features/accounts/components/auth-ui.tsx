import type { ReactNode } from "react";
import { inputClass } from "~/components/ui/field";

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
      className={`inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:bg-brand-700 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-80 ${className}`}
    >
      {busy ? <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
      {busy ? busyLabel : children}
    </button>
  );
}

/** inputClass plus room for the rounded look of the account screens. */
export const authInputClass = `${inputClass} rounded-lg py-2.5`;

/** aria wiring of an input to its Field's error message. */
export function errorProps(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
}
