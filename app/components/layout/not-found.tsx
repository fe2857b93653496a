import { Link } from "react-router";
import { pages } from "~/lib/messages";

/** Spec 2.6: the not-found page. */
export function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{pages.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {pages.goHome}
        </Link>
        <Link to="/jobs" className="rounded-md border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">
          {pages.searchJobs}
        </Link>
      </div>
    </main>
  );
}
