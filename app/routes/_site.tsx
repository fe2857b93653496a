import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/_site";
import { SiteLayout } from "~/components/layout/site-layout";
import { NotFound } from "~/components/layout/not-found";
import { ErrorPage } from "~/components/layout/error-page";

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
  return <SiteLayout>{status === 404 ? <NotFound /> : <ErrorPage status={status} />}</SiteLayout>;
}
