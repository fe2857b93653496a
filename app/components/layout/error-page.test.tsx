import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type data } from "react-router";
import { AppError } from "~/lib/errors";
import { errorPages, pages, service, validation, verificationLabels } from "~/lib/messages";
import { messaging } from "~/features/messages/messages";
import { orStatusPage } from "~/server-lib/route-errors.server";
import { ErrorPage, errorPageText, errorPageTitle } from "./error-page";

/** The page's markup for a status, inside a router (its Go to Homepage link needs one). */
function render(status: number, error?: unknown): string {
  const router = createMemoryRouter([{ path: "/", element: <ErrorPage status={status} error={error} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />).replace(/&#x27;/g, "'");
}

const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];

describe("error page", () => {
  it("heads a 403 with the access message, not 'Something went wrong'", () => {
    const html = render(403);
    expect(heading(html)).toBe(errorPages.forbiddenTitle);
    expect(html).toContain(errorPages.forbiddenText);
    expect(html).not.toContain(errorPages.genericTitle);
  });

  it("shows a refusal's own reason and the step that fixes it, as orStatusPage hands them to the error boundary", async () => {
    // What the boundary receives: the route error response made of the thrown data().
    const asBoundarySees = async (error: AppError) => {
      const thrown = (await orStatusPage(() => Promise.reject(error)).catch((e: unknown) => e)) as ReturnType<typeof data>;
      return { status: thrown.init?.status ?? 0, statusText: "", internal: false, data: thrown.data };
    };
    const pending = await asBoundarySees(new AppError("forbidden", messaging.verifyFirst, undefined, verificationLabels.verificationStep));
    const html = render(403, pending);
    expect(html).toContain(messaging.verifyFirst);
    expect(html).toContain(`href="${verificationLabels.verificationStep.href}"`);
    expect(html).toContain(`>${verificationLabels.verificationStep.label}</a>`);
    expect(html).not.toContain(errorPages.forbiddenText);
    // A refusal nobody can fix says why, with no step.
    const blocked = render(403, await asBoundarySees(new AppError("forbidden", messaging.blockedByDoctor)));
    expect(blocked).toContain(messaging.blockedByDoctor);
    expect(blocked).not.toContain("refusal-next");
    // A role check's bare "Permission denied" keeps the page's own, fuller text.
    const roleCheck = render(403, await asBoundarySees(new AppError("forbidden", validation.permissionDenied)));
    expect(roleCheck).toContain(errorPages.forbiddenText);
    expect(roleCheck).not.toContain(`>${validation.permissionDenied}<`);
    // A crash tells nothing of itself; a step that leaves the site is never a link.
    expect(render(500, new Error("secret detail"))).not.toContain("secret detail");
    expect(render(403, { status: 403, statusText: "", internal: false, data: { message: "x", next: { href: "https://evil.example", label: "Go" } } })).not.toContain("evil.example");
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
