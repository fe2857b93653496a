import { createElement, useContext } from "react";
import { renderToString, renderToStringSegments } from "react-dom/server";
import { Window } from "happy-dom";
import {
  createRequestHandler,
  createStaticHandler,
  ServerRouter,
  UNSAFE_DataRouterContext,
  useLoaderData,
  type EntryContext,
  type ServerBuild,
  type StaticHandlerContext,
} from "react-router";
import { describe, expect, it } from "vitest";

// The packages patched by patches/*.patch (applied by `npm install` through patch-package, docs/decisions/060):
// - React Router: the route objects a server render needs are built once, not for every page, the loader data
//   is encoded for the browser only when a page reads it, and a path is matched against the routes once;
// - React DOM's string renderer: characters above Latin-1 in text and attributes are written as numeric character
//   references, so that a rendered page is one-byte text; and it can hand a page back in pieces of about 32 KB
//   (renderToStringSegments), so that no string of a whole large page is made.
// These tests fail when a patch is not applied.

const seen: { routes: unknown[]; lazyStream: boolean[]; encoded: string[] } = { routes: [], lazyStream: [], encoded: [] };

function Root() {
  const data = useLoaderData() as { n: number };
  seen.routes.push(useContext(UNSAFE_DataRouterContext)?.router.routes);
  return createElement("p", null, `n=${data.n}`);
}

async function handleDocumentRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const descriptor = Object.getOwnPropertyDescriptor(context, "serverHandoffStream");
  seen.lazyStream.push(descriptor !== undefined && typeof descriptor.get === "function");
  const html = renderToString(createElement(ServerRouter, { context: { ...context, serverHandoffStream: undefined }, url: request.url }));
  // What a hydrated page does: reading the stream encodes the data.
  seen.encoded.push(await new Response(context.serverHandoffStream).text());
  return new Response(html, { status, headers: { "Content-Type": "text/html" } });
}

let loads = 0;
const build = {
  entry: { module: { default: handleDocumentRequest } },
  routes: {
    root: { id: "root", path: "", module: { default: Root, loader: () => ({ n: ++loads }) } },
  },
  assets: {
    entry: { module: "/entry.client.js", imports: [] },
    routes: {
      root: { id: "root", path: "", hasLoader: true, hasAction: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false, module: "/root.js", imports: [] },
    },
    url: "/manifest.js",
    version: "1",
  },
  future: {},
  ssr: true,
  isSpaMode: false,
  basename: "/",
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  prerender: [],
  routeDiscovery: { mode: "initial" },
} as unknown as ServerBuild;

describe("React Router, as patched", () => {
  it("builds a render's route objects once and encodes loader data only when it is read", async () => {
    const handler = createRequestHandler(build, "production");
    const first = await handler(new Request("http://localhost/"));
    const second = await handler(new Request("http://localhost/"));
    expect(await first.text()).toContain("n=1");
    const html = await second.text();
    expect(html).toContain("n=2");
    expect(seen.lazyStream).toEqual([true, true]);
    // The loader data is still there for a page that reads it.
    expect(seen.encoded[1]).toMatch(/"n",2/);
    expect(seen.routes).toHaveLength(2);
    expect(seen.routes[0]).toBeDefined();
    expect(seen.routes[1]).toBe(seen.routes[0]);
  });
});

