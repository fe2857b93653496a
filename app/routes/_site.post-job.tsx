import { useEffect } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/_site.post-job";
import { createJob } from "~/features/jobs/create-job.server";
import { getJob, parseJobId } from "~/features/jobs/get-job.server";
import { updateJob } from "~/features/jobs/update-job.server";
import { formValues, indiaDay, parseJobForm, type JobFormErrors, type JobFormValues } from "~/features/jobs/schema";
import { JobForm } from "~/features/jobs/components/job-form";
import { useToast } from "~/components/ui/toast";
import { isAppError } from "~/lib/errors";
import { jobs as t, validation, type ToastMessage } from "~/lib/messages";
import { can } from "~/lib/permissions";
import { pageMeta } from "~/lib/seo";
import { getViewer } from "~/services/auth/session.server";
import { logger } from "~/services/logger.server";
import { redirectWithToast } from "~/services/toast/toast.server";

const AFTER_SAVE = "/dashboard/job-listings";

/** ?edit= present: the job id it names, or "invalid"; absent: null. */
function editTarget(url: URL): number | "invalid" | null {
  const raw = url.searchParams.get("edit");
  if (raw === null) return null;
  return parseJobId(raw) ?? "invalid";
}

async function loadJobForEdit(id: number) {
  try {
    return await getJob({ actor: null, id });
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = editTarget(url);
  if (target === "invalid") throw data(null, { status: 404 });
  const viewer = await getViewer(request);
  if (!viewer) {
    return data({ state: "signed-out" as const, redirectTo: url.pathname + url.search }, { status: 401 });
  }
  const { actor } = viewer;
  if (!can.postJob(actor)) return data({ state: "refused" as const, reason: t.onlyEmployersCanPost }, { status: 403 });
  if (target !== null) {
    const job = await loadJobForEdit(target);
    if (!can.manageJob(actor, job)) return data({ state: "refused" as const, reason: t.notYourJob }, { status: 403 });
    const values: JobFormValues = {
      title: job.title,
      company: job.company,
      location: job.location,
      type: job.type,
      specialty: job.specialty ?? "",
      salary: job.salary ?? "",
      salaryMin: job.salaryMin?.toString() ?? "",
      salaryMax: job.salaryMax?.toString() ?? "",
      salaryUnit: job.salaryUnit ?? "",
      description: job.description ?? "",
      validThrough: job.validThrough ? indiaDay(job.validThrough) : "",
      featured: job.featured ? "on" : "",
    };
    return { state: "form" as const, mode: "edit" as const, jobId: job.id, values, isAdmin: actor.isAdmin };
  }
  const values: JobFormValues = { company: viewer.profile?.company ?? "" };
  return { state: "form" as const, mode: "create" as const, jobId: null, values, isAdmin: actor.isAdmin };
}

type ActionResult = { values: JobFormValues; errors: JobFormErrors; formError?: string; toast?: ToastMessage };

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const target = editTarget(url);
  if (target === "invalid") throw data(null, { status: 404 });
  const values = formValues(await request.formData());
  const failure = target === null ? t.postFailed : t.updateFailed;
  const parsed = parseJobForm(values);
  if (!parsed.ok) return data<ActionResult>({ values, errors: parsed.errors }, { status: 400 });
  try {
    const actor = (await getViewer(request))?.actor ?? null;
    if (target === null) {
      await createJob({ actor, input: parsed.input });
      return redirectWithToast(AFTER_SAVE, t.posted);
    }
    await updateJob({ actor, id: target, input: parsed.input });
    return redirectWithToast(AFTER_SAVE, t.updated);
  } catch (error) {
    if (isAppError(error)) {
      return data<ActionResult>({ values, errors: {}, formError: error.message, toast: { ...failure, variant: "destructive" } }, { status: error.status });
    }
    logger().error({ err: error }, target === null ? "posting a job failed" : "updating a job failed");
    return data<ActionResult>(
      { values, errors: {}, formError: failure.description, toast: { ...failure, variant: "destructive" } },
      { status: 500 },
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches[0]?.loaderData?.site, {
    title: loaderData?.state === "form" && loaderData.mode === "edit" ? t.editJobTitle : t.postJobTitle,
    description: "Post a doctor job on DocHire and reach qualified doctors across India.",
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
  const { toast } = useToast();
  const failureToast = actionData && "toast" in actionData ? actionData.toast : undefined;
  useEffect(() => {
    if (failureToast) toast(failureToast);
  }, [failureToast, toast]);

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
            Browse jobs
          </Link>
        </div>
      </Shell>
    );
  }
  const editing = loaderData.mode === "edit";
  return (
    <Shell title={editing ? t.editJobTitle : t.postJobTitle}>
      <p className="-mt-3 mb-6 text-slate-600">
        {editing ? "Update the listing; changes are live as soon as you save." : "Your listing goes live as soon as you post it."}
      </p>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <JobForm
          key={loaderData.jobId ?? "new"}
          mode={loaderData.mode}
          action={editing ? `/post-job?edit=${loaderData.jobId}` : "/post-job"}
          values={actionData?.values ?? loaderData.values}
          serverErrors={actionData?.errors}
          formError={actionData?.formError}
          isAdmin={loaderData.isAdmin}
        />
      </div>
    </Shell>
  );
}
