import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX } from "~/lib/constants";

export type DocumentToastsConfig = { durationMs: number; swipePx: number; limit: number; hotkey: string };

export const DOCUMENT_TOASTS_CONFIG: DocumentToastsConfig = {
  durationMs: TOAST_DURATION_MS,
  swipePx: TOAST_SWIPE_THRESHOLD_PX,
  limit: TOAST_LIMIT,
  hotkey: TOAST_HOTKEY,
};

/**
 * Toasts on document pages (spec 9), where the React ToastProvider rendered its markup but never runs: the toast
 * the server handed over dismisses itself after 5 s, on its close button or on a 50 px swipe right, and F8 focuses
 * the region. `window.dochireToast({ title, description, variant })` shows a new one from the page's own script,
 * cloned from the <template data-toast-template> that toast.tsx renders, so the markup has one source.
 *
 * Self-contained on purpose (serialised with String()): use only `config` and browser globals here.
 */
export function documentToasts(config: DocumentToastsConfig): void {
  type Message = { title: string; description?: string; variant?: string };
  const list = document.querySelector<HTMLElement>('[data-testid="toast-region"]');
  if (!list) return;

  function arm(item: HTMLElement) {
    let paused = false;
    let expired = false;
    let startX: number | null = null;
    let dx = 0;
    const dismiss = () => item.remove();
    const move = (x: number) => {
      dx = x;
      item.style.transform = x ? `translateX(${x}px)` : "";
      item.style.opacity = x ? String(Math.max(0.2, 1 - x / 200)) : "";
    };
    window.setTimeout(() => {
      expired = true;
      if (!paused) dismiss();
    }, config.durationMs);
    item.querySelector("[data-toast-close]")?.addEventListener("click", dismiss);
    item.addEventListener("pointerdown", (event) => {
      startX = event.clientX;
      paused = true;
    });
    item.addEventListener("pointermove", (event) => {
      if (startX !== null) move(Math.max(0, event.clientX - startX));
    });
    const end = (cancelled: boolean) => {
      if (!cancelled && (dx > config.swipePx || expired)) dismiss();
      move(0);
      startX = null;
      paused = false;
    };
    item.addEventListener("pointerup", () => end(false));
    item.addEventListener("pointercancel", () => end(true));
  }

  for (const item of list.querySelectorAll<HTMLElement>('[data-testid="toast"]')) arm(item);

  (window as unknown as { dochireToast?: (message: Message) => void }).dochireToast = (message) => {
    const template = document.querySelector<HTMLTemplateElement>(`template[data-toast-template="${message.variant ?? "default"}"]`);
    const item = template?.content.firstElementChild?.cloneNode(true);
    if (!(item instanceof HTMLElement)) return;
    const title = item.querySelector("[data-toast-title]");
    const description = item.querySelector("[data-toast-description]");
    if (title) title.textContent = message.title;
    if (description) {
      if (message.description) description.textContent = message.description;
      else description.remove();
    }
    list.prepend(item);
    while (list.children.length > config.limit) list.lastElementChild?.remove();
    arm(item);
  };

  window.addEventListener("keydown", (event) => {
    if (event.key !== config.hotkey) return;
    event.preventDefault();
    list.focus();
  });
}
