import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { pipeline } from "../messages";
import { DEFAULT_STAGE_TEMPLATE } from "../stage-template";
import type { PipelineApplicant } from "./applicant-card";
import { PipelineView, type PipelineData } from "./pipeline-view";

const stages = DEFAULT_STAGE_TEMPLATE.map((s, i) => ({ ...s, id: i + 1, position: i, count: i === 1 ? 1 : 0 }));
const applicant: PipelineApplicant = {
  id: 5,
  doctorId: "doc-42",
  stageId: 2,
  name: "Dr. Asha Iyer",
  specialization: "Radiology",
  location: "Chennai",
  resumeUrl: null,
  coverNote: null,
  appliedDate: "2026-11-20T10:00:00.000Z",
  history: [],
};
const data: PipelineData = {
  job: { id: 9, title: "Radiologist", company: "Apollo", closedAt: null },
  stages,
  total: 1,
  view: "board",
  columns: stages.map((stage) => ({ stage, applicants: stage.id === 2 ? [applicant] : [] })),
  list: null,
  undo: null,
  undoBatch: null,
  confirm: null,
  tags: [],
  selectAll: false,
  bulk: null,
};

const render = (d: PipelineData) => renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: "/", element: <PipelineView data={d} /> }])} />);

describe("applicants pipeline", () => {
  it("offers to message each applicant about this job", () => {
    expect(render(data)).toContain('href="/dashboard/messages/new?doctor=doc-42&amp;job=9"');
  });

  it("renders a column per stage, and on each card a Move to select without the current stage or Withdrawn, plus the next step and Reject", () => {
    const html = render(data);
    for (const s of DEFAULT_STAGE_TEMPLATE) expect(html).toContain(`data-stage="${s.name}"`);
    const select = html.slice(html.indexOf('data-testid="move-to"'), html.indexOf("</select>", html.indexOf('data-testid="move-to"')));
    expect(select).not.toContain(">Screening<");
    expect(select).not.toContain(">Withdrawn<");
    expect(select).toContain(">Interview<");
    expect(html).toContain(pipeline.moveNext("Interview"));
    expect(html).toContain(`>${pipeline.reject}<`);
  });

  it("offers Undo after a move, and shows the rejection e-mail before it is sent", () => {
    const html = render({ ...data, undo: { id: 3, name: "Dr. Asha Iyer", toName: "Interview" }, confirm: { applicationId: 5, name: "Dr. Asha Iyer", stage: stages[5]!, mail: { templates: [], chosen: "builtin", preview: { subject: "Your application", paragraphs: ["Thank you for applying for Radiologist at Apollo"], forName: "Dr. Asha Iyer" } } } });
    expect(html).toContain(`>${pipeline.undo}<`);
    expect(html).toContain(pipeline.rejectHeading("Dr. Asha Iyer"));
    expect(html).toContain("Thank you for applying for Radiologist at Apollo");
  });
});
