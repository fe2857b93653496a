// @vitest-environment happy-dom
// The directory where it is hydrated (the dashboard): its cards are HTML, and their buttons act through one handler.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ToastProvider } from "~/components/ui/toast";
import { commonWords } from "~/lib/messages";
import { directory as msg, directoryPage as ui, resumeAccess } from "~/features/directory/messages";
import { directoryDoctor } from "../../../../tests/factories/directory";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { DIRECTORY_LIMITS, DirectorySearchSchema, EMPTY_DIRECTORY_QUERY } from "../schema";
import { DirectoryView } from "./directory-view";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const doctors = [directoryDoctor({ id: "p1", hasResume: true }), directoryDoctor({ id: "p2", name: `Dr. Ravi "Kumar"` })];

let root: Root | null = null;

async function show(props: { isAdmin: boolean; canMessage: boolean; search?: SubmissionResult<string[]> | null }) {
  const container = document.createElement("div");
  document.body.append(container);
  const view = (
    <ToastProvider>
      <DirectoryView doctors={doctors} total={2} query={EMPTY_DIRECTORY_QUERY} pageSize={24} basePath="/dashboard/doctor-profiles" search={null} reply={null} headingLevel={2} {...props} />
    </ToastProvider>
  );
  const router = createMemoryRouter([{ path: "/dashboard/doctor-profiles", element: view }], { initialEntries: ["/dashboard/doctor-profiles"] });
  await act(async () => {
    root = createRoot(container);
    root.render(<RouterProvider router={router} />);
  });
  return container;
}

const cards = (container: Element) => [...container.querySelectorAll<HTMLElement>('[data-testid="doctor-card"]')];
const buttons = (card: Element, name: string) => [...card.querySelectorAll<HTMLElement>("a, button")].filter((b) => b.textContent === name);

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

describe("directory view, hydrated", () => {
  it("asks the admin to confirm a card's Delete, for that profile, in a form that posts it", async () => {
    const container = await show({ isAdmin: true, canMessage: true });
    const [, second] = cards(container);
    await act(async () => buttons(second!, ui.delete)[0]!.click());
    const dialog = document.querySelector("dialog[open]");
    expect(dialog?.textContent).toContain(msg.confirmDelete);
    expect(dialog?.textContent).toContain(ui.confirmDeleteText(`Dr. Ravi "Kumar"`));
    expect(dialog?.querySelector<HTMLInputElement>('input[name="profileId"]')?.value).toBe("p2");
    expect(dialog?.querySelector("form")?.getAttribute("method")).toBe("post");
    await act(async () => buttons(dialog!, "Cancel")[0]!.click());
    expect(document.querySelector("dialog[open]")).toBeNull();
  });

  it("says No Resume Available from a card without one, and links the others' resumes", async () => {
    const container = await show({ isAdmin: false, canMessage: true });
    const [first, second] = cards(container);
    expect(buttons(first!, ui.viewResume)[0]?.getAttribute("href")).toBe(`/resume/${encodeURIComponent("Dr. Asha Iyer")}?resumeId=p1`);
    await act(async () => buttons(second!, ui.viewResume)[0]!.click());
    expect(document.querySelector('[data-testid="toast-region"]')?.textContent).toContain(resumeAccess.noResumeAvailable.title);
  });

  it("shows each viewer only their actions: no Edit or Delete but for the admin, no Message for doctors", async () => {
    const employer = await show({ isAdmin: false, canMessage: true });
    expect(buttons(cards(employer)[0]!, commonWords.message)[0]?.getAttribute("href")).toBe("/dashboard/messages/new?doctor=p1");
    expect(buttons(cards(employer)[0]!, ui.edit)).toEqual([]);
    expect(buttons(cards(employer)[0]!, ui.delete)).toEqual([]);
    expect(document.querySelector('form input[name="profileId"]')).toBeNull();
    act(() => root?.unmount());
    document.body.innerHTML = "";
    const asDoctor = await show({ isAdmin: false, canMessage: false });
    expect(buttons(cards(asDoctor)[0]!, commonWords.message)).toEqual([]);
    act(() => root?.unmount());
    document.body.innerHTML = "";
    const admin = await show({ isAdmin: true, canMessage: true });
    expect(buttons(cards(admin)[1]!, ui.edit)[0]?.getAttribute("href")).toBe("/admin/edit-doctor/p2");
  });

  it("keeps a refused search in the form, its errors beside it and tied to the fields", async () => {
    const asked = new URLSearchParams({ q: "x".repeat(DIRECTORY_LIMITS.query + 1), location: "Pune", page: "0" });
    const search = parseWithZod(asked, { schema: DirectorySearchSchema }).reply({ formErrors: [msg.searchRefused] });
    const container = await show({ isAdmin: false, canMessage: true, search });
    const form = container.querySelector<HTMLFormElement>("form#directory-search")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(container.querySelector(`#${form.getAttribute("aria-describedby")}`)?.textContent).toBe(msg.searchRefused);
    const q = form.querySelector<HTMLInputElement>('input[name="q"]')!;
    expect(q.value).toBe(asked.get("q"));
    expect(q.getAttribute("aria-invalid")).toBe("true");
    const qError = container.querySelector(`#${q.getAttribute("aria-describedby")}`);
    expect(qError?.getAttribute("role")).toBe("alert");
    expect(qError?.textContent).toBeTruthy();
    expect(form.querySelector<HTMLOptionElement>('select[name="location"] option[selected]')?.value).toBe("Pune");
    expect(form.querySelector('select[name="location"]')?.hasAttribute("aria-invalid")).toBe(false);
    expect(container.querySelector("#directory-search-page-error")?.textContent).toBe(msg.pageInvalid);
    expect(cards(container)).toEqual([]);
  });

  it("shows no errors for a search that ran, and the query it ran in the form", async () => {
    const container = await show({ isAdmin: false, canMessage: true });
    expect(container.querySelector('[data-testid="directory-search-error"]')).toBeNull();
    expect(container.querySelector("form#directory-search")?.hasAttribute("aria-describedby")).toBe(false);
    expect(container.querySelector<HTMLSelectElement>("#directory-specialty")?.value).toBe("All");
  });
});
