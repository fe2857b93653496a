import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { publicSite } from "~/env.server";
import { getViewer } from "~/services/auth/session.server";
import { takeToast } from "~/services/toast/toast.server";
import { useNonce } from "~/lib/nonce";
import type { RootData } from "~/lib/root-data";
import { ToastProvider } from "~/components/ui/toast";
import { documentIslands, type IslandAsset } from "~/lib/islands";
import { NotFound } from "~/components/layout/not-found";
import { ErrorPage } from "~/components/layout/error-page";
import { useEffect } from "react";

export async function loader({ request }: Route.LoaderArgs) {
  const [viewer, { toast, setCookie }] = await Promise.all([getViewer(request), takeToast(request)]);
  return data<RootData>(
    {
      site: publicSite(),
      user: viewer
        ? {
            name: viewer.actor.name,
            role: viewer.actor.role,
            isAdmin: viewer.actor.isAdmin,
            avatarUrl: viewer.profile?.avatarUrl ?? null,
            unread: viewer.unreadNotifications,
          }
        : null,
      toast,
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Document pages (docs/decisions/031) run their islands instead of the React Router client.
  const islands = documentIslands(useMatches());
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
        {islands !== null ? (
          <IslandScripts islands={islands} nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            {/* The client is asked for once the page has painted (decision 108; patches/react-router). */}
            <Scripts nonce={nonce} data-defer-client="" />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * A document page's islands, layout first: module scripts run in order once the document is parsed, and the last
 * one tells tests (and CSS) that the page has become interactive, as hydration does on other pages.
 */
function IslandScripts({ islands, nonce }: { islands: readonly IslandAsset[]; nonce: string }) {
  const preloads = [...new Set(islands.flatMap((island) => island.imports))];
  return (
    <>
      {preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce || undefined} />
      ))}
      {islands.map((island) => (
        <script key={island.src} type="module" src={island.src} nonce={nonce || undefined} />
      ))}
      <script type="module" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: 'document.documentElement.dataset.hydrated="true"' }} />
    </>
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
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} error={error} />;
}
