import path from "node:path";
import {
  createRequestHandler,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  type ServerBuild,
} from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import reactRouterConfig from "../../../react-router.config";

// A React Router request handler built from the app's own route modules, as `react-router build` wires them (the
// route tree comes from app/routes.ts, i.e. flatRoutes over app/routes/*), so a request runs the real root loader,
// route loaders and actions with React Router's own status and error handling. Documents are answered by a stub
// entry that renders nothing: the status and headers React Router settled on are what the fuzz suite checks.

const APP_DIR = path.resolve(process.cwd(), "app");

export type FlatRoute = { id: string; parentId: string | undefined; path: string | undefined; index: boolean; file: string };

/** Every route of app/routes.ts, flattened, with the file that implements it. */
export async function routeTable(): Promise<FlatRoute[]> {
  (globalThis as { __reactRouterAppDirectory?: string }).__reactRouterAppDirectory = APP_DIR;
  const config = (await import("~/routes")).default as unknown as RouteConfigEntry[] | Promise<RouteConfigEntry[]>;
  const out: FlatRoute[] = [];
  const walk = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      out.push({ id, parentId, path: entry.path, index: !!entry.index, file: path.resolve(APP_DIR, entry.file) });
      if (entry.children) walk(entry.children, id);
    }
  };
  walk(await config, "root");
  return out;
}

type Module = Record<string, unknown>;

/** What the React Router Vite plugin does to a route module: components get their loaderData etc. as props. */
function asBuilt(module: Module): Module {
  const out: Module = { ...module };
  if (typeof module.default === "function") out.default = withComponentProps(module.default as never);
  if (typeof module.ErrorBoundary === "function") out.ErrorBoundary = withErrorBoundaryProps(module.ErrorBoundary as never);
  return out;
}

/** The full path a route answers at, e.g. "/jobs/:id" (layouts without a path add nothing). */
export function fullPath(route: FlatRoute, byId: Map<string, FlatRoute>): string {
  const parts: string[] = [];
  for (let r: FlatRoute | undefined = route; r; r = r.parentId ? byId.get(r.parentId) : undefined) if (r.path) parts.unshift(r.path);
  return "/" + parts.join("/");
}

export async function buildFromRoutes(options: { render?: boolean } = {}) {
  const table = await routeTable();
  const modules = new Map<string, Module>();
  modules.set("root", asBuilt((await import("~/root")) as Module));
  for (const route of table) modules.set(route.id, asBuilt((await import(/* @vite-ignore */ route.file)) as Module));
  const entryServer = (await import("~/entry.server")) as Module;

  const routes: ServerBuild["routes"] = {
    root: { id: "root", parentId: undefined, path: "", index: undefined, caseSensitive: undefined, module: modules.get("root") as never },
  };
  for (const r of table) {
    routes[r.id] = { id: r.id, parentId: r.parentId, path: r.path, index: r.index || undefined, caseSensitive: undefined, module: modules.get(r.id) as never };
  }
  const assetRoutes: Record<string, unknown> = {};
  for (const [id, route] of Object.entries(routes)) {
    const m = modules.get(id)!;
    assetRoutes[id] = {
      id,
      parentId: route!.parentId,
      path: route!.path,
      index: route!.index,
      caseSensitive: undefined,
      module: `/${id}.js`,
      imports: [],
      css: [],
      hasAction: typeof m.action === "function",
      hasLoader: typeof m.loader === "function",
      hasClientAction: typeof m.clientAction === "function",
      hasClientLoader: typeof m.clientLoader === "function",
      hasClientMiddleware: false,
      hasErrorBoundary: typeof m.ErrorBoundary === "function",
    };
  }
  // Errors React Router reports (thrown by a loader, an action or a render), kept so a failing case can show its cause.
  const errors: unknown[] = [];
  const handleError = (error: unknown, args: never) => {
    errors.push(error);
    (entryServer.handleError as ((e: unknown, a: never) => void) | undefined)?.(error, args);
  };
  const stubEntry = options.render
    ? { ...entryServer, handleError }
    : { ...entryServer, handleError, default: (_request: Request, status: number, headers: Headers) => new Response(null, { status, headers }) };
  const build = {
    entry: { module: stubEntry },
    routes,
    assets: { entry: { module: "/entry.client.js", imports: [] }, routes: assetRoutes, url: "/manifest.js", version: "fuzz" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    // The app's own future flags (react-router.config.ts): loaders get requests as in production.
    future: { ...reactRouterConfig.future },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  return { table, modules, errors, handler: createRequestHandler(build, "production") };
}
