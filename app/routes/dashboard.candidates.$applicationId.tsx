import type { Route } from "./+types/dashboard.candidates.$applicationId";
import { handleCandidateAction, loadCandidatePage } from "~/features/applications/interviews/candidate-page.server";
import { interviewTexts as t } from "~/features/applications/interviews/messages";
import { CandidateHiring } from "~/features/applications/components/candidate-hiring";
import { handleRecordAction, loadCandidateRecord } from "~/features/applications/candidate-record/candidate-record.server";
import { CandidateRecord } from "~/features/applications/candidate-record/components/candidate-record";
import { isRecordIntent } from "~/features/applications/candidate-record/schema";
import { parseId } from "~/lib/ids";
import { pageUrl } from "~/server-lib/page-url.server";
import { pageMeta } from "~/lib/seo";
import { orNotFound, orStatusPage } from "~/server-lib/route-errors.server";
import { requireViewer } from "~/services/auth/session.server";

const applicationIdOf = (params: { applicationId: string }) => orNotFound(parseId(params.applicationId));

export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request);
  const applicationId = applicationIdOf(params);
  const before = pageUrl(request).searchParams.get("before");
  return orStatusPage(async () => {
    const page = await loadCandidatePage({ actor, applicationId });
    return { ...page, record: await loadCandidateRecord({ actor, applicationId, before }) };
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireViewer(request);
  const applicationId = applicationIdOf(params);
  const form = await request.formData();
  const intent = form.get("intent");
  if (isRecordIntent(intent)) return handleRecordAction({ form, actor, applicationId, intent });
  return handleCandidateAction({ form, actor, applicationId });
}

export const meta: Route.MetaFunction = ({ data: d, matches, params }) => [
  ...pageMeta(matches[0]?.loaderData?.site, {
    title: d ? t.candidateHeading(d.candidate.name) : t.candidateLink,
    description: "A candidate's record, interviews and offer.",
    path: `/dashboard/candidates/${params.applicationId}`,
  }),
  { name: "robots", content: "noindex" },
];

export default function CandidateRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <CandidateHiring data={loaderData} reply={actionData} />
      {loaderData.record ? <CandidateRecord data={loaderData.record} reply={actionData} /> : null}
    </div>
  );
}
