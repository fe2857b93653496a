import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";
import { MarkupCacheProvider, type MarkupCache } from "~/lib/markup-once";
import { createMarkupCache } from "~/services/markup-cache.server";
import { siteLayout } from "~/lib/messages";
import type { RootData } from "~/lib/root-data";
import { SiteLayout } from "./site-layout";

const site: RootData["site"] = {
  brand: "DocHire",
  baseUrl: "https://dochire.example",
  phones: [
    { label: "Client Support", number: "+91 98765 43210" },
    { label: "Sales", number: "+91 98765 43211" },
    { label: "Sales", number: "+91 98765 43212" },
  ],
  contactEmail: "hello@dochire.example",
  whatsappNumber: "+91 98765 43213",
  officeAddress: "12 MG Road, Bengaluru",
  officeMapsUrl: "https://maps.example/?q=12+MG+Road",
};
const doctor: NonNullable<RootData["user"]> = { name: "Dr. Asha Rao", role: "doctor", isAdmin: false, avatarUrl: null, unread: 3 };

/** The public layout around a page at `path`, as the server renders it; with `cache`, as on a document page. */
async function render(path: string, { user = null, cache, siteFacts = site }: { user?: RootData["user"]; cache?: MarkupCache; siteFacts?: RootData["site"] } = {}) {
  const page = () => (
    <SiteLayout>
      <p>The page</p>
    </SiteLayout>
  );
  const routes = [{ id: "root", path: "/", loader: () => ({ site: siteFacts, user, toast: null }), Component: page, children: [{ path: "*", Component: () => null }] }];
  const handler = createStaticHandler(routes);
  const context = (await handler.query(new Request(`http://localhost${path}`))) as StaticHandlerContext;
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree: ReactElement = <StaticRouterProvider router={router} context={context} hydrate={false} />;
  return renderToString(cache ? <MarkupCacheProvider value={cache}>{tree}</MarkupCacheProvider> : tree);
}

/** What a browser makes of the markup: React's text separators are not part of it. */
const parsed = (html: string) => html.replaceAll("<!-- -->", "");
/** And without the marks React Router's Link and Form add (the header rendered apart uses plain anchors and forms). */
const withoutRouterMarks = (html: string) => parsed(html).replaceAll(' data-discover="true"', "");
const current = (html: string) => [...html.matchAll(/<a href="([^"]+)" aria-current="page"/g)].map((m) => m[1]);

/** A cache that counts the markup it had to render. */
function countingCache() {
  const cache = createMarkupCache();
  const counted = { renders: 0 };
  const wrapped: MarkupCache = (key, make) =>
    cache(key, () => {
      counted.renders++;
      return make();
    });
  return { cache: wrapped, counted };
}

describe("the public layout's markup made once per process", () => {
  it("is the markup the layout renders without it, for visitors on any page", async () => {
    const { cache } = countingCache();
    for (const path of ["/", "/jobs", "/jobs/42", "/about-us", "/blog/some-post", "/privacy"]) {
      const once = await render(path, { cache });
      expect(parsed(once)).toBe(parsed(await render(path)));
      // Made from the cache a second time, still the same.
      expect(await render(path, { cache })).toBe(once);
    }
  });

  it("renders the header, footer and WhatsApp widget once, then takes them from the cache", async () => {
    const { cache, counted } = countingCache();
    await render("/jobs", { cache });
    expect(counted.renders).toBe(3);
    await render("/jobs?q=surgeon", { cache });
    await render("/jobs/42", { cache });
    expect(counted.renders).toBe(3);
  });

  it("marks the current nav item of each page, whatever was cached before", async () => {
    const { cache } = countingCache();
    expect(current(await render("/jobs", { cache }))).toEqual(["/jobs", "/jobs"]);
    expect(current(await render("/about-us", { cache }))).toEqual(["/about-us", "/about-us"]);
    expect(current(await render("/jobs/42", { cache }))).toEqual(["/jobs", "/jobs"]);
    expect(current(await render("/privacy", { cache }))).toEqual([]);
  });

  it("shows a signed-in viewer their own header, never a visitor's or another viewer's from the cache", async () => {
    const { cache, counted } = countingCache();
    const visitor = await render("/jobs", { cache });
    expect(visitor).toContain(siteLayout.logIn);
    const signedIn = await render("/jobs", { cache, user: doctor });
    expect(signedIn).toContain(`>${siteLayout.logout}<`);
    expect(signedIn).toContain('data-testid="notification-count"');
    expect(signedIn).not.toContain(`>${siteLayout.logIn}<`);
    // The same markup as rendered in the page, but for the router's data-discover marks of Link and Form.
    expect(withoutRouterMarks(signedIn)).toBe(withoutRouterMarks(await render("/jobs", { user: doctor })));
    // The logout form and the Dashboard link work as plain HTML (the page never hydrates).
    expect(signedIn).toContain('<form action="/logout" method="post">');
    expect(signedIn).toContain('href="/dashboard"');

    const renders = counted.renders;
    expect(await render("/jobs?q=surgeon", { cache, user: doctor })).toBe(signedIn);
    expect(counted.renders).toBe(renders);
    const other = { ...doctor, name: "Dr. Vikram Shah", unread: 0 };
    const otherHtml = await render("/jobs", { cache, user: other });
    expect(otherHtml).toContain(">Dr.<");
    expect(otherHtml).not.toContain('data-testid="notification-count"');
    expect(withoutRouterMarks(otherHtml)).toBe(withoutRouterMarks(await render("/jobs", { user: other })));
    const moreUnread = await render("/jobs", { cache, user: { ...doctor, unread: 7 } });
    expect(moreUnread).toContain(">7</span>");
    expect(await render("/jobs", { cache })).toBe(visitor);
  });

  it("follows the site facts it shows", async () => {
    const { cache } = countingCache();
    await render("/jobs", { cache });
    const other = { ...site, brand: "MedHire", phones: [{ label: "Client Support", number: "+91 90000 00000" }] };
    const html = await render("/jobs", { cache, siteFacts: other });
    expect(parsed(html)).toBe(parsed(await render("/jobs", { siteFacts: other })));
    expect(html).toContain("+91 90000 00000");
    expect(html).not.toContain("+91 98765 43210");
  });
});
