import { data } from "react-router";
import type { Route } from "./+types/dashboard.verification";
import { validation } from "~/lib/messages";
import { requireEmployerOwnTab } from "~/features/dashboard/access.server";
import { handleVerificationRequest, verificationState } from "~/features/verification/verification-action.server";
import { VerificationView } from "~/features/verification/components/verification-view";

// The employer's verification: status, and the organisation details the admin checks.
export async function loader({ request }: Route.LoaderArgs) {
  const { organisation } = await requireEmployerOwnTab(request);
  if (!organisation) throw data(validation.notInOrganisation, { status: 403 });
  return { state: verificationState(organisation) };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireEmployerOwnTab(request);
  return handleVerificationRequest({ form: await request.formData(), actor, back: "/dashboard/verification" });
}

export default function DashboardVerification({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-3">
      <VerificationView state={loaderData.state} reply={actionData ?? null} />
    </div>
  );
}
