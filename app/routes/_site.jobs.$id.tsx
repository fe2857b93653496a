import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/_site.jobs.$id";
import { getDeletedJob, getJobPage, parseJobId } from "~/features/jobs/get-job.server";
import { RemovedJobPage } from "~/features/jobs/components/removed-job-page";
import { feeds } from "~/features/jobs/feeds/messages";
import { isAppError } from "~/lib/errors";
import { JobDetailPage } from "~/features/jobs/components/job-detail-page";
import { NotFound } from "~/components/layout/not-found";
import { errorPages, pages } from "~/lib/messages";
import { isPageNavigation, orNotFound, orStatusPage } from "~/server-lib/route-errors.server";
import { ErrorPage } from "~/components/layout/error-page";
import { formatJobSalary } from "~/lib/format";
import { can } from "~/lib/permissions";
import { pageMeta } from "~/lib/seo";
import { getActor, getViewer } from "~/services/auth/session.server";
import { findMyApplication } from "~/features/applications/applications.server";
import { handleApply } from "~/features/applications/job-page-action.server";
import { ApplyPanel, type ApplyPanelState } from "~/features/applications/components/apply-panel";
import { uploadResume } from "~/features/resumes/resumes.server";
import { savedJobIds } from "~/features/saved-jobs/saved-jobs.server";
import { handleSaveIntent } from "~/features/saved-jobs/saved-jobs-action.server";
import { SaveJobButton } from "~/features/saved-jobs/components/save-job-button";
import { documentPage, loadAsDocument } from "~/lib/islands";
import jobIsland from "~/islands/job-page.island.ts?island";
import { pageUrl } from "~/server-lib/page-url.server";
import { jobPagePath, parseApplicationSource, SOURCE_PARAM } from "~/lib/application-sources";

// A document page (decision 031): the job, its Apply box and Save button are server HTML; its island shows the
// application form, checks the resume before it is uploaded and saves in the background. Every form is a plain
// post that works without JavaScript and comes back to this page.
export const handle = documentPage(jobIsland);
export const clientLoader = loadAsDocument;

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = orNotFound(parseJobId(params.id));
  const viewer = await getViewer(request);
  const actor = viewer?.actor ?? null;
  const found = await getJobPage({ actor, id }).catch(async (error: unknown) => {
    // A deleted job is gone for good (410), with a way to jobs like it; any other id is not found (404).
    const removed = isAppError(error) && error.code === "not_found" ? await getDeletedJob({ id }) : null;
    return removed ? { removed } : orStatusPage(() => Promise.reject(error));
  });
  if ("removed" in found) return data({ kind: "removed" as const, removed: found.removed }, { status: 410 });
  const { job, similar } = found;
  const [application, saved] = await Promise.all([
    findMyApplication({ actor, jobId: job.id }),
    savedJobIds({ actor, jobIds: [job.id] }),
  ]);
  const url = pageUrl(request);
  // Where the link here was shown (?src=, lib/application-sources.ts): carried by the Apply form, and through sign-in.
  const source = parseApplicationSource(url.searchParams.get(SOURCE_PARAM));
  const apply: ApplyPanelState = application
    ? { kind: "applied", status: application.status, doctorView: application.doctorView, appliedAt: application.createdAt }
    : !job.isOpen
      ? { kind: "closed" }
      : !actor
        ? { kind: "signed-out", loginHref: `/login?redirectTo=${encodeURIComponent(source ? jobPagePath(job.id, source) : url.pathname)}` }
        : !can.applyToJob(actor)
          ? { kind: "not-doctor" }
          : { kind: "can-apply", hasResume: !!viewer?.profile?.resumeUrl, source };
  const page = {
    kind: "job" as const,
    apply,
    saved: can.saveJob(actor) ? saved.has(job.id) : null,
    job: {
      id: job.id,
      title: job.title,
      company: job.company,
      location: job.location,
      type: job.type,
      specialty: job.specialty,
      salary: formatJobSalary(job),
      salaryMin: job.salaryMin,
      salaryMax: job.salaryMax,
      salaryUnit: job.salaryUnit,
      description: job.description,
      featured: job.featured,
      postedDate: job.postedDate,
      validThrough: job.validThrough,
      closedAt: job.closedAt,
      isOpen: job.isOpen,
      employerVerified: job.employerVerified,
      city: job.city,
      employerLogo: job.employerLogo,
    },
    similar,
    canManage: can.manageJob(actor, job),
  };
  // A closed or expired job answers 410 Gone (search engines drop it), with the page people need: that it is closed,
  // their application if they made one, similar jobs and a search for more.
  return job.isOpen ? page : data(page, { status: 410 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const id = parseJobId(params.id);
  if (id === null) throw data(pages.notFoundTitle, { status: 404 });
  const actor = await getActor(request);
  const form = await request.formData();
  const saveResult = await handleSaveIntent({ form, actor });
  // Saved or unsaved by a plain post: back to the page. The island's background request gets the reply.
  if (saveResult) return isPageNavigation(request) && (saveResult.init?.status ?? 200) < 300 ? redirect(`/jobs/${id}`) : saveResult;
  // Anything else is the Apply form (its schema refuses other intents). A doctor without a resume may attach one
  // in the same form; it is stored, by the resume rules, only once the application is known to be possible.
  return handleApply({
    form,
    actor,
    jobId: id,
    doneHref: `/jobs/${id}`,
    storeResume: (file) => uploadResume({ actor, profileId: actor?.userId ?? "", bytes: file.bytes, originalName: file.name }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  const brand = matches[0]?.loaderData?.site.brand ?? "DocHire";
  if (!loaderData) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    return [{ title: `${status === 404 ? pages.notFoundTitle : errorPages.status(status)} | ${brand}` }, { name: "robots", content: "noindex" }];
  }
  if (loaderData.kind === "removed") return [{ title: `${feeds.removedTitle} | ${brand}` }, { name: "robots", content: "noindex" }];
  const { job } = loaderData;
  const summary = (job.description ?? "").replace(/\s+/g, " ").trim();
  const tags = pageMeta(matches[0]?.loaderData?.site, {
    title: `${job.title} – ${job.company}, ${job.location}`,
    description: `${job.type} ${job.title} job at ${job.company} in ${job.location}. ${summary}`.slice(0, 158),
    path: `/jobs/${job.id}`,
  });
  // Closed jobs stay readable for people who follow old links, but leave search engines' indexes.
  return job.isOpen ? tags : [...tags, { name: "robots", content: "noindex" }];
};

export default function JobRoute({ loaderData, matches }: Route.ComponentProps) {
  const baseUrl = matches[0]?.loaderData?.site.baseUrl ?? "";
  if (loaderData.kind === "removed") return <RemovedJobPage job={loaderData.removed} />;
  const { job, similar, canManage, apply, saved } = loaderData;
  return (
    <JobDetailPage
      job={job}
      similar={similar}
      canManage={canManage}
      baseUrl={baseUrl}
      applyPanel={<ApplyPanel state={apply} />}
      saveButton={saved !== null ? <SaveJobButton jobId={job.id} saved={saved} /> : null}
    />
  );
}

// A job that does not exist (or a malformed id) is the not-found page, within the site layout, titled by meta above.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return status === 404 ? <NotFound /> : <ErrorPage status={status} error={error} />;
}
