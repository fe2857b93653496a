import { cityOptionsHtml } from "~/components/forms/city-options";
import { pages } from "~/lib/messages";
import { jobs as t } from "~/features/jobs/messages";
import { JOBS_IDS } from "./jobs-dom";
import { KeywordBox } from "./keyword-box";

/**
 * The home page's job search: the /jobs search bar's keyword box (with suggestions, keyword-box.tsx) and city, and a
 * Search button; a plain GET form to /jobs, so it works without JavaScript. Light on a dark hero: its own white card.
 */
export function HomeJobSearch() {
  return (
    <form method="get" action="/jobs" role="search" aria-label={t.homeSearchLabel} className="mt-8 rounded-xl bg-white p-3 text-slate-900 shadow-xl sm:p-4">
      <div className="flex flex-col gap-3 md:flex-row">
        <KeywordBox />
        <div className="md:w-56">
          <label htmlFor={JOBS_IDS.location} className="sr-only">City</label>
          <select
            id={JOBS_IDS.location}
            name="location"
            className="h-12 w-full rounded-md border border-slate-300 bg-white pl-3 pr-8 text-base text-slate-900"
            dangerouslySetInnerHTML={{ __html: cityOptionsHtml(t.cityPlaceholder, "") }}
          />
        </div>
        <button type="submit" className="h-12 rounded-md bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800">
          {pages.searchJobs}
        </button>
      </div>
    </form>
  );
}
