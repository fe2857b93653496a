import { isRouteErrorResponse } from "react-router";
import type { NextStep, Refusal } from "~/lib/errors";
import { errorPages, pages, service, validation } from "~/lib/messages";
import { RefusalActions } from "./refusal-actions";

/** The heading and the line under it for an error status (404 has its own page, NotFound). */
export function errorPageText(status: number): { title: string; text: string } {
  if (status === 404) return { title: pages.notFoundTitle, text: "" };
  if (status === 401) return { title: errorPages.unauthorizedTitle, text: errorPages.unauthorizedText };
  if (status === 403) return { title: errorPages.forbiddenTitle, text: errorPages.forbiddenText };
  if (status === 503) return { title: service.unavailableTitle, text: service.unavailable };
  return { title: errorPages.genericTitle, text: errorPages.genericText };
}

/** The status an error boundary shows for a thrown error: a route response's own, anything else 500. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** "<heading> | <brand>": the title of a page that failed with `error`. */
export function errorPageTitle(error: unknown, brand: string): string {
  return `${errorPageText(errorStatus(error)).title} | ${brand}`;
}

const isNextStep = (value: unknown): value is NextStep =>
  !!value && typeof value === "object" && typeof (value as NextStep).href === "string" && (value as NextStep).href.startsWith("/") && typeof (value as NextStep).label === "string";

/**
 * The app's own explanation of a refusal (a 4xx other than 404, thrown by orStatusPage or a route with a message
 * from lib/messages.ts) and the next step when the user can fix it; null for anything else (a crash says nothing).
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500 || error.status === 404) return null;
  const payload: unknown = error.data;
  // The bare "Permission denied" of a role check says less than the page's own text for its status: keep that.
  const refusal = (message: string, next: NextStep | null) => (message === validation.permissionDenied && !next ? null : { message, next });
  if (typeof payload === "string" && payload.trim()) return refusal(payload, null);
  if (payload && typeof payload === "object" && typeof (payload as Refusal).message === "string") {
    const { message, next } = payload as Refusal;
    return refusal(message, isNextStep(next) ? next : null);
  }
  return null;
}

/**
 * A failed page (anything but 404): a heading that fits the status, and for a refusal the app's reason and the way to
 * fix it (e.g. an unverified employer is sent to the Verification tab) instead of a bare "no access".
 */
export function ErrorPage({ status, error }: { status: number; error?: unknown }) {
  const { title, text } = errorPageText(status);
  const refusal = refusalOf(error);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-sm font-semibold text-brand-600">{errorPages.status(status)}</p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{title}</h1>
      {refusal ? (
        <p className="mt-3 text-slate-600" data-testid="refusal">
          {refusal.message}
        </p>
      ) : text ? (
        <p className="mt-3 text-slate-600">{text}</p>
      ) : null}
      <RefusalActions next={refusal?.next ?? null} back={{ href: "/", label: pages.goHome }} />
    </main>
  );
}
