import { data, redirect } from "react-router";
import type { Route } from "./+types/_site.jobs._index";
import { findJobs } from "~/features/search/search.server";
import { savedJobIds } from "~/features/saved-jobs/saved-jobs.server";
import { handleSaveIntent } from "~/features/saved-jobs/saved-jobs-action.server";
import { saveCardButtonHtml, saveCardFormsHtml, saveCardSignInHtml } from "~/features/saved-jobs/components/save-card-html";
import { can } from "~/lib/permissions";
import { getActor } from "~/services/auth/session.server";
import { isPageNavigation } from "~/server-lib/route-errors.server";
import { jobSearchHref, parseJobSearch } from "~/features/search/search-params";
import { JobsSearchPage } from "~/features/jobs/components/jobs-search-page";
import { jobsDom } from "~/features/jobs/components/jobs-dom";
import { formInput, pages } from "~/lib/messages";
import { jobs as t } from "~/features/jobs/messages";
import { logger } from "~/services/logger.server";
import { isShareableRequest } from "~/services/page-cache/page-cache.server";
import { pageMeta } from "~/lib/seo";
import { documentPage, loadAsDocument } from "~/lib/islands";
import jobsIsland from "~/islands/jobs-search.island.ts?island";
import { pageUrl } from "~/server-lib/page-url.server";
import { searchFeedHref } from "~/features/jobs/feeds/feed-links";
import { feeds } from "~/features/jobs/feeds/messages";

// A document page: server HTML plus its island (instant filters), no client runtime (decision 031).
export const handle = documentPage(jobsIsland);
export const clientLoader = loadAsDocument;

/**
 * Visitors without cookies all get the same page, so shared caches (the in-process page cache, a CDN) may keep it
 * for a few seconds; the visitor's own browser always asks again.
 */
const SHARED = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";

export async function loader({ request }: Route.LoaderArgs) {
  const search = parseJobSearch(pageUrl(request).searchParams);
  const canonicalPath = jobSearchHref(search);
  try {
    // Searching is public; the session (looked up once per request, none without a cookie) only decides the Save controls.
    const actor = await getActor(request);
    const { page: result, facets } = await findJobs({ actor, search });
    const saved = can.saveJob(actor) ? await savedJobIds({ actor, jobIds: result.jobs.map((job) => job.id) }) : null;
    const save = actor ? (saved ? { kind: "doctor" as const, saved: [...saved] } : { kind: "none" as const }) : { kind: "visitor" as const };
    const headers = isShareableRequest(request) ? { "Cache-Control": SHARED } : undefined;
    return data({ search, result, facets, save, canonicalPath, failed: false }, { headers });
  } catch (error) {
    logger().error({ err: error }, "job search failed");
    return data(
      {
        search,
        result: { jobs: [], total: { value: 0, exact: true }, page: search.page, pageSize: 0, hasNextPage: false, spelling: null },
        facets: null,
        save: { kind: "none" as const },
        canonicalPath,
        failed: true,
      },
      { status: 503 },
    );
  }
}

/** Save / unsave from a result card (a plain post without JavaScript comes back to the same search). */
export async function action({ request }: Route.ActionArgs) {
  const actor = await getActor(request);
  const form = await request.formData();
  const result = await handleSaveIntent({ form, actor });
  if (!result) throw data(formInput.unknownAction, { status: 400 });
  const back = pageUrl(request);
  back.searchParams.delete("index");
  return isPageNavigation(request) && (result.init?.status ?? 200) < 300 ? redirect(back.pathname + back.search) : result;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData?.search.page ?? 1;
  const site = matches[0]?.loaderData?.site;
  // Feed readers find the RSS feed of the search shown here.
  const feed = loaderData
    ? [{ tagName: "link", rel: "alternate", type: "application/rss+xml", title: feeds.searchFeedLinkTitle(site?.brand ?? "DocHire"), href: searchFeedHref(loaderData.search) }]
    : [];
  return [...feed, ...pageMeta(site, {
    title: page > 1 ? `Doctor Jobs in India – Page ${page}` : "Doctor Jobs in India – Search Medical Vacancies",
    description:
      "Search thousands of doctor jobs in India: consultant, resident, locum and part-time vacancies at hospitals and clinics, by city, specialty and job type, with salaries in rupees.",
    path: loaderData?.canonicalPath ?? "/jobs",
  })];
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
  const { search, result, facets, save, canonicalPath } = loaderData;
  const saved = new Set(save.kind === "doctor" ? save.saved : []);
  const loginHref = `/login?redirectTo=${encodeURIComponent(canonicalPath)}`;
  const cardExtra =
    save.kind === "doctor"
      ? (job: { id: number; title: string }) => saveCardButtonHtml(job, saved.has(job.id))
      : save.kind === "visitor"
        ? (job: { title: string }) => saveCardSignInHtml(job, loginHref)
        : undefined;
  const action = canonicalPath.includes("?") ? `${canonicalPath}&index` : `${canonicalPath}?index`;
  return (
    <JobsSearchPage
      search={search}
      result={result}
      facets={facets}
      cardExtra={cardExtra}
      extraForms={save.kind === "doctor" ? saveCardFormsHtml(result.jobs.map((job) => job.id), action) : ""}
    />
  );
}
