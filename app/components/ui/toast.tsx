import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { TOAST_HOTKEY } from "~/lib/constants";
import type { ToastMessage } from "~/lib/messages";
import { dismissToasts, installToaster, showToast, toastDom, type ToastVariant } from "./toaster";

type ToastApi = { toast: (message: ToastMessage) => void; dismiss: () => void };

const API: ToastApi = { toast: showToast, dismiss: dismissToasts };

const ToastContext = createContext<ToastApi>(API);

export function useToast(): ToastApi {
  return useContext(ToastContext);
}

/**
 * Spec 9 toasts on hydrated pages. The region and the server's toast are rendered here (so a toast handed over by
 * the server shows before, and without, JavaScript); from then on toaster.ts, the same code document pages run,
 * shows, times and dismisses them. React renders the region's content once and never touches it again.
 */
export function ToastProvider({ children, initial }: { children: ReactNode; initial?: ToastMessage | null }) {
  const [first] = useState(() => initial ?? null);
  const lastInitial = useRef<ToastMessage | null | undefined>(initial);

  useEffect(() => {
    installToaster();
  }, []);

  // A toast handed over by the server (flash cookie) on a later navigation shows once per navigation that carried it.
  useEffect(() => {
    if (initial && initial !== lastInitial.current) showToast(initial);
    lastInitial.current = initial;
  }, [initial]);

  return (
    <ToastContext.Provider value={API}>
      {children}
      <ToastRegion initial={first} />
    </ToastContext.Provider>
  );
}

/** The toast region with the server's toast, if any, and the templates new toasts are cloned from. */
export function ToastRegion({ initial }: { initial: ToastMessage | null }) {
  return (
    <section
      {...toastDom.region.props}
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:justify-end"
    >
      <ol {...toastDom.list.props} tabIndex={-1} className="flex w-full max-w-sm flex-col gap-2 outline-none" data-testid="toast-region" suppressHydrationWarning>
        {initial ? <ToastMarkup message={initial} /> : null}
      </ol>
      {(Object.keys(VARIANT) as ToastVariant[]).map((variant) => (
        <template key={variant} {...toastDom.template.props(variant)}>
          <ToastMarkup message={{ title: "", variant }} template />
        </template>
      ))}
    </section>
  );
}

const VARIANT: Record<NonNullable<ToastMessage["variant"]>, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-600 bg-red-600 text-white",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  info: "border-sky-200 bg-sky-50 text-sky-900",
};

/** One toast's markup: the server's toast and the templates toaster.ts clones. */
export function ToastMarkup({ message, template = false }: { message: ToastMessage; template?: boolean }) {
  return (
    <li
      role="status"
      aria-live={message.variant === "destructive" ? "assertive" : "polite"}
      {...toastDom.item.props}
      data-testid="toast"
      data-variant={message.variant ?? "default"}
      className={`pointer-events-auto relative rounded-lg border p-4 pr-10 shadow-lg animate-fade-in touch-pan-y ${VARIANT[message.variant ?? "default"]}`}
    >
      <p {...toastDom.title.props} className="text-sm font-semibold">{message.title}</p>
      {message.description || template ? <p {...toastDom.description.props} className="mt-1 text-sm opacity-90">{message.description}</p> : null}
      <button type="button" {...toastDom.close.props} aria-label="Dismiss notification" className="absolute right-2 top-2 rounded p-1 text-current opacity-70 hover:opacity-100">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2"><path d="M18 6 6 18M6 6l12 12" /></svg>
      </button>
    </li>
  );
}
