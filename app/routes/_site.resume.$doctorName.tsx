import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/_site.resume.$doctorName";
import { getActor } from "~/services/auth/session.server";
import { getResumeView } from "~/features/directory/get-resume-view.server";
import { parseTextId } from "~/lib/ids";
import { pageTitles } from "~/lib/messages";
import { resumeAccess as msg } from "~/features/directory/messages";
import { pageUrl } from "~/server-lib/page-url.server";
import { RefusalActions } from "~/components/layout/refusal-actions";

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await getActor(request);
  const url = pageUrl(request);
  const view = await getResumeView({ actor, profileId: parseTextId(url.searchParams.get("resumeId")), nameFromUrl: params.doctorName.slice(0, 120) });
  const status = view.kind === "sign-in" ? 401 : view.kind === "forbidden" ? 403 : view.kind === "refused" ? view.status : 200;
  return data(view, { status });
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => [
  { title: `${d && "name" in d && d.name ? pageTitles.resumeOf(d.name) : pageTitles.resume} | ${matches[0]?.loaderData?.site.brand ?? "DocHire"}` },
  { name: "robots", content: "noindex" },
];

export default function ResumeViewer({ loaderData: view }: Route.ComponentProps) {
  const location = useLocation();
  const here = location.pathname + location.search;
  if (view.kind === "sign-in" || view.kind === "forbidden") {
    return (
      <main className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Sign in as an employer to view resumes</h1>
        <p className="mt-3 text-slate-600">
          Doctors' resumes are shared only with signed-in hospitals and employers.
          {view.kind === "forbidden" ? " Your account is not an employer account." : ""}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Link to={`/login?redirectTo=${encodeURIComponent(here)}`} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            Sign in
          </Link>
          <Link to="/register?role=employer" className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50">
            Register as an employer
          </Link>
        </div>
      </main>
    );
  }
  if (view.kind === "refused") {
    return (
      <main className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{view.name}</h1>
        <p className="mt-3 text-slate-600" data-testid="resume-refused">
          {view.message}
        </p>
        <RefusalActions next={view.next ?? null} back={{ href: "/doctor-profiles", label: msg.backToDirectory }} />
      </main>
    );
  }
  if (view.kind === "missing") {
    return (
      <main className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{msg.noResumeAvailable.title}</h1>
        <p className="mt-3 text-slate-600">{view.name ? `${view.name} has not uploaded a resume yet.` : msg.noResumeAvailable.description}</p>
        <Link to="/doctor-profiles" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {msg.backToDirectory}
        </Link>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{view.name}</h1>
          <p className="text-slate-600">{[view.specialization, view.location].filter(Boolean).join(" · ")}</p>
        </div>
        <a href={`${view.url}?download=1`} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          Download PDF
        </a>
      </div>
      <iframe title={`Resume of ${view.name}`} src={view.url} className="mt-6 h-[80vh] w-full rounded-xl border border-slate-200 bg-white" />
    </main>
  );
}
