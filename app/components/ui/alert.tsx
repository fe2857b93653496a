import type { ReactNode } from "react";

const TONES = {
  error: { box: "border-red-200 bg-red-50 text-red-800", icon: "M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" },
  warning: { box: "border-amber-200 bg-amber-50 text-amber-900", icon: "M12 8v4m0 4h.01M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z" },
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-900", icon: "M22 11.1V12a10 10 0 1 1-5.9-9.1M22 4 12 14l-3-3" },
  info: { box: "border-sky-200 bg-sky-50 text-sky-900", icon: "M12 16v-4m0-4h.01M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z" },
} as const;

/** An inline notice. Errors are announced at once (role="alert"); the rest politely (role="status"). */
export function Alert({ tone, children, testId }: { tone: keyof typeof TONES; children: ReactNode; testId?: string }) {
  const t = TONES[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} data-testid={testId} className={`flex gap-3 rounded-lg border px-4 py-3 text-sm ${t.box}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={t.icon} />
      </svg>
      <div className="min-w-0 flex-1 space-y-2">{children}</div>
    </div>
  );
}
