import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/dashboard";
import { ErrorPage } from "~/components/layout/error-page";
import { DashboardTopBar } from "~/features/dashboard/components/dashboard-shell";
import { DashboardNotAvailable, DoctorDashboard, EmployerDashboard } from "~/features/dashboard/components/dashboard-layouts";
import { dashboardKind } from "~/features/dashboard/access.server";
import { getEmployerJobStats } from "~/features/jobs/employer-stats.server";
import { countUnreadMessages } from "~/features/messages/count-unread-messages.server";
import { MESSAGES_PATH, threadIdOfPath } from "~/lib/message-links";
import { EmployerStatCards } from "~/features/jobs/components/employer-stat-cards";
import { publicSite } from "~/env.server";
import { can, roleLabel } from "~/lib/permissions";
import { mayManageApiKeys } from "~/features/organisations/api-keys/api-key-rules";
import { dashboardTabs } from "~/features/dashboard/messages";
import { security } from "~/features/accounts/messages";
import { mayReadReports } from "~/features/reports/report-rules";
import { requireViewer } from "~/services/auth/session.server";
import { pageUrl } from "~/server-lib/page-url.server";

// /dashboard and its tabs: outside the public layout, with a slim bar of their own. Signed-out visitors go to
// /login and come back here after signing in (requireViewer keeps the address).
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const { actor, profile } = viewer;
  const kind = dashboardKind(viewer);
  // On a conversation's page that conversation is being read by this very request: it no longer counts as unread.
  const openingThreadId = threadIdOfPath(pageUrl(request).pathname);
  const name = profile?.name ?? actor.name;
  const base = {
    adminNeedsTwoFactor: viewer.adminNeedsTwoFactor,
    brand: publicSite().brand,
    kind,
    pageRole: roleLabel(actor),
    user: { name, roleLabel: actor.isAdmin ? "Super Admin" : roleLabel(actor), avatarUrl: profile?.avatarUrl ?? null },
  };
  if (kind === "employer") {
    // The organisation's name (a colleague's own profile may name no company).
    const company = viewer.organisation?.name.trim() || profile?.company?.trim();
    const title = actor.isAdmin ? "Super Admin Dashboard" : company ? `${company} Dashboard` : "Employer Dashboard";
    const [stats, unreadMessages] = await Promise.all([getEmployerJobStats({ actor }), countUnreadMessages({ actor, openingThreadId })]);
    return { ...base, unreadMessages, employer: { title, isAdmin: actor.isAdmin, stats, showTeam: can.seeTeam(actor), showApiKeys: !actor.isAdmin && mayManageApiKeys(actor.membership), showTemplates: can.readEmailTemplates(actor), showWebhooks: can.manageWebhooks(actor), showReports: !actor.isAdmin && mayReadReports(actor.membership) }, doctor: null };
  }
  if (kind === "doctor") {
    const unreadMessages = await countUnreadMessages({ actor, openingThreadId });
    return { ...base, unreadMessages, employer: null, doctor: { name, specialization: profile?.specialization ?? null, avatarUrl: profile?.avatarUrl ?? null } };
  }
  return { ...base, unreadMessages: 0, employer: null, doctor: null };
}

/**
 * The Messages tab's unread count changes when a conversation is opened (a GET): the layout reads it again whenever
 * the messages pages are entered or left, besides React Router's usual reasons (after a post, ...).
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname.startsWith(MESSAGES_PATH) || nextUrl.pathname.startsWith(MESSAGES_PATH)) return true;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.kind === "unavailable" ? "" : `${data.pageRole} `}Dashboard | ${data.brand}` : "Dashboard" },
  { name: "description", content: dashboardTabs.description },
  { name: "robots", content: "noindex" },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { brand, user, employer, doctor, unreadMessages, adminNeedsTwoFactor } = loaderData;
  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardTopBar brand={brand} user={user} />
      <main id="main">
        {adminNeedsTwoFactor ? (
          <p className="mx-auto mt-4 max-w-7xl rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-6" data-testid="admin-two-factor-prompt">
            {security.twoFactorAdminRequired}{" "}
            <Link to="/dashboard/security" className="font-semibold underline">
              {security.twoFactorStart}
            </Link>
          </p>
        ) : null}
        {employer ? (
          <EmployerDashboard title={employer.title} isAdmin={employer.isAdmin} showTeam={employer.showTeam} showApiKeys={employer.showApiKeys} showTemplates={employer.showTemplates} showWebhooks={employer.showWebhooks} showReports={employer.showReports} stats={<EmployerStatCards stats={employer.stats} />} unreadMessages={unreadMessages}>
            <Outlet />
          </EmployerDashboard>
        ) : doctor ? (
          <DoctorDashboard name={doctor.name} specialization={doctor.specialization} avatarUrl={doctor.avatarUrl} unreadMessages={unreadMessages}>
            <Outlet />
          </DoctorDashboard>
        ) : (
          <DashboardNotAvailable />
        )}
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const parent = useRouteLoaderData<typeof loader>("routes/dashboard");
  const root = useRouteLoaderData("root") as { site?: { brand: string } } | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardTopBar brand={parent?.brand ?? root?.site?.brand ?? "DocHire"} user={parent?.user ?? null} />
      <ErrorPage status={status} error={error} />
    </div>
  );
}
