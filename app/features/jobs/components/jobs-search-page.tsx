import { Icon } from "~/components/ui/icon";
import { JOB_TYPES } from "~/lib/constants";
import { formatRupees } from "~/lib/format";
import { counts, pages } from "~/lib/messages";
import { jobs as t } from "~/features/jobs/messages";
import {
  activeFilterCount,
  effectiveSort,
  EXPERIENCE_OPTIONS,
  hasActiveFilters,
  JOBS_MAX_PAGE,
  jobSearchHref,
  jobSearchParams,
  LAKH,
  POSTED_WITHIN,
  RADIUS_OPTIONS,
  SALARY_LPA_OPTIONS,
  searchCity,
  specialtyOptions,
  withoutFilters,
  type JobSearch,
  type JobSort,
} from "~/features/search/search-params";
import type { JobCardData } from "../types";
import type { FacetName, JobSearchResult, SearchFacets } from "~/features/search/types";
import { CreateAlertLink } from "../alerts/components/create-alert-link";
import { FollowSearchLink } from "../feeds/follow-search-link";
import { CityMultiSelect, OPTION_STYLES } from "./city-multi-select";
import { optionRowsHtml } from "./city-options";
import { cityOptionsHtml } from "~/components/forms/city-options";
import { jobCardsHtml } from "./job-card";
import { JobIconSprite } from "./job-icons";
import { KeywordBox } from "./keyword-box";
import { Pagination } from "./pagination";
import { JOBS_IDS, jobsDom } from "./jobs-dom";
import { toastAttribute } from "~/components/ui/toaster";

/**
 * The /jobs page (spec 2.7), a document page (docs/decisions/031). One GET form holds the search bar and the filter
 * panel, so everything works without JavaScript. jobs-behaviors.ts (its island) makes it instant: a checkbox change, a
 * search or a page link fetches the next page's HTML and swaps in the regions (jobs-dom.ts), keeping focus, open panels and
 * scroll; the browser already shows the boxes as clicked. Controls here are uncontrolled (default values) for that.
 */
const SORT_LABELS: Record<JobSort, string> = { relevance: t.sortRelevance, newest: t.sortNewest, salary: t.sortSalary };
/** The suggestion list's texts for the island, made once. */
const TYPE_OPTIONS = JOB_TYPES.map((type) => ({ value: type, label: type }));
const POSTED_LABELS: Record<(typeof POSTED_WITHIN)[number], string> = { 1: t.postedLast24Hours, 7: t.postedLast7Days, 30: t.postedLast30Days };

/** One radio group of the filter panel: "any" first, then the options with their counts. */
function RadioFilter({
  legend,
  name,
  anyLabel,
  current,
  options,
  facet,
  facets,
  hint,
}: {
  legend: string;
  name: string;
  anyLabel: string;
  current: string;
  options: readonly { value: string; label: string }[];
  facet: FacetName;
  facets: SearchFacets | null;
  hint?: string;
}) {
  return (
    <fieldset className="mt-5">
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <div
        className={`-mx-2 mt-1 ${OPTION_STYLES}`}
        dangerouslySetInnerHTML={{
          __html: optionRowsHtml({
            type: "radio",
            name,
            anyLabel,
            options,
            checked: (value) => value === current,
            facet,
            counts: facets?.[facet],
            estimated: facets?.estimated.includes(facet),
          }),
        }}
      />
    </fieldset>
  );
}

/**
 * `cardExtra` adds to each card (the Save control, from the saved-jobs feature); `extraForms` is markup placed after
 * the search form, in a region a search replaces (forms cannot nest: the cards' Save forms).
 */
