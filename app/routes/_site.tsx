import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/_site";
import { SiteLayout } from "~/components/layout/site-layout";
import { NotFound } from "~/components/layout/not-found";
import { ErrorPage, errorPageTitle } from "~/components/layout/error-page";
import { layoutIslands } from "~/lib/islands";
import siteIsland from "~/islands/site.island.ts?island";

// Every document page below this layout runs the layout's island (header, menus, WhatsApp widget, toasts).
export const handle = layoutIslands(siteIsland);

// A page below this layout that failed is rendered by the ErrorBoundary here, so its own meta never runs: the title
// comes from this one ("Page Not Found | DocHire", "Access denied | DocHire", ...).
export const meta: Route.MetaFunction = ({ error, matches }) =>
  error ? [{ title: errorPageTitle(error, matches[0]?.loaderData?.site.brand ?? "DocHire") }, { name: "robots", content: "noindex" }] : [];

export default function SiteRoute() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

// Errors of public pages (e.g. an unknown blog slug) keep the header and footer around them.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <SiteLayout>{status === 404 ? <NotFound /> : <ErrorPage status={status} error={error} />}</SiteLayout>;
}
