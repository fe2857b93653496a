import type { ToastMessage } from "~/lib/messages";
import { escapeHtml } from "~/lib/html";
import { toastDom, type ToastVariant } from "./toaster";

export const TOAST_VARIANTS: readonly ToastVariant[] = ["default", "destructive", "warning", "info"];

const VARIANT: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-600 bg-red-600 text-white",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  info: "border-sky-200 bg-sky-50 text-sky-900",
};

const attr = (props: Record<string, string>) =>
  Object.entries(props)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(" ");

const CLOSE_ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" class="h-4 w-4" fill="none" stroke="currentColor" stroke-width="2"><path d="M18 6 6 18M6 6l12 12"></path></svg>';

/**
 * One toast's markup (spec 9): the server's toast and the templates the toaster clones, so both have one source.
 * A template keeps an empty description for the toaster to fill or drop.
 */
export function toastHtml(message: ToastMessage, template = false): string {
  const variant = message.variant ?? "default";
  const description =
    message.description || template ? `<p ${attr(toastDom.description.props)} class="mt-1 text-sm opacity-90">${escapeHtml(message.description ?? "")}</p>` : "";
  // The live region is a <div> inside the item: an <li> in a list may not take role="status" (ARIA in HTML), and
  // the close button stays out of what is announced.
  const live = `role="status" aria-live="${variant === "destructive" ? "assertive" : "polite"}" aria-atomic="true"`;
  return (
    `<li ${attr(toastDom.item.props)} data-testid="toast" data-variant="${variant}"` +
    ` class="pointer-events-auto relative rounded-lg border p-4 pr-10 shadow-lg animate-fade-in touch-pan-y ${VARIANT[variant]}">` +
    `<div ${live}><p ${attr(toastDom.title.props)} class="text-sm font-semibold">${escapeHtml(message.title)}</p>${description}</div>` +
    `<button type="button" ${attr(toastDom.close.props)} aria-label="Dismiss notification" class="absolute right-2 top-2 rounded p-1 text-current opacity-70 hover:opacity-100">${CLOSE_ICON}</button></li>`
  );
}
