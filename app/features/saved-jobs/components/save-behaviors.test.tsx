// @vitest-environment happy-dom
// Save on the job page, on the markup SaveJobButton renders (inside a router, as on the server).
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { savedJobs as m } from "~/features/saved-jobs/messages";
import { SaveJobButton } from "./save-job-button";
import { saveBehaviors } from "./save-behaviors";

let uninstall: () => void = () => {};

function setUp(saved: boolean) {
  const router = createMemoryRouter([{ path: "/jobs/:id", element: <SaveJobButton jobId={7} saved={saved} /> }], { initialEntries: ["/jobs/7"] });
  document.body.innerHTML = `${renderToString(<RouterProvider router={router} />)}<section data-toast-region=""><ol data-toast-list=""></ol><template data-toast-template="destructive"><li data-toast=""><p data-toast-title=""></p></li></template></section>`;
  uninstall = saveBehaviors(document);
  return document.querySelector<HTMLButtonElement>('button[name="intent"]')!;
}

afterEach(() => {
  uninstall();
  document.body.innerHTML = "";
});

describe("Save on a document page", () => {
  it("flips at once and sends the intent in the background", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response("", { status: 200 }));
    window.fetch = fetchMock as unknown as typeof fetch;
    const button = setUp(false);
    expect(button.textContent).toBe(m.save);
    button.closest("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(button.textContent).toBe(m.saved);
    expect(button.value).toBe("unsave-job");
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get("intent")).toBe("save-job");
    expect(body.get("jobId")).toBe("7");
  });

  it("flips back and says so when the server refuses", async () => {
    window.fetch = vi.fn<typeof fetch>().mockResolvedValue(new Response("", { status: 403 })) as unknown as typeof fetch;
    const button = setUp(true);
    button.closest("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(button.getAttribute("aria-pressed")).toBe("false");
    await vi.waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("true"));
    expect(document.querySelector("[data-toast-title]")?.textContent).toBe(m.updateFailed);
  });
});
