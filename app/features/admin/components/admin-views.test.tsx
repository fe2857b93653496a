// @vitest-environment happy-dom
// The admin's employer queue: each request's details as a description list (terms and values), which HTML requires.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { organisationDetails } from "~/lib/messages";
import { accountAdmin } from "~/features/admin/messages";
import { EmployerQueue } from "./admin-views";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

describe("employer queue", () => {
  it("lists each request's details as terms with their values", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const item = {
      id: "u1",
      name: "Form HR",
      email: "hr@clinic.example",
      company: "Sunrise Clinic",
      orgType: "clinic",
      location: null,
      orgRegistration: "27AAPFU0939F1ZV",
      contactPerson: "Meera Joshi",
      requestedAt: new Date("2026-11-20T10:00:00Z"),
      joinedAt: new Date("2026-11-18T10:00:00Z"),
    };
    const router = createMemoryRouter([{ path: "/", element: <EmployerQueue items={[item, { ...item, id: "u2", company: "Quiet Clinic", requestedAt: null }]} total={2} reply={undefined} /> }]);
    await act(async () => {
      root = createRoot(container);
      root.render(<RouterProvider router={router} />);
    });
    const list = container.querySelector('[data-testid="employer-queue"] dl')!;
    const states = [...container.querySelectorAll('[data-testid="queue-details-state"]')].map((p) => p.textContent);
    expect(states).toEqual([accountAdmin.queueDetailsSent("20 Nov 2026"), accountAdmin.queueNoDetails]);
    const groups = [...list.children];
    expect(groups.length).toBe(5);
    for (const group of groups) {
      expect(group.tagName).toBe("DIV");
      expect([...group.children].map((c) => c.tagName)).toEqual(["DT", "DD"]);
      // No text outside the term and its value (the HTML checker refuses it).
      const loose = [...group.childNodes].filter((n) => n.nodeType === 3 && n.textContent!.trim() !== "");
      expect(loose).toEqual([]);
    }
    const pairs = groups.map((g) => [g.querySelector("dt")!.textContent, g.querySelector("dd")!.textContent]);
    expect(pairs.slice(0, 4)).toEqual([
      [`${organisationDetails.orgTypeLabel}:`, organisationDetails.orgTypes.clinic],
      [`${organisationDetails.cityLabel}:`, "—"],
      [`${organisationDetails.orgRegistrationLabel}:`, "27AAPFU0939F1ZV"],
      [`${organisationDetails.contactPersonLabel}:`, "Meera Joshi (hr@clinic.example)"],
    ]);
    expect(pairs[4]![0]).toBe(`${accountAdmin.joinedLabel}:`);
  });
});
