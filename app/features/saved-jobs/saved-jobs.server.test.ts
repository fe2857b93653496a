import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jobs, profiles, user } from "~/db/schema";
import type { Actor } from "~/lib/permissions";
import { listSavedJobs, savedJobIds, saveJob, unsaveJob } from "./saved-jobs.server";

const docId = crypto.randomUUID();
const otherDocId = crypto.randomUUID();
const doctor: Actor = { userId: docId, email: "d@x.example", name: "D", role: "doctor", isAdmin: false };
const otherDoctor: Actor = { userId: otherDocId, email: "o@x.example", name: "O", role: "doctor", isAdmin: false };
const employer: Actor = { userId: "emp", email: "e@x.example", name: "E", role: "employer", isAdmin: false };
let open = 0;
let closed = 0;
let closedByHand = 0;

beforeAll(async () => {
  for (const userId of [docId, otherDocId]) {
    await db().insert(user).values({ id: userId, name: "D", email: `${userId}@x.example` });
    await db().insert(profiles).values({ id: userId, userId, role: "doctor", name: "Dr. D" });
  }
  const rows = await db()
    .insert(jobs)
    .values([
      { title: "Open", company: "C", location: "Pune", type: "Full-time" },
      { title: "Closed", company: "C", location: "Pune", type: "Full-time", validThrough: new Date(Date.now() - 1000) },
      { title: "Closed by hand", company: "C", location: "Pune", type: "Full-time", closedAt: new Date() },
    ])
    .returning({ id: jobs.id });
  open = rows[0]!.id;
  closed = rows[1]!.id;
  closedByHand = rows[2]!.id;
});

describe("saved jobs", () => {
  it("save and unsave, idempotently, and mark closed jobs", async () => {
    await saveJob({ actor: doctor, jobId: open });
    await saveJob({ actor: doctor, jobId: open });
    await saveJob({ actor: doctor, jobId: closed });
    await saveJob({ actor: doctor, jobId: closedByHand });
    const list = await listSavedJobs({ actor: doctor });
    expect(list.map((j) => [j.title, j.closed]).sort()).toEqual([["Closed by hand", true], ["Closed", true], ["Open", false]]);
    expect([...(await savedJobIds({ actor: doctor, jobIds: [open, closed, 12345] }))].sort()).toEqual([open, closed].sort());
    await unsaveJob({ actor: doctor, jobId: open });
    expect((await listSavedJobs({ actor: doctor })).map((j) => j.title).sort()).toEqual(["Closed", "Closed by hand"]);
  });
  it("are private to each doctor and refused to others", async () => {
    expect(await listSavedJobs({ actor: otherDoctor })).toEqual([]);
    await saveJob({ actor: doctor, jobId: open });
    expect(await savedJobIds({ actor: otherDoctor, jobIds: [open, closed] })).toEqual(new Set());
    expect(await savedJobIds({ actor: doctor, jobIds: [open] })).toEqual(new Set([open]));
    await expect(saveJob({ actor: employer, jobId: open })).rejects.toMatchObject({ code: "forbidden" });
    await expect(saveJob({ actor: null, jobId: open })).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(listSavedJobs({ actor: employer })).rejects.toMatchObject({ code: "forbidden" });
    await expect(saveJob({ actor: doctor, jobId: 999_999 })).rejects.toMatchObject({ code: "not_found" });
    expect(await savedJobIds({ actor: employer, jobIds: [open] })).toEqual(new Set());
  });
});
