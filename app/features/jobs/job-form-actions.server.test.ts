import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { formInput, validation } from "~/lib/messages";
import { jobForm as m, jobListing, jobs as t } from "~/features/jobs/messages";
import { action as postJobAction, loader as postJobLoader } from "~/routes/_site.post-job";
import { action as listingsAction } from "~/routes/dashboard.job-listings";
import { getRequest } from "../../../tests/support/accounts-kit";
import { actionArgs, outcome, post, signedIn, type SignedIn } from "../../../tests/support/signed-in";

// The job posting form and the Job Listings buttons through their route actions: the schema's refusals are 400 with
// the field errors and the typed values, the wrong account is refused by the server, and a refusal writes nothing.

let employer: SignedIn, other: SignedIn, doctor: SignedIn;
let ownJob = 0;

const fields = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    title: "Consultant Nephrologist",
    company: "Form Hospital",
    location: "Pune",
    type: "Full-time",
    specialty: "Nephrology",
    salaryMin: "1,50,000",
    salaryMax: "2,00,000",
    salaryUnit: "month",
    salary: "",
    description: "Run the dialysis unit and the kidney clinic with two senior colleagues.",
    ...overrides,
  });

const jobCount = async () => (await db().select({ id: jobs.id }).from(jobs)).length;

beforeAll(async () => {
  employer = await signedIn("employer");
  other = await signedIn("employer", { company: "Other Hospital" });
  doctor = await signedIn("doctor");
  const [row] = await db()
    .insert(jobs)
    .values({ userId: employer.id, title: "Own job", company: "Form Hospital", location: "Pune", type: "Locum", description: "x".repeat(40) })
    .returning({ id: jobs.id });
  ownJob = row!.id;
}, 60_000);

describe("posting a job", () => {
  it("stores the salary range, and the words only as given", async () => {
    const res = await outcome(() => postJobAction(actionArgs(post("/post-job", fields({ title: "Range Nephrologist" }), employer.cookie))));
    expect(res.status).toBe(302);
    expect(res.location).toBe("/dashboard/job-listings");
    const [row] = await db().select().from(jobs).where(eq(jobs.title, "Range Nephrologist"));
    expect(row).toMatchObject({ salaryMin: 150000, salaryMax: 200000, salaryUnit: "month", salary: null, userId: employer.id });
    await outcome(() =>
      postJobAction(actionArgs(post("/post-job", fields({ title: "Words Nephrologist", salaryMin: "", salaryMax: "", salaryUnit: "", salary: "Negotiable, as per experience" }), employer.cookie))),
    );
    const [words] = await db().select().from(jobs).where(eq(jobs.title, "Words Nephrologist"));
    expect(words).toMatchObject({ salaryMin: null, salaryMax: null, salaryUnit: null, salary: "Negotiable, as per experience" });
  });

  it("answers a refused form with 400, each field's message and what was typed, and writes nothing", async () => {
    const before = await jobCount();
    const res = await outcome(() =>
      postJobAction(actionArgs(post("/post-job", fields({ location: "Atlantis", salaryMin: "300000", salaryMax: "200000", description: "Too short" }), employer.cookie))),
    );
    expect(res).toMatchObject({
      status: 400,
      data: {
        result: {
          error: { location: [m.locationRequired], salaryMax: [m.salaryRange], description: [m.descriptionRequired] },
          initialValue: { title: "Consultant Nephrologist", salaryMin: "300000", description: "Too short" },
        },
      },
    });
    expect(await jobCount()).toBe(before);
  });

  it("refuses repeated fields and control characters beside the field", async () => {
    const before = await jobCount();
    const twice = await outcome(() => postJobAction(actionArgs(post("/post-job", [...fields(), ["title", "Second title"]], employer.cookie))));
    expect(twice.status).toBe(400);
    // The first message is the one shown beside the field.
    expect((twice.data as { result: { error: Record<string, string[]> } }).result.error.title?.[0]).toBe(formInput.repeatedField);
    const control = await outcome(() => postJobAction(actionArgs(post("/post-job", fields({ company: "Form\u0000 Hospital" }), employer.cookie))));
    expect(control).toMatchObject({ status: 400, data: { result: { error: { company: [validation.controlCharacters] } } } });
    expect(await jobCount()).toBe(before);
  });

  it("refuses doctors and another employer's edit with 403 and the message beside the form; nothing changes", async () => {
    const before = await jobCount();
    const asDoctor = await outcome(() => postJobAction(actionArgs(post("/post-job", fields(), doctor.cookie))));
    expect(asDoctor).toMatchObject({ status: 403, data: { result: { error: { "": [validation.permissionDenied] } }, toast: { title: t.postFailed.title } } });
    expect(await jobCount()).toBe(before);
    const hijack = await outcome(() => postJobAction(actionArgs(post(`/post-job?edit=${ownJob}`, fields({ title: "Hijacked" }), other.cookie))));
    expect(hijack).toMatchObject({ status: 403, data: { toast: { title: t.updateFailed.title, description: validation.permissionDenied } } });
    expect((await db().select({ title: jobs.title }).from(jobs).where(eq(jobs.id, ownJob)))[0]?.title).toBe("Own job");
  });

  it("answers an unknown or malformed job to edit with 404", async () => {
    expect((await outcome(() => postJobLoader(actionArgs(getRequest("/post-job?edit=987654321", employer.cookie))))).status).toBe(404);
    expect((await outcome(() => postJobLoader(actionArgs(getRequest("/post-job?edit=abc", employer.cookie))))).status).toBe(404);
    expect((await outcome(() => postJobAction(actionArgs(post("/post-job?edit=987654321", fields(), employer.cookie))))).status).toBe(404);
  });
});

