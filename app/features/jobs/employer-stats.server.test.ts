import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { eq, sql } from "drizzle-orm";
import { applications, jobs, profiles, user } from "~/db/schema";
import { ACTIVE_LISTING_DAYS } from "~/lib/constants";
import type { Actor } from "~/lib/permissions";
import { ensureOwnOrganisation } from "~/db/organisations.server";
import { membershipOf } from "../../../tests/factories/jobs";
import { getEmployerJobStats } from "./employer-stats.server";

const employerId = crypto.randomUUID();
let employer: Actor = { userId: employerId, email: "stats@x.example", name: "Stats", role: "employer", isAdmin: false };
const day = 86_400_000;

beforeAll(async () => {
  await db().insert(user).values({ id: employerId, name: "Stats", email: "stats@x.example", emailVerified: true });
  await db().insert(profiles).values({ id: employerId, userId: employerId, role: "employer", name: "Stats", email: "stats@x.example" });
  // A one-person organisation, as a sign-up gives it: the stats are the organisation's jobs.
  await ensureOwnOrganisation(employerId);
  employer = { ...employer, membership: await membershipOf(employerId) };
  const base = { userId: employerId, company: "Stats Hospital", location: "Pune", type: "Full-time" };
  await db().insert(jobs).values([
    { ...base, title: "Open and recent" },
    { ...base, title: "Open, closing later", validThrough: new Date(Date.now() + 10 * day) },
    { ...base, title: "Closed by hand", closedAt: new Date() },
    { ...base, title: "Expired", validThrough: new Date(Date.now() - day) },
    { ...base, title: "Open but old", postedDate: new Date(Date.now() - (ACTIVE_LISTING_DAYS + 1) * day) },
  ]);
});

describe("employer stat cards", () => {
  it("counts as active listings only open, unexpired jobs posted in the last 30 days", async () => {
    const stats = await getEmployerJobStats({ actor: employer });
    expect(stats).toEqual({ totalJobs: 5, activeListings: 2, totalApplications: 0 });
  });
});

describe("the admin's stat cards", () => {
  it("count every job and every application on the site, applications to a deleted job included", async () => {
    const admin: Actor = { userId: crypto.randomUUID(), email: "admin-stats@x.example", name: "Admin", role: "employer", isAdmin: true };
    const doctorId = crypto.randomUUID();
    await db().insert(user).values({ id: doctorId, name: "Dr Stats", email: "dr-stats@x.example", emailVerified: true });
    await db().insert(profiles).values({ id: doctorId, userId: doctorId, role: "doctor", name: "Dr Stats", email: "dr-stats@x.example" });
    const [job] = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.title, "Open and recent"));
    await db().insert(applications).values([
      { jobId: job!.id, doctorId },
      // An application whose job was deleted since: the job is gone, the doctor's record stays.
      { jobId: null, doctorId, jobTitle: "Deleted Registrar", jobCompany: "Gone Hospital" },
    ]);
    const [all] = await db().select({ jobs: sql<number>`(select count(*) from jobs)::int`, applications: sql<number>`(select count(*) from applications)::int` }).from(sql`(select 1) as one`);
    const stats = await getEmployerJobStats({ actor: admin });
    expect(stats.totalJobs).toBe(all!.jobs);
    expect(stats.totalApplications).toBe(all!.applications);
    // The organisation's own figure counts only applications to its jobs.
    expect((await getEmployerJobStats({ actor: employer })).totalApplications).toBe(1);
  });
});
