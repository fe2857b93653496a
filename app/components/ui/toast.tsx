import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX } from "~/lib/constants";
import type { ToastMessage } from "~/lib/messages";

type ToastItem = ToastMessage & { id: number };
type ToastApi = { toast: (message: ToastMessage) => void; dismiss: () => void };

const ToastContext = createContext<ToastApi>({ toast: () => {}, dismiss: () => {} });

export function useToast(): ToastApi {
  return useContext(ToastContext);
}

let nextId = 1;

/** Spec 9: one toast at a time, 5 s, swipe right 50 px to dismiss, F8 focuses the toast area. */
export function ToastProvider({ children, initial }: { children: ReactNode; initial?: ToastMessage | null }) {
  // A toast handed over by the server is part of the first render too, so it shows before (and without) JavaScript.
  const [items, setItems] = useState<ToastItem[]>(() => (initial ? [{ ...initial, id: 0 }] : []));
  const lastInitial = useRef<ToastMessage | null | undefined>(initial);

  const toast = useCallback((message: ToastMessage) => {
    setItems((current) => [{ ...message, id: nextId++ }, ...current].slice(0, TOAST_LIMIT));
  }, []);
  const dismiss = useCallback(() => setItems([]), []);

  // A toast handed over by the server (flash cookie) shows once per navigation that carried it.
  useEffect(() => {
    if (initial && initial !== lastInitial.current) toast(initial);
    lastInitial.current = initial;
  }, [initial, toast]);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport items={items} onDismiss={(id) => setItems((c) => c.filter((t) => t.id !== id))} />
    </ToastContext.Provider>
  );
}

function ToastViewport({ items, onDismiss }: { items: ToastItem[]; onDismiss: (id: number) => void }) {
  const region = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <section aria-label={`Notifications (${TOAST_HOTKEY})`} className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:justify-end">
      <ol ref={region} tabIndex={-1} className="flex w-full max-w-sm flex-col gap-2 outline-none" data-testid="toast-region">
        {items.map((item) => (
          <ToastCard key={item.id} item={item} onDismiss={() => onDismiss(item.id)} />
        ))}
      </ol>
    </section>
  );
}

const VARIANT: Record<NonNullable<ToastMessage["variant"]>, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-600 bg-red-600 text-white",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  info: "border-sky-200 bg-sky-50 text-sky-900",
};

function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss: () => void }) {
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const paused = useRef(false);
  const expired = useRef(false);
  // The latest callback, so a re-render of the provider (e.g. a navigation) does not restart the 5 s timer.
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });

  useEffect(() => {
    const timer = window.setTimeout(() => {
      expired.current = true;
      if (!paused.current) dismissRef.current();
    }, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <ToastMarkup
      message={item}
      onDismiss={onDismiss}
      style={{ transform: dx ? `translateX(${dx}px)` : undefined, opacity: dx ? Math.max(0.2, 1 - dx / 200) : undefined }}
      onPointerDown={(e) => {
        start.current = e.clientX;
        paused.current = true;
      }}
      onPointerMove={(e) => {
        if (start.current !== null) setDx(Math.max(0, e.clientX - start.current));
      }}
      onPointerUp={() => {
        // Swiped far enough, or held past its time: dismiss now.
        if (dx > TOAST_SWIPE_THRESHOLD_PX || expired.current) onDismiss();
        setDx(0);
        start.current = null;
        paused.current = false;
      }}
      onPointerCancel={() => {
        setDx(0);
        start.current = null;
        paused.current = false;
      }}
    />
  );
}

/** One toast's markup: React toasts above, and the server-rendered toasts of document pages (document-toasts.ts). */
export function ToastMarkup({
  message,
  onDismiss,
  template = false,
  ...events
}: { message: ToastMessage; onDismiss?: () => void; template?: boolean } & Pick<
  ComponentProps<"li">,
  "style" | "onPointerDown" | "onPointerMove" | "onPointerUp" | "onPointerCancel"
>) {
  return (
    <li
      role="status"
      aria-live={message.variant === "destructive" ? "assertive" : "polite"}
      data-testid="toast"
      data-variant={message.variant ?? "default"}
      className={`pointer-events-auto relative rounded-lg border p-4 pr-10 shadow-lg animate-fade-in touch-pan-y ${VARIANT[message.variant ?? "default"]}`}
      {...events}
    >
      <p data-toast-title="" className="text-sm font-semibold">{message.title}</p>
      {message.description || template ? <p data-toast-description="" className="mt-1 text-sm opacity-90">{message.description}</p> : null}
      <button type="button" data-toast-close="" aria-label="Dismiss notification" onClick={onDismiss} className="absolute right-2 top-2 rounded p-1 text-current opacity-70 hover:opacity-100">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2"><path d="M18 6 6 18M6 6l12 12" /></svg>
      </button>
    </li>
  );
}

/** Templates the document-page toasts clone, one per variant. Only for pages React never hydrates. */
export function ToastTemplates() {
  return (
    <>
      {(Object.keys(VARIANT) as Array<keyof typeof VARIANT>).map((variant) => (
        <template key={variant} data-toast-template={variant}>
          <ToastMarkup message={{ title: "", variant }} template />
        </template>
      ))}
    </>
  );
}
