import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ScorecardSection } from "../../../app/features/applications/scorecards/components/scorecard-section";
import { DEFAULT_CRITERIA } from "../../../app/features/applications/scorecards/messages";
import { clusterOnPort, clusterPort, type HiringRows } from "./database";
import { hiringChecks } from "./write-checks";
import { criterionIdsIn, hiringTexts, isCandidateAcknowledged, summarize, type Record_, type WriteKind } from "./load";
import type { Outcome } from "./proxy-client";

// The fault load's own rules: how it reads the scorecard form, when a hiring write counts as acknowledged, and how the
// acknowledged writes are checked against the rows; and which PostgreSQL cluster a run may restart.

function outcome(status: number, location: string | null = null): Outcome {
  return { status, error: null, ms: 5, started: 0, upstream: null, location, setCookies: [], headers: {}, body: Buffer.alloc(0) };
}

describe("the hiring load", () => {
  it("reads the job's criteria from the scorecard form as the candidate page renders it", () => {
    const criteria = DEFAULT_CRITERIA.map((d, i) => ({ id: 40 + i, name: d.name, guidance: d.guidance }));
    const data = { criteria, mayScore: true, own: null, visible: false, others: [], averages: [] };
    const element = createElement(RouterProvider, { router: createMemoryRouter([{ path: "/", element: createElement(ScorecardSection, { applicationId: 7, data }) }]) });
    expect(criterionIdsIn(renderToStaticMarkup(element))).toEqual(criteria.map((c) => c.id));
    expect(criterionIdsIn("<p>Service unavailable</p>")).toEqual([]);
  });

  it("counts a hiring write as acknowledged only on the redirect back to that candidate's page", () => {
    expect(isCandidateAcknowledged(outcome(302, "/dashboard/candidates/12#note-5"), 12)).toBe(true);
    expect(isCandidateAcknowledged(outcome(302, "https://dochire.localhost:8443/dashboard/candidates/12"), 12)).toBe(true);
    expect(isCandidateAcknowledged(outcome(302, "/dashboard/candidates/12#scorecards-heading"), 12)).toBe(true);
    expect(isCandidateAcknowledged(outcome(302, "/dashboard/candidates/123"), 12)).toBe(false);
    expect(isCandidateAcknowledged(outcome(302, "/login?redirectTo=%2Fdashboard%2Fcandidates%2F12"), 12)).toBe(false);
    expect(isCandidateAcknowledged(outcome(400), 12)).toBe(false);
    expect(isCandidateAcknowledged(outcome(503), 12)).toBe(false);
  });

  const marker = "pt1-term-";
  const record = (write: WriteKind, title: string, acked = true): Record_ => ({ kind: "write", write, path: "/", outcome: outcome(acked ? 302 : 503), title, acked });
  const result = summarize(
    [
      record("note", "10"),
      record("note", "12", false),
      record("scorecard", "10:strong_yes:4"),
      record("interview proposal", "10"),
      record("interview booking", "3@2026-12-10T05:00:00.000Z"),
      record("offer", "10"),
      record("offer acceptance", "8"),
    ],
    100,
  );
  const rows: HiringRows = {
    notes: [{ applicationId: 10, body: hiringTexts.note(marker, 10) }],
    scorecards: [{ applicationId: 10, recommendation: "strong_yes", ratings: 4 }],
    interviews: [{ id: 3, applicationId: 10, status: "booked", startsAt: new Date("2026-12-10T05:00:00.000Z"), note: hiringTexts.interview(marker, 10) }],
    offers: [{ id: 8, applicationId: 10, status: "accepted", message: hiringTexts.offer(marker, 10), stageKind: "hired" }],
  };
  const byKind = (checked: ReturnType<typeof hiringChecks>) => Object.fromEntries(checked.kinds.map((k) => [k.kind, `${k.stored}/${k.acked}`]));

  it("sorts the acknowledged hiring writes by what identifies each in the database", () => {
    expect(result.ackedHiring.notes).toEqual(new Set([10]));
    expect(result.ackedHiring.scorecards).toEqual(new Map([[10, { recommendation: "strong_yes", ratings: 4 }]]));
    expect(result.ackedHiring.bookings).toEqual(new Map([[3, "2026-12-10T05:00:00.000Z"]]));
    expect(result.ackedHiring.acceptances).toEqual(new Set([8]));
    expect(result.acked).toBe(6);
  });

  it("finds each acknowledged hiring write in its rows", () => {
    const checked = hiringChecks(result, rows, marker);
    expect(byKind(checked)).toEqual({ notes: "1/1", scorecards: "1/1", "interviews proposed": "1/1", "interviews booked": "1/1", "offers sent": "1/1", "offers accepted": "1/1" });
    expect(checked.duplicates).toBe(0);
  });

  it("reports what is missing or not as acknowledged, and rows written twice", () => {
    const checked = hiringChecks(
      result,
      {
        notes: [...rows.notes, ...rows.notes],
        scorecards: [{ applicationId: 10, recommendation: "strong_yes", ratings: 3 }],
        interviews: [{ ...rows.interviews[0]!, status: "proposed", startsAt: null }],
        offers: [{ ...rows.offers[0]!, stageKind: "active" }],
      },
      marker,
    );
    expect(byKind(checked)).toEqual({ notes: "1/1", scorecards: "0/1", "interviews proposed": "1/1", "interviews booked": "0/1", "offers sent": "1/1", "offers accepted": "0/1" });
    expect(checked.kinds.find((k) => k.kind === "offers accepted")!.sample).toEqual(["offer 8 accepted, candidate in a stage of kind active"]);
    expect(checked.duplicates).toBe(1);
    expect(byKind(hiringChecks(result, { notes: [], scorecards: [], interviews: [], offers: [] }, marker))).toEqual({
      notes: "0/1",
      scorecards: "0/1",
      "interviews proposed": "0/1",
      "interviews booked": "0/1",
      "offers sent": "0/1",
      "offers accepted": "0/1",
    });
  });
});

describe("the cluster a run restarts", () => {
  it("is the one listening on the server URL's port", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "clusters-"));
    try {
      const cluster = (version: string, name: string, conf: string) => {
        fs.mkdirSync(path.join(root, version, name), { recursive: true });
        fs.writeFileSync(path.join(root, version, name, "postgresql.conf"), conf);
      };
      cluster("15", "main", "#port = 5999\nport = 5432\t\t\t\t# (change requires restart)\n");
      cluster("15", "faults", "port = 5433\n");
      cluster("16", "other", "listen_addresses = 'localhost'\n");
      expect(clusterOnPort(5433, root)).toEqual({ version: "15", name: "faults" });
      expect(clusterOnPort(5434, root)).toBeNull();
      // A cluster that sets no port listens on PostgreSQL's default; the first found (by version, then name) wins.
      expect(clusterOnPort(5432, root)).toEqual({ version: "15", name: "main" });
      expect(clusterPort("port='6000'")).toBe(6000);
      expect(clusterOnPort(5432, path.join(root, "missing"))).toBeNull();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
