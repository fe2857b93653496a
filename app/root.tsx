import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { publicSite } from "~/env.server";
import { getViewer } from "~/services/auth/session.server";
import { takeToast } from "~/services/toast/toast.server";
import { useNonce } from "~/lib/nonce";
import { ToastProvider, ToastTemplates } from "~/components/ui/toast";
import { useDocumentScript } from "~/lib/document-page";
import { NotFound } from "~/components/layout/not-found";
import { ErrorPage } from "~/components/layout/error-page";
import { useEffect } from "react";

export async function loader({ request }: Route.LoaderArgs) {
  const [viewer, { toast, setCookie }] = await Promise.all([getViewer(request), takeToast(request)]);
  return data(
    {
      site: publicSite(),
      user: viewer
        ? {
            name: viewer.actor.name,
            role: viewer.actor.role,
            isAdmin: viewer.actor.isAdmin,
            avatarUrl: viewer.profile?.avatarUrl ?? null,
          }
        : null,
      toast,
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

/** Site facts and the signed-in user, for any component under the root. */
export function useRootData(): RootData {
  return useRouteLoaderData("root") as RootData;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Document pages (docs/decisions/031) ship their own small script instead of the React Router client.
  const documentScript = useDocumentScript();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#127d72" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {documentScript !== null ? (
          <>
            <ToastTemplates />
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: documentScript }} />
          </>
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Lets tests (and CSS) know when the page has become interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ToastProvider initial={loaderData.toast}>
      <Outlet />
    </ToastProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
