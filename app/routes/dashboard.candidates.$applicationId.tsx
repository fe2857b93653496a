import type { Route } from "./+types/dashboard.candidates.$applicationId";
import { handleCandidateAction, loadCandidatePage } from "~/features/applications/interviews/candidate-page.server";
import { interviewTexts as t } from "~/features/applications/interviews/messages";
import { CandidateHiring } from "~/features/applications/components/candidate-hiring";
import { parseId } from "~/lib/ids";
import { pageMeta } from "~/lib/seo";
import { orNotFound, orStatusPage } from "~/server-lib/route-errors.server";
import { requireViewer } from "~/services/auth/session.server";

const applicationIdOf = (params: { applicationId: string }) => orNotFound(parseId(params.applicationId));

export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request);
  const applicationId = applicationIdOf(params);
  return orStatusPage(() => loadCandidatePage({ actor, applicationId }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireViewer(request);
  const applicationId = applicationIdOf(params);
  return handleCandidateAction({ form: await request.formData(), actor, applicationId });
}

export const meta: Route.MetaFunction = ({ data: d, matches, params }) => [
  ...pageMeta(matches[0]?.loaderData?.site, {
    title: d ? t.candidateHeading(d.candidate.name) : t.candidateLink,
    description: "A candidate's interviews and offer.",
    path: `/dashboard/candidates/${params.applicationId}`,
  }),
  { name: "robots", content: "noindex" },
];

export default function CandidateRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CandidateHiring data={loaderData} reply={actionData} />;
}
