import { data, Link } from "react-router";
import type { Route } from "./+types/_site.post-job";
import { createJob } from "~/features/jobs/create-job.server";
import { getJob, parseJobId } from "~/features/jobs/get-job.server";
import { updateJob } from "~/features/jobs/update-job.server";
import { jobFormValues, JobFormSchema, type JobFormDefaults } from "~/features/jobs/schema";
import { JobForm } from "~/features/jobs/components/job-form";
import { pages, validation } from "~/lib/messages";
import { jobs as t } from "~/features/jobs/messages";
import { can } from "~/lib/permissions";
import { actionError, invalidForm, orStatusPage, parseForm } from "~/server-lib/route-errors.server";
import { pageMeta } from "~/lib/seo";
import { getViewer } from "~/services/auth/session.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { pageUrl } from "~/server-lib/page-url.server";

const AFTER_SAVE = "/dashboard/job-listings";

/** ?edit= present: the job id it names, or "invalid"; absent: null. */
function editTarget(url: URL): number | "invalid" | null {
  const raw = url.searchParams.get("edit");
  if (raw === null) return null;
  return parseJobId(raw) ?? "invalid";
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const target = editTarget(url);
  if (target === "invalid") throw data(pages.notFoundTitle, { status: 404 });
  const viewer = await getViewer(request);
  if (!viewer) {
    return data({ state: "signed-out" as const, redirectTo: url.pathname + url.search }, { status: 401 });
  }
  const { actor } = viewer;
  if (!can.postJob(actor)) return data({ state: "refused" as const, reason: t.onlyEmployersCanPost }, { status: 403 });
  if (target !== null) {
    const job = await orStatusPage(() => getJob({ actor, id: target }));
    if (!can.manageJob(actor, job)) return data({ state: "refused" as const, reason: t.notYourJob }, { status: 403 });
    const defaultValue = jobFormValues(job);
    return { state: "form" as const, mode: "edit" as const, jobId: job.id, defaultValue, isAdmin: actor.isAdmin };
  }
  const defaultValue: JobFormDefaults = { company: viewer.profile?.company ?? "" };
  return { state: "form" as const, mode: "create" as const, jobId: null, defaultValue, isAdmin: actor.isAdmin };
}

export async function action({ request }: Route.ActionArgs) {
  const target = editTarget(pageUrl(request));
  if (target === "invalid") throw data(pages.notFoundTitle, { status: 404 });
  const submission = parseForm(await request.formData(), JobFormSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    const actor = (await getViewer(request))?.actor ?? null;
    if (target === null) {
      await createJob({ actor, input: submission.value });
      return redirectWithToast(AFTER_SAVE, t.posted);
    }
    await updateJob({ actor, id: target, input: submission.value });
    return redirectWithToast(AFTER_SAVE, t.updated);
  } catch (error) {
    const failure = target === null ? t.postFailed : t.updateFailed;
    return actionError(error, { toastTitle: failure.title, submission, context: target === null ? "posting a job failed" : "updating a job failed" });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches[0]?.loaderData?.site, {
    title: loaderData?.state === "form" && loaderData.mode === "edit" ? t.editJobTitle : t.postJobTitle,
    description: t.postJobDescription,
    path: "/post-job",
  }),
  { name: "robots", content: "noindex" },
];

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto max-w-3xl px-4 pb-16 pt-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-6">{children}</div>
    </main>
  );
}

export default function PostJobRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "signed-out") {
    return (
      <Shell title={t.postJobTitle}>
        <div role="alert" className="rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <p className="text-lg font-semibold text-slate-900">{validation.mustBeLoggedInToPostJob}</p>
          <Link
            to={`/login?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`}
            className="mt-6 inline-flex rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {t.signInToPost}
          </Link>
        </div>
      </Shell>
    );
  }
  if (loaderData.state === "refused") {
    return (
      <Shell title={t.postJobTitle}>
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
          <p className="text-lg font-semibold text-red-900">{validation.permissionDenied}</p>
          <p className="mt-2 text-red-800">{loaderData.reason}</p>
          <Link to="/jobs" className="mt-6 inline-flex rounded-md border border-red-300 bg-white px-5 py-2.5 font-semibold text-red-800 hover:bg-red-100">
            {pages.browseJobs}
          </Link>
        </div>
      </Shell>
    );
  }
  const editing = loaderData.mode === "edit";
  return (
    <Shell title={editing ? t.editJobTitle : t.postJobTitle}>
      <p className="-mt-3 mb-6 text-slate-600">
        {editing ? t.editJobIntro : t.postJobIntro}
      </p>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <JobForm
          key={loaderData.jobId ?? "new"}
          mode={loaderData.mode}
          action={editing ? `/post-job?edit=${loaderData.jobId}` : "/post-job"}
          defaultValue={loaderData.defaultValue}
          reply={actionData}
          isAdmin={loaderData.isAdmin}
        />
      </div>
    </Shell>
  );
}
