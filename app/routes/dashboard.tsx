import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/dashboard";
import { ErrorPage } from "~/components/layout/error-page";
import { DashboardTopBar } from "~/features/dashboard/components/dashboard-shell";
import { DashboardNotAvailable, DoctorDashboard, EmployerDashboard } from "~/features/dashboard/components/dashboard-layouts";
import { dashboardKind } from "~/features/dashboard/access.server";
import { getEmployerJobStats } from "~/features/jobs/employer-stats.server";
import { EmployerStatCards } from "~/features/jobs/components/employer-stat-cards";
import { publicSite } from "~/env.server";
import { roleLabel } from "~/lib/permissions";
import { trust } from "~/lib/messages";
import { requireViewer } from "~/services/auth/session.server";

// /dashboard and its tabs: outside the public layout, with a slim bar of their own. Signed-out visitors go to
// /login and come back here after signing in (requireViewer keeps the address).
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const { actor, profile } = viewer;
  const kind = dashboardKind(viewer);
  const name = profile?.name ?? actor.name;
  const base = {
    adminNeedsTwoFactor: viewer.adminNeedsTwoFactor,
    brand: publicSite().brand,
    kind,
    pageRole: roleLabel(actor),
    user: { name, roleLabel: actor.isAdmin ? "Super Admin" : roleLabel(actor), avatarUrl: profile?.avatarUrl ?? null },
  };
  if (kind === "employer") {
    const company = profile?.company?.trim();
    const title = actor.isAdmin ? "Super Admin Dashboard" : company ? `${company} Dashboard` : "Employer Dashboard";
    return { ...base, employer: { title, isAdmin: actor.isAdmin, stats: await getEmployerJobStats({ actor }) }, doctor: null };
  }
  if (kind === "doctor") {
    return { ...base, employer: null, doctor: { name, specialization: profile?.specialization ?? null, avatarUrl: profile?.avatarUrl ?? null } };
  }
  return { ...base, employer: null, doctor: null };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.kind === "unavailable" ? "" : `${data.pageRole} `}Dashboard | ${data.brand}` : "Dashboard" },
  { name: "robots", content: "noindex" },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { brand, user, employer, doctor, adminNeedsTwoFactor } = loaderData;
  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardTopBar brand={brand} user={user} />
      <main id="main">
        {adminNeedsTwoFactor ? (
          <p className="mx-auto mt-4 max-w-7xl rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-6" data-testid="admin-two-factor-prompt">
            {trust.twoFactorAdminRequired}{" "}
            <Link to="/dashboard/security" className="font-semibold underline">
              {trust.twoFactorStart}
            </Link>
          </p>
        ) : null}
        {employer ? (
          <EmployerDashboard title={employer.title} isAdmin={employer.isAdmin} stats={<EmployerStatCards stats={employer.stats} />}>
            <Outlet />
          </EmployerDashboard>
        ) : doctor ? (
          <DoctorDashboard name={doctor.name} specialization={doctor.specialization} avatarUrl={doctor.avatarUrl}>
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
      <ErrorPage status={status} />
    </div>
  );
}
