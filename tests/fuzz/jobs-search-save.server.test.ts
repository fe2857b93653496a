import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { savedJobs } from "~/db/schema";
import { formInput } from "~/lib/messages";
import { savedJobs as m } from "~/features/saved-jobs/messages";
import { action as jobsAction } from "~/routes/_site.jobs._index";
import { insertJob } from "../factories/jobs";
import { actionArgs as args, outcome, post, signedIn, type SignedIn } from "../support/signed-in";

// Save from the /jobs result cards: the route's action, as browsers post to it. Only signed-in doctors may save; the
// server refuses everyone else whatever the page showed them.

let doctor: SignedIn;
let employer: SignedIn;
let jobId: number;
const saved = async (doctorId: string) =>
  (await db().select().from(savedJobs).where(and(eq(savedJobs.doctorId, doctorId), eq(savedJobs.jobId, jobId)))).length === 1;

beforeAll(async () => {
  doctor = await signedIn("doctor");
  employer = await signedIn("employer");
  jobId = await insertJob({ title: "QQSAVE Consultant" });
});

describe("Save on /jobs", () => {
  it("a doctor saves and unsaves; a plain form post comes back to the same search", async () => {
    const res = await outcome(() =>
      jobsAction(args(post("/jobs?keyword=qqsave&index", [["intent", "save-job"], ["jobId", String(jobId)]], doctor.cookie, { "sec-fetch-mode": "navigate" }))),
    );
    expect(res.status).toBe(302);
    expect(res.location).toBe("/jobs?keyword=qqsave");
    expect(await saved(doctor.id)).toBe(true);
    const undo = await outcome(() => jobsAction(args(post("/jobs?index", [["intent", "unsave-job"], ["jobId", String(jobId)]], doctor.cookie))));
    expect(undo.status).toBe(200);
    expect(await saved(doctor.id)).toBe(false);
  });

  it("refuses visitors and employers, and saves nothing", async () => {
    const visitor = await outcome(() => jobsAction(args(post("/jobs?index", [["intent", "save-job"], ["jobId", String(jobId)]]))));
    expect(visitor.status).toBe(401);
    expect(JSON.stringify(visitor.data)).toContain(m.signIn);
    const asEmployer = await outcome(() => jobsAction(args(post("/jobs?index", [["intent", "save-job"], ["jobId", String(jobId)]], employer.cookie))));
    expect(asEmployer.status).toBe(403);
    expect(JSON.stringify(asEmployer.data)).toContain(m.onlyDoctors);
    expect(await saved(employer.id)).toBe(false);
  });

  it("refuses malformed input with 400, never 500", async () => {
    const bad = await outcome(() => jobsAction(args(post("/jobs?index", [["intent", "save-job"], ["jobId", "abc"]], doctor.cookie))));
    expect(bad).toMatchObject({ status: 400, data: { result: { error: { jobId: [formInput.invalidId] } } } });
    const other = await outcome(() => jobsAction(args(post("/jobs?index", [["intent", "delete"], ["jobId", String(jobId)]], doctor.cookie))));
    expect(other.status).toBe(400);
  });
});
