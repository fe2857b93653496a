import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applications, jobs, profiles, user } from "~/db/schema";
import type { Actor } from "~/lib/permissions";
import { applyToJob, listMyApplications } from "./applications.server";

// A doctor's records when the job is closed by hand or deleted (app/features/jobs close-job / delete-job): a
// closed job takes no applications, and a deleted job's applications stay readable with the title they had.

const doctorId = crypto.randomUUID();
const doctor: Actor = { userId: doctorId, email: "gone@x.example", name: "Dr. Gone", role: "doctor", isAdmin: false };

beforeAll(async () => {
  await db().insert(user).values({ id: doctorId, name: "Dr. Gone", email: "gone@x.example", emailVerified: true });
  await db()
    .insert(profiles)
    .values({ id: doctorId, userId: doctorId, role: "doctor", name: "Dr. Gone", email: "gone@x.example", resumeUrl: `/files/resumes/${doctorId}/1-a.pdf` });
});

const newJob = async (values: Partial<typeof jobs.$inferInsert> = {}) =>
  (await db().insert(jobs).values({ title: "Consultant Urologist", company: "C Hospital", location: "Pune", type: "Full-time", ...values }).returning({ id: jobs.id }))[0]!.id;

describe("a job closed by hand", () => {
  it("takes no applications, even one sent straight to the server", async () => {
    const closed = await newJob({ closedAt: new Date() });
    await expect(applyToJob({ actor: doctor, jobId: closed })).rejects.toMatchObject({ code: "conflict" });
    expect(await db().select().from(applications).where(eq(applications.jobId, closed))).toHaveLength(0);
  });
});

describe("a deleted job", () => {
  it("stays in the doctor's list with its title and company, and no job link", async () => {
    const job = await newJob({ title: "Consultant Urologist", company: "Removed Hospital" });
    await applyToJob({ actor: doctor, jobId: job });
    // What deleting a job does to its applications (delete-job.server.ts): keep the title and company, then the
    // foreign key sets job_id to null.
    await db().update(applications).set({ jobTitle: "Consultant Urologist", jobCompany: "Removed Hospital" }).where(eq(applications.jobId, job));
    await db().delete(jobs).where(eq(jobs.id, job));
    const mine = await listMyApplications({ actor: doctor });
    const row = mine.find((a) => a.jobTitle === "Consultant Urologist" && a.company === "Removed Hospital");
    expect(row).toMatchObject({ jobId: null, doctorView: "received" });
    expect(row?.history).toHaveLength(1);
  });

  it("lists open jobs' applications with the job's current title", async () => {
    const job = await newJob({ title: "Registrar, Urology" });
    await applyToJob({ actor: doctor, jobId: job });
    await db().update(jobs).set({ title: "Senior Registrar, Urology" }).where(eq(jobs.id, job));
    const row = (await listMyApplications({ actor: doctor })).find((a) => a.jobId === job);
    expect(row?.jobTitle).toBe("Senior Registrar, Urology");
  });
});
