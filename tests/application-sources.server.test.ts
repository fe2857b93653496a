import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applications, jobs, organisationMembers, profiles } from "~/db/schema";
import { SOURCE_PARAM } from "~/lib/application-sources";
import { action as jobAction, loader as jobLoader } from "~/routes/_site.jobs.$id";
import { loader as reportsLoader } from "~/routes/dashboard.reports";
import { loader as csvLoader } from "~/routes/dashboard.reports_.csv.$report";
import { columns as c } from "~/features/reports/messages";
import { getRequest } from "./support/accounts-kit";
import { actionArgs, outcome, post, signedIn, type SignedIn } from "./support/signed-in";

// Where an application came from: the job page keeps a valid ?src= for its Apply form (and through sign-in), the
// server stores a valid one and nothing else, and the Reports tab and its CSV routes answer each role as they should.

let employer: SignedIn;
let jobId = 0;

async function doctorWithResume(): Promise<SignedIn> {
  const doctor = await signedIn("doctor");
  await db().update(profiles).set({ resumeUrl: `/files/resumes/${doctor.id}/1-cv.pdf` }).where(eq(profiles.id, doctor.id));
  return doctor;
}

const apply = (who: SignedIn, entries: [string, string][]) => outcome(() => jobAction(actionArgs(post(`/jobs/${jobId}`, [["intent", "apply"], ...entries], who.cookie), { id: String(jobId) })));
const sourceOf = async (who: SignedIn) => (await db().select({ source: applications.source }).from(applications).where(eq(applications.doctorId, who.id)))[0]?.source;

beforeAll(async () => {
  employer = await signedIn("employer", { company: "Source Hospital" });
  const [m] = await db().select({ organisationId: organisationMembers.organisationId }).from(organisationMembers).where(eq(organisationMembers.userId, employer.id));
  const [job] = await db()
    .insert(jobs)
    .values({ userId: employer.id, organisationId: m!.organisationId, title: "Consultant Neurologist", company: "Source Hospital", location: "Pune", type: "Full-time" })
    .returning({ id: jobs.id });
  jobId = job!.id;
}, 60_000);

describe("the source of an application", () => {
  it("is kept by the job page for the Apply form and through sign-in, only when it is one of the list", async () => {
    const doctor = await doctorWithResume();
    const page = await outcome(() => jobLoader(actionArgs(getRequest(`/jobs/${jobId}?${SOURCE_PARAM}=alert`, doctor.cookie), { id: String(jobId) })));
    expect(page.data.apply).toEqual({ kind: "can-apply", hasResume: true, source: "alert" });
    const bogus = await outcome(() => jobLoader(actionArgs(getRequest(`/jobs/${jobId}?${SOURCE_PARAM}=<script>`, doctor.cookie), { id: String(jobId) })));
    expect(bogus.data.apply).toEqual({ kind: "can-apply", hasResume: true, source: null });
    const visitor = await outcome(() => jobLoader(actionArgs(getRequest(`/jobs/${jobId}?${SOURCE_PARAM}=feed`), { id: String(jobId) })));
    expect(visitor.data.apply).toEqual({ kind: "signed-out", loginHref: `/login?redirectTo=${encodeURIComponent(`/jobs/${jobId}?src=feed`)}` });
  });

  it("is stored from the Apply form's hidden field", async () => {
    const doctor = await doctorWithResume();
    expect((await apply(doctor, [[SOURCE_PARAM, "alert"]])).status).toBe(302);
    expect(await sourceOf(doctor)).toBe("alert");
  });

  it("is unknown (null), never an error, when the field is missing, repeated or not on the list", async () => {
    for (const entries of [[], [[SOURCE_PARAM, "newsletter"]], [[SOURCE_PARAM, "search"], [SOURCE_PARAM, "api"]], [[SOURCE_PARAM, "x".repeat(5000)]]] as [string, string][][]) {
      const doctor = await doctorWithResume();
      const res = await apply(doctor, entries);
      expect(res.status, JSON.stringify([entries.map((e) => e[1].slice(0, 20)), res.data])).toBe(302);
      expect(await sourceOf(doctor)).toBeNull();
    }
  });
});

describe("the Reports tab through its routes", () => {
  it("shows the owner the reports with this job's applicants by source", async () => {
    const page = await outcome(() => reportsLoader(actionArgs(getRequest(`/dashboard/reports?job=${jobId}&period=30`, employer.cookie))));
    expect(page.status).toBe(200);
    const { sources, jobTitle, params } = (page.data as { page: { sources: { source: string; applicants: number }[]; jobTitle: string; params: unknown } }).page;
    expect(jobTitle).toBe("Consultant Neurologist");
    expect(params).toEqual({ jobId, period: 30 });
    expect(Object.fromEntries(sources.map((s) => [s.source, s.applicants]))).toEqual({ search: 0, alert: 1, directory: 0, feed: 0, api: 0, unknown: 4 });
  });

  it("downloads a report as CSV", async () => {
    const res = await csvLoader(actionArgs(getRequest(`/dashboard/reports/csv/sources?job=${jobId}`, employer.cookie), { report: "sources" }));
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="sources-job-${jobId}-last-90-days.csv"`);
    const lines = (await res.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(`${c.source},${c.applicants}`);
    expect(lines).toContain("Job alert e-mail,1");
  });

  it("refuses a hiring manager, an interviewer and a doctor with 403, another organisation's job with 403, a bad address with 404", async () => {
    for (const role of ["hiring_manager", "interviewer"] as const) {
      const member = await signedIn("employer");
      const [own] = await db().select({ organisationId: organisationMembers.organisationId }).from(organisationMembers).where(eq(organisationMembers.userId, employer.id));
      await db().update(organisationMembers).set({ organisationId: own!.organisationId, role }).where(eq(organisationMembers.userId, member.id));
      expect((await outcome(() => reportsLoader(actionArgs(getRequest("/dashboard/reports", member.cookie))))).status).toBe(403);
      expect((await outcome(() => csvLoader(actionArgs(getRequest("/dashboard/reports/csv/funnel", member.cookie), { report: "funnel" })))).status).toBe(403);
    }
    const doctor = await signedIn("doctor");
    expect((await outcome(() => reportsLoader(actionArgs(getRequest("/dashboard/reports", doctor.cookie))))).status).toBe(403);
    const stranger = await signedIn("employer", { company: "Stranger Clinic" });
    expect((await outcome(() => reportsLoader(actionArgs(getRequest(`/dashboard/reports?job=${jobId}`, stranger.cookie))))).status).toBe(403);
    expect((await outcome(() => csvLoader(actionArgs(getRequest(`/dashboard/reports/csv/funnel?job=${jobId}`, stranger.cookie), { report: "funnel" })))).status).toBe(403);
    expect((await outcome(() => reportsLoader(actionArgs(getRequest("/dashboard/reports?job=1e9", employer.cookie))))).status).toBe(404);
    expect((await outcome(() => csvLoader(actionArgs(getRequest("/dashboard/reports/csv/everything", employer.cookie), { report: "everything" })))).status).toBe(404);
    const visitor = await outcome(() => reportsLoader(actionArgs(getRequest("/dashboard/reports"))));
    expect(visitor.status).toBe(302);
  });
});
