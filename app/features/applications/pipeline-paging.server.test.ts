import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applications, candidateTags, jobs, organisationTags, profiles, user } from "~/db/schema";
import { ensureOwnOrganisation } from "~/db/organisations.server";
import type { Actor } from "~/lib/permissions";
import { membershipOf } from "../../../tests/factories/jobs";
import { ensureJobStages } from "./job-stages.server";
import { BOARD_COLUMN_SIZE, LIST_PAGE_SIZE, loadPipeline, type PipelineQuery } from "./pipeline-board.server";
import type { Stage } from "./stage-template";

// A job with more applicants than a few pages hold, spread over every stage, some applying at the same instant: the
// board and the list page through them, and every applicant is on exactly one page.

const N = LIST_PAGE_SIZE * 4 + 7;
const DAY = 86_400_000;
const id = () => crypto.randomUUID();
const ownerId = id();
const strangerId = id();
let owner: Actor = { userId: ownerId, email: "owner@paging.example", name: "Owner", role: "employer", isAdmin: false };
let stranger: Actor = { userId: strangerId, email: "stranger@paging.example", name: "Stranger", role: "employer", isAdmin: false };
let jobId = 0;
let stages: Stage[] = [];
let tagId = 0;
/** Every applicant as the pages must order them: newest first, then the later application first. */
let expected: { id: number; stageId: number; tagged: boolean }[] = [];

const query = (q: Partial<PipelineQuery>): PipelineQuery => ({ view: "list", stageId: null, page: 1, moved: null, confirm: null, ...q });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/** Every page of one list, from the first to the last, as the page's Next link walks them. */
async function walk(q: Partial<PipelineQuery>) {
  const first = await loadPipeline({ actor: owner, jobId, query: query(q) });
  const seen = [...first.list!.applicants];
  for (let page = 2; page <= first.list!.pages; page++) {
    const next = await loadPipeline({ actor: owner, jobId, query: query({ ...q, page }) });
    expect(next.list!.page).toBe(page);
    expect(next.list!.applicants.length).toBeLessThanOrEqual(LIST_PAGE_SIZE);
    seen.push(...next.list!.applicants);
  }
  return { pages: first.list!.pages, seen };
}

beforeAll(async () => {
  for (const [userId, name] of [[ownerId, "Owner"], [strangerId, "Stranger"]] as const) {
    await db().insert(user).values({ id: userId, name, email: `${userId}@paging.example`, emailVerified: true });
    await db().insert(profiles).values({ id: userId, userId, role: "employer", name, email: `${userId}@paging.example` });
    await ensureOwnOrganisation(userId);
  }
  owner = { ...owner, membership: await membershipOf(ownerId) };
  stranger = { ...stranger, membership: await membershipOf(strangerId) };
  const [job] = await db().insert(jobs).values({ userId: ownerId, title: "Busy anaesthetist", company: "Paging Hospital", location: "Pune", type: "Full-time" }).returning({ id: jobs.id, organisationId: jobs.organisationId });
  jobId = job!.id;
  stages = await ensureJobStages(jobId);
  const doctors = Array.from({ length: N }, () => id());
  await db().insert(profiles).values(doctors.map((d, i) => ({ id: d, role: "doctor" as const, name: `Dr. Paging ${i}`, email: `${d}@paging.example` })));
  const now = Date.now();
  // Stages by a fixed pattern (the first stage fullest); every fifth applicant applies at the same instant as the one before.
  const rows = doctors.map((doctorId, i) => {
    const stage = stages[i % 3 === 0 ? 0 : i % stages.length]!;
    return { jobId, doctorId, stageId: stage.id, status: stage.name, createdAt: new Date(now - (i - (i % 5 === 4 ? 1 : 0)) * DAY) };
  });
  const inserted = await db().insert(applications).values(rows).returning({ id: applications.id, stageId: applications.stageId, createdAt: applications.createdAt, doctorId: applications.doctorId });
  const [tag] = await db().insert(organisationTags).values({ organisationId: job!.organisationId!, name: "Night shifts" }).returning({ id: organisationTags.id });
  tagId = tag!.id;
  const tagged = new Set<string>(doctors.filter((_, i) => i % 2 === 0));
  await db().insert(candidateTags).values([...tagged].map((doctorId) => ({ tagId, doctorId })));
  expected = inserted
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((r) => ({ id: r.id, stageId: r.stageId!, tagged: tagged.has(r.doctorId) }));
}, 60_000);

describe("paging through a busy job's applicants", () => {
  it("the list's pages hold every applicant once, newest first, and a page past the end shows the last", async () => {
    const { pages, seen } = await walk({});
    expect(pages).toBe(Math.ceil(N / LIST_PAGE_SIZE));
    expect(ids(seen)).toEqual(ids(expected));
    const past = await loadPipeline({ actor: owner, jobId, query: query({ page: pages + 40 }) });
    expect(past.list!.page).toBe(pages);
    expect(ids(past.list!.applicants)).toEqual(ids(expected).slice((pages - 1) * LIST_PAGE_SIZE));
  });

  it("the board shows each stage's true count and only its newest cards", async () => {
    const board = await loadPipeline({ actor: owner, jobId, query: query({ view: "board" }) });
    expect(board.total).toBe(N);
    expect(board.list).toBeNull();
    for (const column of board.columns) {
      const inStage = expected.filter((e) => e.stageId === column.stage.id);
      expect(column.stage.count).toBe(inStage.length);
      expect(ids(column.applicants)).toEqual(ids(inStage).slice(0, BOARD_COLUMN_SIZE));
    }
    // The first stage has more than a column holds: its count says so, and its cards are the newest of them.
    expect(board.columns[0]!.stage.count).toBeGreaterThan(BOARD_COLUMN_SIZE);
  });

  it("a stage's list (the column's Show more) and a tag's list page through only their applicants", async () => {
    const first = stages[0]!;
    const byStage = await walk({ stageId: first.id });
    expect(ids(byStage.seen)).toEqual(ids(expected.filter((e) => e.stageId === first.id)));
    expect(byStage.pages).toBe(Math.ceil(expected.filter((e) => e.stageId === first.id).length / LIST_PAGE_SIZE));

    const byTag = await walk({ tagId });
    expect(ids(byTag.seen)).toEqual(ids(expected.filter((e) => e.tagged)));
    expect(byTag.seen.every((a) => a.tags.includes("Night shifts"))).toBe(true);

    const both = await walk({ stageId: first.id, tagId });
    expect(ids(both.seen)).toEqual(ids(expected.filter((e) => e.tagged && e.stageId === first.id)));
  });

  it("refuses another organisation's employer on every page", async () => {
    await expect(loadPipeline({ actor: stranger, jobId, query: query({ page: 2 }) })).rejects.toMatchObject({ code: "forbidden" });
    await expect(loadPipeline({ actor: stranger, jobId, query: query({ view: "board" }) })).rejects.toMatchObject({ code: "forbidden" });
  });
});