describe("React Router's route matching, as patched", () => {
  type Branch = { routesMeta: { matcher?: RegExp }[] };
  const routes = [
    { id: "root", path: "/", children: [{ id: "jobs", path: "jobs" }, { id: "job", path: "jobs/:id" }, { id: "other", path: "*" }] },
  ];
  const ids = (context: StaticHandlerContext | Response) => (context as StaticHandlerContext).matches.map((m) => m.route.id);

  it("matches a path against the routes once and hands out copies of the matches", async () => {
    const handler = createStaticHandler(routes);
    const first = (await handler.query(new Request("http://localhost/jobs/12"))) as StaticHandlerContext;
    expect(ids(first)).toEqual(["root", "job"]);
    expect(first.matches[1]!.params).toEqual({ id: "12" });
    // Someone changing the matches they were given changes no later request's.
    (first.matches[1]!.params as Record<string, string>).id = "changed";

    // Break every route's own matcher: a path seen before is not matched again, a new one is.
    const branches = (handler as unknown as { _internalRouteBranches: Branch[] })._internalRouteBranches;
    for (const branch of branches) for (const meta of branch.routesMeta) if (meta.matcher) meta.matcher = /^(?!)$/;
    const again = (await handler.query(new Request("http://localhost/jobs/12?page=2"))) as StaticHandlerContext;
    expect(ids(again)).toEqual(["root", "job"]);
    expect(again.matches[1]!.params).toEqual({ id: "12" });
    expect(again.matches[1]!.params).toBe(again.matches[0]!.params);
    expect(again.matches[1]!.route).toBe(first.matches[1]!.route);
    const unseen = await handler.query(new Request("http://localhost/jobs/13"));
    expect(ids(unseen)).not.toEqual(["root", "job"]);
  });

  it("matches as before: each path to its own routes and params", async () => {
    const handler = createStaticHandler(routes);
    for (const [path, expected, params] of [
      ["/jobs", ["root", "jobs"], {}],
      ["/jobs/7", ["root", "job"], { id: "7" }],
      ["/jobs/7", ["root", "job"], { id: "7" }],
      ["/jobs/caf%C3%A9", ["root", "job"], { id: "café" }],
      ["/about/us", ["root", "other"], { "*": "about/us" }],
      ["/jobs", ["root", "jobs"], {}],
    ] as const) {
      const context = (await handler.query(new Request(`http://localhost${path}`))) as StaticHandlerContext;
      expect(ids(context)).toEqual(expected);
      expect(context.matches.at(-1)!.params).toEqual(params);
    }
  });
});

describe("React DOM's string renderer, as patched", () => {
  it("writes characters above Latin-1 as character references that read back as the same text", () => {
    const text = "Doctor Jobs in India – ₹ 20–30 LPA … हिन्दी 😀 & <b>";
    const html = renderToString(createElement("p", { title: text }, text));
    expect(html).toBe(
      `<p title="Doctor Jobs in India &#8211; &#8377; 20&#8211;30 LPA &#8230; &#2361;&#2367;&#2344;&#2381;&#2342;&#2368; &#128512; &amp; &lt;b&gt;">Doctor Jobs in India &#8211; &#8377; 20&#8211;30 LPA &#8230; &#2361;&#2367;&#2344;&#2381;&#2342;&#2368; &#128512; &amp; &lt;b&gt;</p>`,
    );
    const div = new Window().document.createElement("div");
    div.innerHTML = html;
    expect(div.textContent).toBe(text);
    expect(div.firstElementChild?.getAttribute("title")).toBe(text);
    // Latin-1 text is left as it is.
    expect(renderToString(createElement("p", null, "café · 5 km"))).toBe("<p>café · 5 km</p>");
  });
});

describe("React DOM's string renderer in pieces, as patched", () => {
  it("hands back the same markup as renderToString, in pieces of about 32 KB", () => {
    const page = createElement(
      "main",
      null,
      Array.from({ length: 4000 }, (_, i) => createElement("p", { key: i, title: `job ${i}` }, `Consultant – ₹ ${i} LPA, café`)),
    );
    const whole = renderToString(page);
    expect(whole.length).toBeGreaterThan(128 * 1024);
    const pieces = renderToStringSegments(page);
    expect(pieces.join("")).toBe(whole);
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) expect(piece.length).toBeLessThan(40_000);
    expect(renderToStringSegments(createElement("p", null, "x"))).toEqual(["<p>x</p>"]);
  });
});