export function JobsSearchPage({
  search,
  result,
  facets = null,
  cardExtra,
  extraForms = "",
}: {
  search: JobSearch;
  result: JobSearchResult;
  facets?: SearchFacets | null;
  cardExtra?: (job: JobCardData) => string;
  extraForms?: string;
}) {
  const filtersActive = hasActiveFilters(search);
  const activeCount = activeFilterCount(search);
  const clearedHref = jobSearchHref(withoutFilters(search));
  const city = searchCity(search);
  const sort = effectiveSort(search);
  const spelling = result.spelling;
  const total = result.total;
  const lastPage = total.exact ? Math.max(1, Math.ceil(total.value / result.pageSize)) : null;

  return (
    <main {...jobsDom.page.props} className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <JobIconSprite />
      {/* Without JavaScript the filter panel is always shown, and the controls that need the script are hidden.
          Placed before every element it styles: a <style> in <body> may only style what follows it. */}
      <noscript
        dangerouslySetInnerHTML={{
          __html: `<style>#${JOBS_IDS.filters}{display:block!important}#filters-toggle,${jobsDom.cityClear.selector},${jobsDom.filtersClose.selector}{display:none!important}</style>`,
        }}
      />
      <header className="py-6 text-center sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{pages.jobsHeading}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-base text-slate-600 sm:text-lg">{t.jobsIntro}</p>
      </header>

      <form method="get" action="/jobs" {...jobsDom.form.props}>
        {search.exact ? <input type="hidden" name="exact" value="1" /> : null}
        <div role="search" aria-label="Search jobs" className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
          <div className="flex flex-col gap-3 md:flex-row">
            <KeywordBox value={search.keyword} />
            <div className="group relative md:w-64">
              <label htmlFor={JOBS_IDS.location} className="sr-only">City</label>
              <select
                id={JOBS_IDS.location}
                name="location"
                className="peer h-12 w-full appearance-none rounded-md border border-slate-300 bg-white pl-3 pr-10 text-base text-slate-900 [&:has(option[value='']:checked)]:text-slate-500 [&_option]:text-slate-900"
                dangerouslySetInnerHTML={{ __html: cityOptionsHtml(t.cityPlaceholder, search.location) }}
              />
              <Icon name="chevron-down" className="pointer-events-none absolute right-3 top-1/2 hidden h-4 w-4 -translate-y-1/2 text-slate-400 peer-[:has(option[value='']:checked)]:block"
              />
              <button
                type="button"
                {...jobsDom.cityClear.props}
                aria-label="Clear city"
                className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 peer-[:has(option[value='']:checked)]:hidden"
              >
                <Icon name="x" className="h-4 w-4" />
              </button>
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
              {...jobsDom.filtersToggle.props}
              aria-expanded="false"
              aria-controls={JOBS_IDS.filters}
              className="group mb-4 inline-flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 lg:hidden"
            >
              <Icon name="sliders-horizontal" className="h-4 w-4" />
              <span className="group-aria-expanded:hidden">{t.showFilters}</span>
              <span className="hidden group-aria-expanded:inline">{t.hideFilters}</span>
              <span {...jobsDom.region.props("filter-count")}>
                {activeCount ? <span className="rounded-full bg-brand-600 px-2 text-xs text-white">{activeCount}</span> : null}
              </span>
            </button>
            {/* On phones the open panel is a sheet over the page, with "Show N jobs" at its foot (jobs-behaviors.ts). */}
            <aside
              id={JOBS_IDS.filters}
              aria-labelledby="job-filters-heading"
              className="mb-6 hidden rounded-xl border border-slate-200 bg-white p-5 shadow-sm data-open:block max-lg:data-open:fixed max-lg:data-open:inset-x-0 max-lg:data-open:bottom-0 max-lg:data-open:z-50 max-lg:data-open:mb-0 max-lg:data-open:max-h-[85vh] max-lg:data-open:overflow-y-auto max-lg:data-open:rounded-b-none max-lg:data-open:pb-0 max-lg:data-open:shadow-2xl lg:block"
            >
              <div className="flex items-center justify-between">
                <h2 id="job-filters-heading" tabIndex={-1} className="text-lg font-semibold text-slate-900">{t.filterJobs}</h2>
                <button
                  type="button"
                  {...jobsDom.filtersClose.props}
                  aria-label={t.closeFilters}
                  className="rounded p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 lg:hidden"
                >
                  <Icon name="x" className="h-5 w-5" />
                </button>
              </div>
              <fieldset className="mt-4">
                <legend className="text-sm font-semibold text-slate-800">Job Type</legend>
                <div
                  className={`-mx-2 mt-1 ${OPTION_STYLES}`}
                  dangerouslySetInnerHTML={{
                    __html: optionRowsHtml({
                      type: "checkbox",
                      name: "type",
                      options: TYPE_OPTIONS,
                      checked: (value) => (search.types as readonly string[]).includes(value),
                      facet: "types",
                      counts: facets?.types,
                      estimated: facets?.estimated.includes("types"),
                    }),
                  }}
                />
              </fieldset>
              <fieldset className="mt-5">
                <legend className="text-sm font-semibold text-slate-800">Specialty</legend>
                <div
                  className={`-mx-2 mt-1 max-h-80 overflow-y-auto ${OPTION_STYLES}`}
                  dangerouslySetInnerHTML={{
                    __html: optionRowsHtml({
                      type: "checkbox",
                      name: "specialty",
                      options: specialtyOptions().map((specialty) => ({ value: specialty, label: specialty })),
                      checked: (value) => search.specialties.includes(value),
                      facet: "specialties",
                      counts: facets?.specialties,
                      estimated: facets?.estimated.includes("specialties"),
                    }),
                  }}
                />
              </fieldset>
              <div className="mt-5">
                <p className="mb-2 text-sm font-semibold text-slate-800">Location</p>
                <CityMultiSelect
                  selected={search.cities}
                  removeHref={(c) => jobSearchHref({ ...search, cities: search.cities.filter((x) => x !== c), page: 1 })}
                  counts={facets?.cities}
                  estimated={facets?.estimated.includes("cities")}
                />
              </div>
              <RadioFilter
                legend={t.salaryFilter}
                name="salary"
                anyLabel={t.salaryAny}
                current={search.minSalary?.per === "year" ? String(search.minSalary.amount) : ""}
                options={SALARY_LPA_OPTIONS.map((lpa) => ({ value: String(lpa), label: t.salaryAtLeast(lpa, formatRupees((lpa * LAKH) / 12)) }))}
                facet="salary"
                facets={facets}
              />
              {search.minSalary?.per === "month" ? (
                <p className="mt-2 text-xs text-slate-600">
                  <input type="hidden" name="monthly" value={search.minSalary.amount} />
                  {t.salaryAtLeastMonthly(formatRupees(search.minSalary.amount))}
                </p>
              ) : null}
              <RadioFilter
                legend={t.experienceFilter}
                name="experience"
                anyLabel={t.experienceAny}
                current={search.experience === null ? "" : String(search.experience)}
                options={EXPERIENCE_OPTIONS.map((years) => ({ value: String(years), label: years === 0 ? t.experienceFresher : t.experienceYears(years) }))}
                facet="experience"
                facets={facets}
              />
              <RadioFilter
                legend={t.postedFilter}
                name="posted"
                anyLabel={t.postedAny}
                current={search.postedWithin === null ? "" : String(search.postedWithin)}
                options={POSTED_WITHIN.map((days) => ({ value: String(days), label: POSTED_LABELS[days] }))}
                facet="posted"
                facets={facets}
              />
              <RadioFilter
                legend={t.distanceFilter}
                name="radius"
                anyLabel={city ? t.distanceCityOnly(city) : t.postedAny}
                current={search.radius === null ? "" : String(search.radius)}
                options={RADIUS_OPTIONS.map((km) => ({ value: String(km), label: city ? t.distanceWithin(km, city) : t.distanceAnyCity(km) }))}
                facet="radius"
                facets={city ? facets : null}
                hint={city ? undefined : t.distanceNeedsCity}
              />
              <noscript
                dangerouslySetInnerHTML={{
                  __html: `<button type="submit" class="mt-5 w-full rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white">${t.applyFilters}</button>`,
                }}
              />
              <div {...jobsDom.region.props("clear-filters")}>
                {filtersActive ? (
                  <a
                    href={clearedHref}
                    {...jobsDom.clears.props("filters")}
                    {...toastAttribute(t.filtersCleared)}
                    className="mt-5 inline-flex w-full items-center justify-center rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
                  >
                    {t.clearAllFilters}
                  </a>
                ) : null}
              </div>
              <div {...jobsDom.region.props("facets-note")}>
                {facets?.estimated.length ? <p className="mt-4 text-xs text-slate-500">{t.facetsEstimated}</p> : null}
              </div>
              <div className="sticky bottom-0 -mx-5 mt-5 border-t border-slate-200 bg-white p-4 lg:hidden">
                <button type="submit" {...jobsDom.sheetApply.props} className="w-full rounded-md bg-brand-600 px-4 py-3 text-base font-semibold text-white hover:bg-brand-700">
                  <span {...jobsDom.region.props("sheet-count")}>{t.showJobs(total.value, total.exact)}</span>
                </button>
              </div>
            </aside>
          </div>

          <section aria-labelledby={JOBS_IDS.count} className="scroll-mt-28">
            {/* The filter panel's heading is hidden with the panel on small screens: the cards' h3s need an h2 here. */}
            <h2 className="sr-only">{t.resultsHeading}</h2>
            <div {...jobsDom.region.props("spelling")}>
              {spelling ? (
                <p className="mb-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
                  {t.showingResultsFor} <strong className="font-semibold">{spelling.corrected}</strong>.{" "}
                  {t.searchInsteadFor}{" "}
                  <a href={jobSearchHref({ ...search, keyword: spelling.typed, exact: true, page: 1 })} className="font-semibold text-brand-700 underline">
                    {spelling.typed}
                  </a>
                </p>
              ) : null}
              {result.relaxed ? (
                <p className="mb-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
                  {t.relaxedShowing} <strong className="font-semibold">{result.relaxed.keyword}</strong>. {t.relaxedLeftOut(result.relaxed.left.join(", "))}
                </p>
              ) : null}
              {result.place ? <p className="mb-3 text-sm text-slate-700">{t.showingJobsIn(result.place.city, result.place.typed)}</p> : null}
            </div>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <p id={JOBS_IDS.count} role="status" tabIndex={-1} className="text-sm font-medium text-slate-600">
                {counts.jobsFound(total.value, total.exact)}
              </p>
              <div className="flex items-center gap-2 text-sm">
                <label htmlFor="job-sort" className="text-slate-600">{t.sortLabel}</label>
                <select
                  id="job-sort"
                  name="sort"
                  defaultValue={sort === "relevance" ? "" : sort}
                  {...jobsDom.autoApply.props}
                  className="rounded-md border border-slate-300 bg-white py-1.5 pl-2 pr-8 text-sm"
                >
                  <option value="">{SORT_LABELS.relevance}</option>
                  <option value="newest">{SORT_LABELS.newest}</option>
                  <option value="salary">{SORT_LABELS.salary}</option>
                </select>
                <noscript
                  dangerouslySetInnerHTML={{
                    __html: `<button type="submit" class="rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-700">${t.applySort}</button>`,
                  }}
                />
              </div>
            </div>
            <div {...jobsDom.region.props("results")} className="transition-opacity aria-busy:opacity-60">
              <CreateAlertLink query={jobSearchParams({ ...search, page: 1 }).toString()} />
              <FollowSearchLink search={search} />
              {result.jobs.length ? (
                <ol className="grid gap-4" dangerouslySetInnerHTML={{ __html: jobCardsHtml(result.jobs, true, cardExtra, "search") }} />
              ) : total.value > 0 ? (
                <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
                  <p className="text-slate-700">This page is past the last result.</p>
                  <a href={jobSearchHref({ ...search, page: 1 })} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
                    Go to the first page
                  </a>
                </div>
              ) : (
                <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
                  <Icon name="search" className="mx-auto h-10 w-10 text-slate-300" />
                  <h2 className="mt-4 text-xl font-semibold text-slate-900">{t.noJobsFound}</h2>
                  <p className="mt-2 text-slate-600">{t.noJobsHint}</p>
                  <a
                    href="/jobs"
                    {...jobsDom.clears.props("search")}
                    {...toastAttribute(t.filtersCleared)}
                    className="mt-6 inline-flex items-center rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
                  >
                    {t.clearSearchAndFilters}
                  </a>
                </div>
              )}
              <Pagination
                page={result.page}
                lastPage={lastPage}
                maxPage={JOBS_MAX_PAGE}
                hasNext={result.hasNextPage}
                hrefFor={(p) => jobSearchHref({ ...search, page: p })}
              />
            </div>
          </section>
        </div>
      </form>
      <div hidden {...jobsDom.region.props("extra-forms")} dangerouslySetInnerHTML={{ __html: extraForms }} />
    </main>
  );
}
