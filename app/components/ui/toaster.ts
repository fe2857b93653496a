import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX } from "~/lib/constants";
import type { ToastMessage } from "~/lib/messages";
import { keyed, marker } from "~/lib/dom-contract";

/**
 * The one toast implementation (spec 9), plain DOM code shared by hydrated pages (toast.tsx calls it) and document
 * pages (the layout's island): toasts show in the region toast.tsx renders, newest first, at most TOAST_LIMIT;
 * each dismisses itself after 5 s (not while held), on its close button or on a 50 px swipe right; F8 focuses the
 * region. New toasts are cloned from the region's <template>s (one per variant), built by the same toastHtml
 * (toast-markup.ts) as the server's own toast, so the markup has one source.
 */
export type ToastVariant = NonNullable<ToastMessage["variant"]>;

/** The toast markup's attributes (rendered by toast.tsx). */
export const toastDom = {
  region: marker("toast-region"),
  list: marker<HTMLOListElement>("toast-list"),
  item: marker("toast"),
  /** A <template> holding one toast of a variant, cloned for new toasts. */
  template: keyed<ToastVariant, HTMLTemplateElement>("toast-template"),
  title: marker("toast-title"),
  description: marker("toast-description"),
  close: marker<HTMLButtonElement>("toast-close"),
  /** On a link or form: the toast its island shows when it is done (Clear All Filters) or refused (Save). */
  message: keyed<string>("toast-message"),
};

/**
 * Props that hand a toast to the island acting on this element, so that islands need not carry the texts: the
 * server renders them from lib/messages.ts, as everywhere else.
 */
export function toastAttribute(message: ToastMessage) {
  return toastDom.message.props(JSON.stringify(message));
}

/** The toast an element carries (toastAttribute), if any. */
export function toastMessageOf(element: Element): ToastMessage | null {
  const raw = toastDom.message.valueOf(element);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ToastMessage> | null;
    return value && typeof value.title === "string" ? (value as ToastMessage) : null;
  } catch {
    return null;
  }
}

const dom = toastDom;

export type Toaster = { show: (message: ToastMessage) => void; dismissAll: () => void };

let installed: { region: HTMLElement; toaster: Toaster } | null = null;

/** Arms the region's toasts and returns the toaster; once per page (again only if the region was replaced). */
export function installToaster(root: Document = document): Toaster | null {
  const region = dom.region.find(root);
  if (!region) return null;
  if (installed?.region === region) return installed.toaster;
  const firstInstall = installed === null;

  const toaster: Toaster = {
    show(message) {
      const template = dom.template.find(region, message.variant ?? "default");
      const item = template?.content.firstElementChild?.cloneNode(true);
      if (!(item instanceof HTMLElement)) return;
      const title = dom.title.find(item);
      const description = dom.description.find(item);
      if (title) title.textContent = message.title;
      if (description) {
        if (message.description) description.textContent = message.description;
        else description.remove();
      }
      const list = dom.list.find(region);
      if (!list) return;
      list.prepend(item);
      while (list.children.length > TOAST_LIMIT) list.lastElementChild?.remove();
      arm(item);
    },
    dismissAll() {
      const list = dom.list.find(region);
      for (const item of list ? dom.item.findAll(list) : []) item.remove();
    },
  };

  const list = dom.list.find(region);
  for (const item of list ? dom.item.findAll(list) : []) arm(item);
  installed = { region, toaster };

  if (firstInstall) {
    root.defaultView?.addEventListener("keydown", (event) => {
      if (event.key !== TOAST_HOTKEY || !installed) return;
      event.preventDefault();
      dom.list.find(installed.region)?.focus();
    });
  }
  return toaster;
}

/** Shows a toast (installing the toaster on first use). */
export function showToast(message: ToastMessage): void {
  installToaster()?.show(message);
}

export function dismissToasts(): void {
  installToaster()?.dismissAll();
}

/** Timer, close button and swipe of one toast. */
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
  }, TOAST_DURATION_MS);
  dom.close.find(item)?.addEventListener("click", dismiss);
  item.addEventListener("pointerdown", (event) => {
    startX = event.clientX;
    paused = true;
  });
  item.addEventListener("pointermove", (event) => {
    if (startX !== null) move(Math.max(0, event.clientX - startX));
  });
  // Swiped far enough, or held past its time: dismiss now.
  const end = (cancelled: boolean) => {
    if (!cancelled && (dx > TOAST_SWIPE_THRESHOLD_PX || expired)) dismiss();
    move(0);
    startX = null;
    paused = false;
  };
  item.addEventListener("pointerup", () => end(false));
  item.addEventListener("pointercancel", () => end(true));
}
