import { isRouteErrorResponse, Link } from "react-router";
import { errorPages, pages, service } from "~/lib/messages";

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

/** A failed public page (anything but 404), shown inside the site layout: a heading that fits the status. */
export function ErrorPage({ status }: { status: number }) {
  const { title, text } = errorPageText(status);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-sm font-semibold text-brand-600">{errorPages.status(status)}</p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{title}</h1>
      {text ? <p className="mt-3 text-slate-600">{text}</p> : null}
      <Link to="/" className="mt-6 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        {pages.goHome}
      </Link>
    </main>
  );
}
