import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applications, jobs } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { jobListing } from "~/features/jobs/messages";
import type { Actor } from "~/lib/permissions";
import { createActor, insertJob } from "../../../tests/factories/jobs";
import { closeJob } from "./close-job.server";
import { createJob } from "./create-job.server";
import { deleteJob } from "./delete-job.server";
import { getJob } from "./get-job.server";
import { reopenJob } from "./reopen-job.server";
import { listEmployerJobs } from "./list-employer-jobs.server";
import type { JobInput } from "./schema";
import { updateJob } from "./update-job.server";

// Spec 6 on the server: employers manage only their own jobs, the admin any, doctors and signed-out users none.

const input = (overrides: Partial<JobInput> = {}): JobInput => ({
  title: "Consultant Physician",
  company: "Acme Hospital",
  location: "Pune",
  type: "Full-time",
  specialty: "Cardiology",
  salary: "Negotiable",
  salaryMin: 150_000,
  salaryMax: 200_000,
  salaryUnit: "month",
  experienceMin: null,
  experienceMax: null,
  description: "Outpatient and ward work in a 200-bed hospital.",
  validThrough: null,
  featured: true,
  ...overrides,
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const row = async (id: number) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0];

let employer: Actor, otherEmployer: Actor, doctor: Actor, admin: Actor;
let ownJob: number, othersJob: number;

beforeAll(async () => {
  employer = await createActor("employer", { name: "Neha Employer" });
  otherEmployer = await createActor("employer", { name: "Ravi Other" });
  doctor = await createActor("doctor");
  admin = await createActor("employer", { isAdmin: true, name: "Site Admin" });
  ownJob = await insertJob({ title: "Own job", userId: employer.userId });
  othersJob = await insertJob({ title: "Other employer's job", userId: otherEmployer.userId });
});

describe("posting", () => {
  it("refuses signed-out users with the spec's message", async () => {
    const error = await refusal(createJob({ actor: null, input: input() }));
    expect(error.code).toBe("unauthenticated");
    expect(error.message).toBe(validation.mustBeLoggedInToPostJob);
  });

  it("refuses doctors", async () => {
    const error = await refusal(createJob({ actor: doctor, input: input() }));
    expect(error.code).toBe("forbidden");
    expect(error.status).toBe(403);
  });

  it("lets employers post, owned by them, and ignores their featured flag", async () => {
    const { id } = await createJob({ actor: employer, input: input({ featured: true }) });
    const job = await row(id);
    expect(job?.userId).toBe(employer.userId);
    expect(job?.featured).toBe(false);
    expect(job?.salaryMin).toBe(150_000);
  });

  it("lets the admin post featured jobs", async () => {
    const { id } = await createJob({ actor: admin, input: input({ featured: true }) });
    expect((await row(id))?.featured).toBe(true);
  });
});

describe("editing", () => {
  it("refuses another employer's job id, signed-out users and doctors, and changes nothing", async () => {
    for (const actor of [otherEmployer, doctor, null]) {
      const error = await refusal(updateJob({ actor, id: ownJob, input: input({ title: "Hijacked" }) }));
      expect(["forbidden", "unauthenticated"]).toContain(error.code);
    }
    expect((await refusal(updateJob({ actor: employer, id: othersJob, input: input({ title: "Hijacked" }) }))).code).toBe("forbidden");
    expect((await row(ownJob))?.title).toBe("Own job");
    expect((await row(othersJob))?.title).toBe("Other employer's job");
  });

  it("lets the owner edit, keeps posted_date and featured, and moves updated_at", async () => {
    const before = await row(ownJob);
    await updateJob({ actor: employer, id: ownJob, input: input({ title: "Own job, edited", featured: true }) });
    const after = await row(ownJob);
    expect(after?.title).toBe("Own job, edited");
    expect(after?.featured).toBe(false);
    expect(after?.postedDate.getTime()).toBe(before?.postedDate.getTime());
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
  });

  it("lets the admin edit anyone's job, featured flag included", async () => {
    await updateJob({ actor: admin, id: othersJob, input: input({ title: "Edited by admin", featured: true }) });
    const after = await row(othersJob);
    expect(after?.title).toBe("Edited by admin");
    expect(after?.featured).toBe(true);
  });

  it("reports a missing job as not found", async () => {
    expect((await refusal(updateJob({ actor: admin, id: 99_999_999, input: input() }))).code).toBe("not_found");
  });
});

describe("deleting", () => {
  it("refuses another employer's job id, doctors and signed-out users, and keeps the job", async () => {
    const target = await insertJob({ title: "Keep me", userId: employer.userId });
    for (const actor of [otherEmployer, doctor, null]) {
      const error = await refusal(deleteJob({ actor, id: target }));
      expect(["forbidden", "unauthenticated"]).toContain(error.code);
    }
    expect(await row(target)).toBeDefined();
  });

  it("lets the owner delete their job", async () => {
    const target = await insertJob({ title: "Mine to delete", userId: employer.userId });
    await deleteJob({ actor: employer, id: target });
    expect(await row(target)).toBeUndefined();
  });

  it("lets the admin delete anyone's job", async () => {
    const target = await insertJob({ title: "Admin deletes", userId: otherEmployer.userId });
    await deleteJob({ actor: admin, id: target });
    expect(await row(target)).toBeUndefined();
  });
});

/** A doctor's application to `jobId`, written straight to the table (applying itself is the applications feature's). */
async function applyAs(doctor: Actor, jobId: number): Promise<number> {
  const [row] = await db()
    .insert(applications)
    .values({ jobId, doctorId: doctor.userId, history: [{ status: "Applied", at: new Date().toISOString(), by: doctor.userId }] })
    .returning({ id: applications.id });
  return row!.id;
}

describe("closing and reopening", () => {
  it("refuses another employer, doctors and signed-out users, and leaves the job open", async () => {
    const target = await insertJob({ title: "Stay open", userId: employer.userId });
    for (const actor of [otherEmployer, doctor, null]) {
      const error = await refusal(closeJob({ actor, id: target }));
      expect(error.code).toBe(actor ? "forbidden" : "unauthenticated");
      expect(error.message).toBe(validation.permissionDenied);
    }
    expect((await row(target))?.closedAt).toBeNull();
    expect((await getJob({ actor: null, id: target })).isOpen).toBe(true);
  });

  it("refuses to reopen for another employer, doctors and signed-out users, and leaves the job closed", async () => {
    const target = await insertJob({ title: "Stay closed", userId: employer.userId, closedAt: new Date() });
    for (const actor of [otherEmployer, doctor, null]) {
      const error = await refusal(reopenJob({ actor, id: target }));
      expect(error.code).toBe(actor ? "forbidden" : "unauthenticated");
    }
    expect((await row(target))?.closedAt).not.toBeNull();
  });

  it("lets the owner close a job, keeping its applications and its readable page, and reopen it", async () => {
    const target = await insertJob({ title: "Close and reopen", userId: employer.userId });
    const application = await applyAs(doctor, target);
    await closeJob({ actor: employer, id: target });
    const closed = await getJob({ actor: null, id: target });
    expect(closed.isOpen).toBe(false);
    expect(closed.closedAt).toBeInstanceOf(Date);
    expect((await db().select().from(applications).where(eq(applications.id, application)))[0]?.jobId).toBe(target);
    const listed = (await listEmployerJobs({ actor: employer, page: 1 })).jobs.find((j) => j.id === target);
    expect(listed).toMatchObject({ isOpen: false, closedByHand: true, applicationCount: 1 });

    await closeJob({ actor: employer, id: target }); // closing a closed job changes nothing
    await reopenJob({ actor: employer, id: target });
    expect((await getJob({ actor: null, id: target })).isOpen).toBe(true);
    expect((await row(target))?.closedAt).toBeNull();
  });

  it("lets the admin close and reopen anyone's job", async () => {
    const target = await insertJob({ title: "Admin closes", userId: otherEmployer.userId });
    await closeJob({ actor: admin, id: target });
    expect((await row(target))?.closedAt).not.toBeNull();
    await reopenJob({ actor: admin, id: target });
    expect((await row(target))?.closedAt).toBeNull();
  });

  it("will not reopen a job whose closing date has passed, and says what to do", async () => {
    const target = await insertJob({ title: "Past its date", userId: employer.userId, validThrough: new Date(Date.now() - 86_400_000), closedAt: new Date() });
    const error = await refusal(reopenJob({ actor: employer, id: target }));
    expect(error.code).toBe("conflict");
    expect(error.message).toBe(jobListing.reopenPastClosingDate);
  });

  it("reports a missing job as not found", async () => {
    expect((await refusal(closeJob({ actor: admin, id: 99_999_999 }))).code).toBe("not_found");
    expect((await refusal(reopenJob({ actor: admin, id: 99_999_999 }))).code).toBe("not_found");
  });
});

describe("deleting a job with applications", () => {
  it("keeps the doctors' applications, with the job's title and company, and no job id", async () => {
    const target = await insertJob({ title: "Removed role", company: "Gone Hospital", userId: employer.userId });
    const application = await applyAs(doctor, target);
    await deleteJob({ actor: employer, id: target });
    expect(await row(target)).toBeUndefined();
    const [kept] = await db().select().from(applications).where(eq(applications.id, application));
    expect(kept).toMatchObject({ jobId: null, jobTitle: "Removed role", jobCompany: "Gone Hospital", status: "Applied" });
    expect(kept?.history).toHaveLength(1);
  });

  it("refused deletes leave the job and its applications alone", async () => {
    const target = await insertJob({ title: "Not yours to delete", userId: employer.userId });
    const application = await applyAs(doctor, target);
    for (const actor of [otherEmployer, doctor, null]) await refusal(deleteJob({ actor, id: target }));
    const [kept] = await db().select().from(applications).where(eq(applications.id, application));
    expect(kept).toMatchObject({ jobId: target, jobTitle: null });
  });
});

describe("dashboard listings", () => {
  it("shows an employer only their own jobs", async () => {
    const list = await listEmployerJobs({ actor: employer, page: 1 });
    expect(list.scope).toBe("own");
    expect(list.jobs.length).toBeGreaterThan(0);
    const owners = await Promise.all(list.jobs.map(async (j) => (await row(j.id))?.userId));
    expect(new Set(owners)).toEqual(new Set([employer.userId]));
    expect(list.jobs.every((j) => j.postedBy === null)).toBe(true);
  });

  it("shows the admin every job, newest created first, with who posted others' jobs", async () => {
    const list = await listEmployerJobs({ actor: admin, page: 1 });
    expect(list.scope).toBe("all");
    const all = await db().select({ id: jobs.id }).from(jobs);
    expect(list.total).toBe(all.length);
    const created = await Promise.all(list.jobs.map(async (j) => (await row(j.id))!.createdAt.getTime()));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const others = list.jobs.find((j) => j.id === othersJob);
    expect(others?.postedBy).toBe("Ravi Other");
  });

  it("refuses doctors and signed-out users", async () => {
    expect((await refusal(listEmployerJobs({ actor: doctor, page: 1 }))).code).toBe("forbidden");
    expect((await refusal(listEmployerJobs({ actor: null, page: 1 }))).code).toBe("unauthenticated");
  });
});
