// @vitest-environment happy-dom
// The one toast implementation, on the markup ToastRegion renders on the server.
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT } from "~/lib/constants";
import { ToastRegion } from "./toast";

async function setUp(initial: { title: string; description?: string } | null) {
  document.body.innerHTML = renderToString(<ToastRegion initial={initial} />);
  vi.resetModules();
  return import("./toaster");
}

const titles = () => [...document.querySelectorAll("[data-toast] [data-toast-title]")].map((el) => el.textContent);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("toaster", () => {
  it("shows a toast from its template, newest first, at most the limit, each with its text only", async () => {
    const { installToaster } = await setUp(null);
    const toaster = installToaster(document)!;
    for (let i = 1; i <= TOAST_LIMIT + 1; i++) toaster.show({ title: `<b>Saved ${i}</b>` });
    expect(titles()).toEqual(Array.from({ length: TOAST_LIMIT }, (_, i) => `<b>Saved ${TOAST_LIMIT + 1 - i}</b>`));
    // Text, never markup; no description paragraph when there is none.
    expect(document.querySelector("[data-toast] b")).toBeNull();
    expect(document.querySelector("[data-toast] [data-toast-description]")).toBeNull();
    toaster.show({ title: "Error", description: "Try again.", variant: "destructive" });
    expect(document.querySelector('[data-toast][data-variant="destructive"] [data-toast-description]')?.textContent).toBe("Try again.");
  });

  it("announces each toast from a status region inside its list item, which keeps its list role (valid in a list)", async () => {
    const { installToaster } = await setUp({ title: "Link sent" });
    const announced = () =>
      [...document.querySelectorAll("ol > li[data-toast]")].map((item) => {
        const live = item.querySelector('[role="status"]');
        return { role: item.getAttribute("role"), live: live?.getAttribute("aria-live"), text: live?.textContent, button: live?.querySelector("button") ?? null };
      });
    // The server's toast, as a page after a form post without JavaScript shows it.
    expect(announced()).toEqual([{ role: null, live: "polite", text: "Link sent", button: null }]);
    installToaster(document)!.show({ title: "Refused", variant: "destructive" });
    expect(announced()).toEqual([{ role: null, live: "assertive", text: "Refused", button: null }]);
  });

  it("dismisses the server's toast and new ones after their time, or on the close button", async () => {
    const { installToaster } = await setUp({ title: "Signed out" });
    const toaster = installToaster(document)!;
    expect(titles()).toEqual(["Signed out"]);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(titles()).toEqual(["Signed out"]);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
    toaster.show({ title: "Job saved" });
    document.querySelector<HTMLButtonElement>("[data-toast-close]")!.click();
    expect(titles()).toEqual([]);
  });

  it("is installed once per region and focuses the region on its hot key", async () => {
    const { installToaster, showToast } = await setUp(null);
    expect(installToaster(document)).toBe(installToaster(document));
    showToast({ title: "Hello" });
    expect(titles()).toEqual(["Hello"]);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: TOAST_HOTKEY }));
    expect(document.activeElement?.hasAttribute("data-toast-list")).toBe(true);
  });

  it("reads the toast an element carries, and nothing from a malformed one", async () => {
    const { toastAttribute, toastMessageOf } = await setUp(null);
    const link = document.createElement("a");
    for (const [name, value] of Object.entries(toastAttribute({ title: "Filters cleared", description: "All filters removed." }))) link.setAttribute(name, value);
    expect(toastMessageOf(link)).toEqual({ title: "Filters cleared", description: "All filters removed." });
    link.setAttribute("data-toast-message", "{not json");
    expect(toastMessageOf(link)).toBeNull();
  });
});
