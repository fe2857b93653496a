import { prerender } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { bulk, pipeline } from "../messages";
import { DEFAULT_STAGE_TEMPLATE } from "../stage-template";
import type { PipelineApplicant } from "./applicant-card";
import { PipelineView, type PipelineData } from "./pipeline-view";
import { DOCUMENT_CHUNK_SIZE } from "~/server-lib/document-stream.server";

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

/** A link to `href` whose text is `text` (the markup escapes & as &amp;). */
const hasLink = (html: string, href: string, text: string) => [...html.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/g)].some((m) => m[1]!.includes(`href="${href}"`) && m[2] === text);
/** The page as the server sends it: whole, the steps and editors it loads on demand rendered in place. */
const render = async (d: PipelineData) => {
  const { prelude } = await prerender(<RouterProvider router={createMemoryRouter([{ path: "/", element: <PipelineView data={d} /> }])} />, { progressiveChunkSize: DOCUMENT_CHUNK_SIZE });
  return new Response(prelude).text();
};

describe("applicants pipeline", () => {
  it("offers to message each applicant about this job", async () => {
    expect(await render(data)).toContain('href="/dashboard/messages/new?doctor=doc-42&amp;job=9"');
  });

  it("renders a column per stage, and on each card a Move to select without the current stage or Withdrawn, plus the next step and Reject", async () => {
    const html = await render(data);
    for (const s of DEFAULT_STAGE_TEMPLATE) expect(html).toContain(`data-stage="${s.name}"`);
    const select = html.slice(html.indexOf('data-testid="move-to"'), html.indexOf("</select>", html.indexOf('data-testid="move-to"')));
    expect(select).not.toContain(">Screening<");
    expect(select).not.toContain(">Withdrawn<");
    expect(select).toContain(">Interview<");
    expect(html).toContain(pipeline.moveNext("Interview"));
    expect(html).toContain(`>${pipeline.reject}<`);
  });

  it("offers Undo after a move, and shows the rejection e-mail before it is sent", async () => {
    const html = await render({ ...data, undo: { id: 3, name: "Dr. Asha Iyer", toName: "Interview" }, confirm: { applicationId: 5, name: "Dr. Asha Iyer", stage: stages[5]!, mail: { templates: [], chosen: "builtin", preview: { subject: "Your application", paragraphs: ["Thank you for applying for Radiologist at Apollo"], forName: "Dr. Asha Iyer" } } } });
    expect(html).toContain(`>${pipeline.undo}<`);
    expect(html).toContain(pipeline.rejectHeading("Dr. Asha Iyer"));
    // In place, not in a hidden segment that only a script would reveal: the step works without scripts.
    expect(html).not.toMatch(/<template id="B:|<div hidden id="S:/);
    expect(html).toContain("Thank you for applying for Radiologist at Apollo");
  });

  it("pages without scripts: a column's true count with a link to the rest, and list pages that keep the stage and tag", async () => {
    const busy = stages.map((s) => ({ ...s, count: s.id === 2 ? 240 : 0 }));
    const board = await render({ ...data, stages: busy, total: 240, columns: busy.map((stage) => ({ stage, applicants: stage.id === 2 ? [applicant] : [] })) });
    expect(board).toContain(pipeline.inStage(240));
    expect(hasLink(board, "/dashboard/applicants/9?view=list&amp;stage=2", pipeline.showMore(240))).toBe(true);

    const others = Array.from({ length: 3 }, (_, i) => ({ ...applicant, id: 100 + i, name: `Dr. Page ${i}` }));
    const list = { applicants: others, page: 3, pages: 10, stageId: 2, tagId: 7 };
    const html = await render({ ...data, view: "list", stages: busy, total: 240, columns: [], list, tags: [{ id: 7, name: "Night shifts" }] });
    expect(html).toContain(pipeline.pageOf(3, 10));
    expect(hasLink(html, "/dashboard/applicants/9?view=list&amp;stage=2&amp;tag=7&amp;page=2", pipeline.previousPage)).toBe(true);
    expect(hasLink(html, "/dashboard/applicants/9?view=list&amp;stage=2&amp;tag=7&amp;page=4", pipeline.nextPage)).toBe(true);
    // "Select all on this page" stays on this page (and its filters), and then checks this page's applicants only.
    expect(hasLink(html, "/dashboard/applicants/9?view=list&amp;stage=2&amp;tag=7&amp;page=3&amp;all=1", bulk.selectAllOnPage)).toBe(true);
    const selected = await render({ ...data, view: "list", stages: busy, total: 240, columns: [], list, tags: [], selectAll: true });
    expect(selected.match(/data-testid="select-applicant"/g)).toHaveLength(3);
    expect(selected.match(/checked=""[^>]*data-testid="select-applicant"|data-testid="select-applicant"[^>]*checked=""/g)).toHaveLength(3);
  });

  it("renders the stage and criteria editors in place on their own view, and neither on the board", async () => {
    const setup = await render({ ...data, view: "setup", criteria: [{ id: 4, name: "Clinical skills", guidance: null }] });
    expect(setup).toContain(`>${pipeline.editPipeline}<`);
    expect(setup).toContain('data-testid="criteria-editor"');
    expect(setup).toContain('value="Clinical skills"');
    expect(setup).not.toContain('data-testid="pipeline-board"');
    expect(setup).not.toMatch(/<template id="B:|<div hidden id="S:/);
    const board = await render(data);
    expect(board).not.toContain(`>${pipeline.editPipeline}<`);
    expect(board).not.toContain('data-testid="criteria-editor"');
  });
});
