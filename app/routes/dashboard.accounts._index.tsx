import { data } from "react-router";
import type { Route } from "./+types/dashboard.accounts._index";
import { requireAdminTab } from "~/features/dashboard/access.server";
import { listAccounts } from "~/features/admin/list-accounts.server";
import { AccountQuerySchema } from "~/features/admin/schema";
import { AccountsList } from "~/features/admin/components/admin-views";
import { pageUrl } from "~/server-lib/page-url.server";

// The admin's account list: search by name or e-mail, role, status and sign-up date.
export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireAdminTab(request);
  const params = Object.fromEntries(pageUrl(request).searchParams);
  const parsed = AccountQuerySchema.safeParse(params);
  const shown = { q: params.q, role: params.role, status: params.status, joinedAfter: params.joinedAfter };
  if (!parsed.success) return data({ accounts: [], total: 0, query: shown }, { status: 400 });
  const { accounts, total } = await listAccounts({ actor, query: parsed.data });
  return { accounts, total, query: shown };
}

export default function DashboardAccounts({ loaderData }: Route.ComponentProps) {
  return <AccountsList {...loaderData} />;
}
