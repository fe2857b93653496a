import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { TOAST_HOTKEY } from "~/lib/constants";
import type { ToastMessage } from "~/lib/messages";
import { dismissToasts, installToaster, showToast, toastDom } from "./toaster";
import { TOAST_VARIANTS, toastHtml } from "./toast-markup";

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

/**
 * The toast region with the server's toast, if any, and the templates new toasts are cloned from. Both are HTML
 * strings from toastHtml: a <template>'s content is not part of the DOM React hydrates, and React leaves markup set
 * this way alone, so the toaster may add and remove toasts freely.
 */
export function ToastRegion({ initial }: { initial: ToastMessage | null }) {
  return (
    <section
      {...toastDom.region.props}
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:justify-end"
    >
      <ol
        {...toastDom.list.props}
        tabIndex={-1}
        className="flex w-full max-w-sm flex-col gap-2 outline-none"
        data-testid="toast-region"
        dangerouslySetInnerHTML={{ __html: initial ? toastHtml(initial) : "" }}
      />
      {TOAST_VARIANTS.map((variant) => (
        <template key={variant} {...toastDom.template.props(variant)} dangerouslySetInnerHTML={{ __html: toastHtml({ title: "", variant }, true) }} />
      ))}
    </section>
  );
}
