import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { PipelineView, type Applicant } from "./pipeline-view";

const applicant: Applicant = {
  id: 5,
  doctorId: "doc-42",
  name: "Dr. Asha Iyer",
  specialization: "Radiology",
  location: "Chennai",
  resumeUrl: null,
  coverNote: null,
  status: "Under Review",
  appliedDate: "2026-11-20T10:00:00.000Z",
  history: [],
};

describe("applicants pipeline", () => {
  it("offers to message each applicant about this job", () => {
    const router = createMemoryRouter([{ path: "/", element: <PipelineView job={{ id: 9, title: "Radiologist", company: "Apollo" }} applicants={[applicant]} /> }]);
    const html = renderToStaticMarkup(<RouterProvider router={router} />);
    expect(html).toContain('href="/dashboard/messages/new?doctor=doc-42&amp;job=9"');
  });
});
