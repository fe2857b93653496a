import { useState, type ChangeEvent, type FormEvent } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import ChevronDown from "lucide-react/icons/chevron-down";
import Search from "lucide-react/icons/search";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import X from "lucide-react/icons/x";
import { useToast } from "~/components/ui/toast";
import { JOB_TYPES } from "~/lib/constants";
import { jobs as t, pages } from "~/lib/messages";
import {
  hasActiveFilters,
  JOBS_MAX_PAGE,
  jobSearchHref,
  parseJobSearch,
  specialtyOptions,
  type JobSearch,
} from "../search-params";
import type { JobSearchResult } from "../types";
import { CityMultiSelect, OPTION_STYLES } from "./city-multi-select";
import { useDelegatedLinks } from "./client-links";
import { cityOptionsHtml } from "./city-options";
import { jobCardsHtml } from "./job-card";
import { JobIconSprite } from "./job-icons";
import { Pagination } from "./pagination";

const count = new Intl.NumberFormat("en-IN");

/** Form fields -> the normalised search (empty values dropped, page back to 1). */
function searchFromForm(form: HTMLFormElement): JobSearch {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  params.delete("page");
  return parseJobSearch(params);
}

/**
 * The /jobs page (spec 2.7). One GET form holds the search bar and the filter panel, so everything works without
 * JavaScript; with it, checkbox changes submit at once and the boxes reflect the pending search immediately.
 */
