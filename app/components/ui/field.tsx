import type { ReactNode } from "react";

/** A labelled form field with its error message wired up for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  labelAside,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something beside the label, e.g. "Forgot password?". */
  labelAside?: ReactNode;
  children: ReactNode;
}) {
  const labelElement = (
    <label htmlFor={id} className="block text-sm font-medium text-slate-700">
      {label}
    </label>
  );
  return (
    <div>
      {labelAside ? (
        <div className="flex items-center justify-between gap-3">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      <div className="mt-1">{children}</div>
      {hint && !error ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 aria-[invalid=true]:border-red-500";
