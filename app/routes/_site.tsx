import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/_site";
import { SiteLayout } from "~/components/layout/site-layout";
import { NotFound } from "~/components/layout/not-found";
import { ErrorPage, errorPageTitle } from "~/components/layout/error-page";

// A page that failed (a thrown 404 or 403) is titled by its status, as the error boundary below renders it.
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  return [{ title: errorPageTitle(error, matches[0]?.loaderData?.site.brand ?? "DocHire") }, { name: "robots", content: "noindex" }];
};

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
