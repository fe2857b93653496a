import { data } from "react-router";
import type { Route } from "./+types/dashboard.accounts.$userId";
import { requireAdminTab } from "~/features/dashboard/access.server";
import { handleAdminAction } from "~/features/admin/admin-action.server";
import { employerJobsChanged } from "~/features/jobs/employer-jobs-changed.server";
import { findAccount } from "~/features/admin/find-account.server";
import { listAuditLog } from "~/features/admin/list-audit-log.server";
import { AccountDetail } from "~/features/admin/components/admin-views";
import { parseTextId } from "~/lib/ids";
import { accountAdmin } from "~/features/admin/messages";
import { isAppError } from "~/lib/errors";

// One account for the admin: details, the actions on it, and its audit trail.
export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor } = await requireAdminTab(request);
  const id = parseTextId(params.userId);
  if (!id) throw data(accountAdmin.accountNotFound, { status: 404 });
  try {
    const [account, audit] = await Promise.all([findAccount(id), listAuditLog({ actor, targetId: id, limit: 50 })]);
    return { account, audit };
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") throw data(accountAdmin.accountNotFound, { status: 404 });
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor } = await requireAdminTab(request);
  return handleAdminAction({ request, actor, clientIp: context.clientIp ?? null, back: `/dashboard/accounts/${encodeURIComponent(params.userId)}`, employerChanged: employerJobsChanged });
}

export default function DashboardAccount({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountDetail account={loaderData.account} audit={loaderData.audit} reply={actionData} />;
}
