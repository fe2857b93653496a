import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { errorPages, pages, service } from "~/lib/messages";
import { ErrorPage, errorPageText, errorPageTitle } from "./error-page";

/** The page's markup for a status, inside a router (its Go to Homepage link needs one). */
function render(status: number): string {
  const router = createMemoryRouter([{ path: "/", element: <ErrorPage status={status} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];

describe("error page", () => {
  it("heads a 403 with the access message, not 'Something went wrong'", () => {
    const html = render(403);
    expect(heading(html)).toBe(errorPages.forbiddenTitle);
    expect(html).toContain(errorPages.forbiddenText);
    expect(html).not.toContain(errorPages.genericTitle);
  });

  it("fits the heading to the status", () => {
    expect(heading(render(401))).toBe(errorPages.unauthorizedTitle);
    expect(heading(render(503))).toBe(service.unavailableTitle);
    expect(heading(render(500))).toBe(errorPages.genericTitle);
    expect(errorPageText(404).title).toBe(pages.notFoundTitle);
  });

  it("titles a failed page '<heading> | <brand>'", () => {
    // What an error boundary receives for a loader's `throw data(null, { status: 404 })`.
    const notFound = { status: 404, statusText: "Not Found", internal: false, data: null };
    expect(errorPageTitle(notFound, "DocHire")).toBe(`${pages.notFoundTitle} | DocHire`);
    expect(errorPageTitle(new Error("boom"), "MedJobs")).toBe(`${errorPages.genericTitle} | MedJobs`);
  });
});
