import { data } from "react-router";
import type { Route } from "./+types/_site.jobs._index";
import { searchJobs } from "~/features/jobs/search-jobs.server";
import { jobSearchHref, parseJobSearch } from "~/features/jobs/search-params";
import { JobsSearchPage } from "~/features/jobs/components/jobs-search-page";
import { jobsDom } from "~/features/jobs/components/jobs-dom";
import { jobs as t, pages } from "~/lib/messages";
import { logger } from "~/services/logger.server";
import { isShareableRequest } from "~/services/page-cache/page-cache.server";
import { pageMeta } from "~/lib/seo";
import { documentPage, loadAsDocument } from "~/lib/islands";
import jobsIsland from "~/islands/jobs-search.island.ts?island";

// A document page: server HTML plus its island (instant filters), no client runtime (decision 031).
export const handle = documentPage(jobsIsland);
export const clientLoader = loadAsDocument;

/**
 * Visitors without cookies all get the same page, so shared caches (the in-process page cache, a CDN) may keep it
 * for a few seconds; the visitor's own browser always asks again.
 */
const SHARED = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";

export async function loader({ request }: Route.LoaderArgs) {
  const search = parseJobSearch(new URL(request.url).searchParams);
  const canonicalPath = jobSearchHref(search);
  try {
    // Searching is public: no session lookup here beyond the root loader's.
    const result = await searchJobs({ actor: null, search });
    const headers = isShareableRequest(request) ? { "Cache-Control": SHARED } : undefined;
    return data({ search, result, canonicalPath, failed: false }, { headers });
  } catch (error) {
    logger().error({ err: error }, "job search failed");
    return data(
      {
        search,
        result: { jobs: [], total: { value: 0, exact: true }, page: search.page, pageSize: 0, hasNextPage: false },
        canonicalPath,
        failed: true,
      },
      { status: 503 },
    );
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData?.search.page ?? 1;
  return pageMeta(matches[0]?.loaderData?.site, {
    title: page > 1 ? `Doctor Jobs in India – Page ${page}` : "Doctor Jobs in India – Search Medical Vacancies",
    description:
      "Search thousands of doctor jobs in India: consultant, resident, locum and part-time vacancies at hospitals and clinics, by city, specialty and job type, with salaries in rupees.",
    path: loaderData?.canonicalPath ?? "/jobs",
  });
};

export default function JobsRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.failed) {
    return (
      <main {...jobsDom.page.props} className="mx-auto max-w-xl px-6 py-20 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{pages.jobsHeading}</h1>
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          <strong>{t.fetchFailed.title}:</strong> {t.fetchFailed.description}
        </p>
      </main>
    );
  }
  return <JobsSearchPage search={loaderData.search} result={loaderData.result} />;
}