describe("closing, reopening and deleting from the Job Listings tab", () => {
  const listings = (who: SignedIn, entries: [string, string][]) => outcome(() => listingsAction(actionArgs(post("/dashboard/job-listings", entries, who.cookie))));

  it("refuses malformed ids and unknown intents with 400", async () => {
    expect(await listings(employer, [["intent", "close"], ["jobId", "1.5"]])).toMatchObject({ status: 400, data: { result: { error: { jobId: [formInput.invalidId] } } } });
    expect(await listings(employer, [["intent", "publish"], ["jobId", String(ownJob)]])).toMatchObject({
      status: 400,
      data: { result: { error: { intent: [formInput.unknownAction] } } },
    });
    expect((await db().select({ closedAt: jobs.closedAt }).from(jobs).where(eq(jobs.id, ownJob)))[0]?.closedAt).toBeNull();
  });

  it("refuses another employer with 403 and changes nothing", async () => {
    for (const intent of ["close", "delete"]) {
      const res = await listings(other, [["intent", intent], ["jobId", String(ownJob)]]);
      expect(res, intent).toMatchObject({ status: 403, data: { result: { error: { "": [validation.permissionDenied] } } } });
    }
    const [row] = await db().select({ closedAt: jobs.closedAt }).from(jobs).where(eq(jobs.id, ownJob));
    expect(row).toEqual({ closedAt: null });
  });

  it("lets the owner close and reopen, and says so", async () => {
    const closed = await listings(employer, [["intent", "close"], ["jobId", String(ownJob)]]);
    expect(closed).toMatchObject({ status: 302, location: "/dashboard/job-listings" });
    expect((await db().select({ closedAt: jobs.closedAt }).from(jobs).where(eq(jobs.id, ownJob)))[0]?.closedAt).not.toBeNull();
    expect(await listings(employer, [["intent", "reopen"], ["jobId", String(ownJob)]])).toMatchObject({ status: 302 });
    expect((await db().select({ closedAt: jobs.closedAt }).from(jobs).where(eq(jobs.id, ownJob)))[0]?.closedAt).toBeNull();
    expect(jobListing.closed.title).toBeTruthy();
  });
});
