import { Link } from "react-router";
import { pages } from "~/lib/messages";

/** A failed public page (anything but 404), shown inside the site layout. */
export function ErrorPage({ status }: { status: number }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-sm font-semibold text-brand-600">Error {status}</p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-600">
        {status === 403
          ? "You do not have permission to open this page."
          : "We could not load this page. Please try again in a moment."}
      </p>
      <Link to="/" className="mt-6 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        {pages.goHome}
      </Link>
    </main>
  );
}