export function JobsSearchPage({ search, result }: { search: JobSearch; result: JobSearchResult }) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const delegatedLinks = useDelegatedLinks();
  const [filtersOpen, setFiltersOpen] = useState(false);

  // The search bar re-reads keyword and location from the URL whenever they change (back button included).
  const [keyword, setKeyword] = useState(search.keyword);
  const [city, setCity] = useState(search.location);
  const [synced, setSynced] = useState({ keyword: search.keyword, location: search.location });
  if (synced.keyword !== search.keyword || synced.location !== search.location) {
    setSynced({ keyword: search.keyword, location: search.location });
    setKeyword(search.keyword);
    setCity(search.location);
  }

  // The filters show what was asked for at once (optimistic): the clicked state until the navigation starts, then
  // the pending URL, then the loaded one. The results dim meanwhile.
  const [clicked, setClicked] = useState<{ key: string; search: JobSearch } | null>(null);
  const pending = navigation.location?.pathname === "/jobs" ? navigation.location : null;
  const shown = pending ? parseJobSearch(new URLSearchParams(pending.search)) : clicked && clicked.key === location.key ? clicked.search : search;

  function go(form: HTMLFormElement, filterChange: boolean) {
    const next = searchFromForm(form);
    if (filterChange) setClicked({ key: location.key, search: next });
    // A burst of filter clicks is one history entry; a search or a page link is a new one.
    const state = location.state as { jobsFilter?: boolean } | null;
    navigate(jobSearchHref(next), {
      replace: filterChange && state?.jobsFilter === true,
      state: filterChange ? { jobsFilter: true } : null,
      preventScrollReset: filterChange,
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(event.currentTarget, false);
  }

  function onFilterChange(input: HTMLInputElement) {
    if (input.form) go(input.form, true);
  }
  const onCheckbox = (event: ChangeEvent<HTMLInputElement>) => onFilterChange(event.currentTarget);

  const filtersActive = hasActiveFilters(shown);
  const activeCount = shown.types.length + shown.specialties.length + shown.cities.length;
  const withoutFilters = jobSearchHref({ ...search, specialties: [], types: [], cities: [], page: 1 });
  const total = result.total;
  const totalText = total.exact ? count.format(total.value) : `${count.format(total.value)}+`;
  const lastPage = total.exact ? Math.max(1, Math.ceil(total.value / result.pageSize)) : null;
  // Prebuilt once per page view (city-options.ts); the select's value prop does the selecting after hydration.
  const [optionsHtml] = useState(() => cityOptionsHtml(t.cityPlaceholder, search.location));

  return (
    <main className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <JobIconSprite />
      <header className="py-6 text-center sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{pages.jobsHeading}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">{t.jobsIntro}</p>
      </header>

      <Form method="get" action="/jobs" onSubmit={onSubmit}>
        <div role="search" aria-label="Search jobs" className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
          <div className="flex flex-col gap-3 md:flex-row">
            <div className="relative flex-1">
              <label htmlFor="job-keyword" className="sr-only">Keyword</label>
              <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
              <input
                id="job-keyword"
                type="search"
                name="keyword"
                value={keyword}
                onChange={(e) => setKeyword(e.target.value)}
                placeholder={t.searchPlaceholder}
                maxLength={100}
                enterKeyHint="search"
                className="h-12 w-full rounded-md border border-slate-300 pl-10 pr-3 text-base placeholder:text-slate-400"
              />
            </div>
            <div className="relative md:w-64">
              <label htmlFor="job-location" className="sr-only">City</label>
              <select
                id="job-location"
                name="location"
                value={city}
                onChange={(e) => setCity(e.target.value)}
                className={`h-12 w-full appearance-none rounded-md border border-slate-300 bg-white pl-3 pr-10 text-base ${city ? "text-slate-900" : "text-slate-400"} [&_option]:text-slate-900`}
                dangerouslySetInnerHTML={{ __html: optionsHtml }}
              />
              {!city ? (
                <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
              ) : null}
              {city ? (
                <button
                  type="button"
                  onClick={() => setCity("")}
                  aria-label="Clear city"
                  className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              ) : null}
            </div>
            <button type="submit" className="h-12 rounded-md bg-brand-600 px-6 text-base font-semibold text-white hover:bg-brand-700">
              {pages.searchJobs}
            </button>
          </div>
        </div>

        <div className="mt-6 lg:grid lg:grid-cols-[17rem_1fr] lg:gap-8">
          <div>
            <button
              id="filters-toggle"
              type="button"
              aria-expanded={filtersOpen}
              aria-controls="job-filters"
              onClick={() => setFiltersOpen((open) => !open)}
              className="mb-4 inline-flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 lg:hidden"
            >
              <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
              {filtersOpen ? t.hideFilters : t.showFilters}
              {activeCount ? <span className="rounded-full bg-brand-600 px-2 text-xs text-white">{activeCount}</span> : null}
            </button>
            {/* Without JavaScript the panel is always shown and the toggle hidden. */}
            <noscript dangerouslySetInnerHTML={{ __html: "<style>#job-filters{display:block!important}#filters-toggle{display:none!important}</style>" }} />
            <aside
              id="job-filters"
              aria-labelledby="job-filters-heading"
              className={`${filtersOpen ? "block" : "hidden"} mb-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:block`}
            >
              <div className="flex items-center justify-between">
                <h2 id="job-filters-heading" className="text-lg font-semibold text-slate-900">{t.filterJobs}</h2>
              </div>
              <fieldset className="mt-4">
                <legend className="text-sm font-semibold text-slate-800">Job Type</legend>
                <div className={`-mx-2 mt-1 ${OPTION_STYLES}`}>
                  {JOB_TYPES.map((type) => (
                    <label key={type}>
                      <input type="checkbox" name="type" value={type} checked={shown.types.includes(type)} onChange={onCheckbox} />
                      {type}
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset className="mt-5">
                <legend className="text-sm font-semibold text-slate-800">Specialty</legend>
                <div className={`-mx-2 mt-1 ${OPTION_STYLES}`}>
                  {specialtyOptions(shown).map((specialty) => (
                    <label key={specialty}>
                      <input type="checkbox" name="specialty" value={specialty} checked={shown.specialties.includes(specialty)} onChange={onCheckbox} />
                      {specialty}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="mt-5">
                <p className="mb-2 text-sm font-semibold text-slate-800">Location</p>
                <CityMultiSelect
                  selected={shown.cities}
                  onChange={onFilterChange}
                  removeHref={(c) => jobSearchHref({ ...search, cities: search.cities.filter((x) => x !== c), page: 1 })}
                />
              </div>
              <noscript
                dangerouslySetInnerHTML={{
                  __html: `<button type="submit" class="mt-5 w-full rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white">${t.applyFilters}</button>`,
                }}
              />
              {filtersActive ? (
                <Link
                  to={withoutFilters}
                  onClick={() => toast(t.filtersCleared)}
                  className="mt-5 inline-flex w-full items-center justify-center rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
                >
                  {t.clearAllFilters}
                </Link>
              ) : null}
            </aside>
          </div>

          <section aria-labelledby="results-count" aria-busy={pending ? true : undefined} onClick={delegatedLinks}>
            <p id="results-count" role="status" className="mb-4 text-sm font-medium text-slate-600">
              {pages.jobsFound(totalText)}
            </p>
            {result.jobs.length ? (
              <ol
                className={`grid gap-4 transition-opacity ${pending ? "opacity-60" : ""}`}
                dangerouslySetInnerHTML={{ __html: jobCardsHtml(result.jobs, true) }}
              />
            ) : total.value > 0 ? (
              <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
                <p className="text-slate-700">This page is past the last result.</p>
                <Link to={jobSearchHref({ ...search, page: 1 })} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
                  Go to the first page
                </Link>
              </div>
            ) : (
              <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
                <Search aria-hidden="true" className="mx-auto h-10 w-10 text-slate-300" />
                <h2 className="mt-4 text-xl font-semibold text-slate-900">{t.noJobsFound}</h2>
                <p className="mt-2 text-slate-600">{t.noJobsHint}</p>
                <Link
                  to="/jobs"
                  onClick={() => toast(t.filtersCleared)}
                  className="mt-6 inline-flex items-center rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  {t.clearSearchAndFilters}
                </Link>
              </div>
            )}
            <Pagination
              page={result.page}
              lastPage={lastPage}
              maxPage={JOBS_MAX_PAGE}
              hasNext={result.hasNextPage}
              hrefFor={(p) => jobSearchHref({ ...search, page: p })}
            />
          </section>
        </div>
      </Form>
    </main>
  );
}
