import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { handleAdminAction } from "~/features/admin/admin-action.server";
import { employerJobsChanged } from "~/features/jobs/employer-jobs-changed.server";
import { loader as jobLoader } from "~/routes/_site.jobs.$id";
import { loader as jobsLoader } from "~/routes/_site.jobs._index";
import { loader as homeLoader } from "~/routes/_site._index";
import { createActor, insertJob, verifyEmployer } from "./factories/jobs";
import { loadDirectoryPage, type DirectoryDoctor } from "~/features/directory/search-doctors.server";
import { getResumeView } from "~/features/directory/get-resume-view.server";
import { getComposeTarget } from "~/features/messages/get-compose-target.server";
import { AppError } from "~/lib/errors";
import { verificationLabels } from "~/lib/messages";
import { resumeAccess } from "~/features/directory/messages";
import { messaging } from "~/features/messages/messages";
import { formRequest, getRequest, unwrap } from "./support/accounts-kit";

// What trust the pages show (decision 081): the job page, the search results, the similar jobs and the
// home page's featured jobs label each job's poster as a verified or unverified employer, and say so truthfully once
// the admin changes it.

type Card = { id: number; employerVerified: boolean | null };

const args = (path: string, params: Record<string, string> = {}) =>
  ({ request: getRequest(path), params, context: { cspNonce: "", requestId: "test", clientIp: "127.0.0.1" } }) as never;

const jobPage = async (id: number) => unwrap<{ job: Card; similar: Card[] }>(await jobLoader(args(`/jobs/${id}`, { id: String(id) }))).data;
const searchCards = async (keyword: string) => unwrap<{ result: { jobs: Card[] } }>(await jobsLoader(args(`/jobs?keyword=${keyword}`))).data.result.jobs;
const stateOf = (cards: Card[], id: number) => cards.find((card) => card.id === id)?.employerVerified;

async function employer(verified: boolean) {
  const actor = await createActor("employer");
  if (verified) await verifyEmployer(actor.userId);
  return actor;
}

describe("the employer's state on job pages and cards", () => {
  it("the job page's loader passes whether the poster is verified, waiting, or gone", async () => {
    const verified = await insertJob({ userId: (await employer(true)).userId, specialty: "Nephrology" });
    const pending = await insertJob({ userId: (await employer(false)).userId, specialty: "Nephrology" });
    const orphan = await insertJob({ userId: null, specialty: "Nephrology" });
    expect((await jobPage(verified)).job.employerVerified).toBe(true);
    expect((await jobPage(pending)).job.employerVerified).toBe(false);
    expect((await jobPage(orphan)).job.employerVerified).toBeNull();
    // The similar jobs' cards carry it too.
    const similar = (await jobPage(orphan)).similar;
    expect([stateOf(similar, verified), stateOf(similar, pending)]).toEqual([true, false]);
  });

  it("search results and the home page's featured jobs carry it, read with the jobs", async () => {
    const word = `Haemostasis${Date.now()}`;
    const verified = await insertJob({ userId: (await employer(true)).userId, title: `${word} Consultant`, featured: true, daysAgo: 0 });
    const pending = await insertJob({ userId: (await employer(false)).userId, title: `${word} Registrar`, featured: true, daysAgo: 0 });
    const cards = await searchCards(word);
    expect([stateOf(cards, verified), stateOf(cards, pending)]).toEqual([true, false]);
    const featured = (await homeLoader()).featuredJobs;
    expect(featured.find((job) => job.id === pending)?.employerVerified).toBe(false);
    expect(featured.find((job) => job.id === verified)?.employerVerified).toBe(true);
  });

  it("the admin's approval or return to pending shows on searches already kept", async () => {
    const word = `Thrombolysis${Date.now()}`;
    const poster = await employer(false);
    const job = await insertJob({ userId: poster.userId, title: `${word} Fellow` });
    expect(stateOf(await searchCards(word), job)).toBe(false);
    const admin = await createActor("employer", { isAdmin: true });
    const decide = (intent: string) =>
      handleAdminAction({
        request: formRequest("/dashboard/employers", { intent, userId: poster.userId }),
        actor: admin,
        clientIp: "127.0.0.1",
        back: "/dashboard/employers",
        employerChanged: employerJobsChanged,
      });
    expect(((await decide("approve")) as Response).status).toBe(302);
    expect(stateOf(await searchCards(word), job)).toBe(true);
    await decide("pending");
    expect(stateOf(await searchCards(word), job)).toBe(false);
  });

  it("a search page kept before a change written elsewhere stays as it was until the employer's jobs are announced changed", async () => {
    const word = `Angioplasty${Date.now()}`;
    const poster = await employer(false);
    const job = await insertJob({ userId: poster.userId, title: `${word} Lead` });
    expect(stateOf(await searchCards(word), job)).toBe(false);
    await verifyEmployer(poster.userId);
    expect(stateOf(await searchCards(word), job)).toBe(false);
    await employerJobsChanged(poster.userId);
    expect(stateOf(await searchCards(word), job)).toBe(true);
  });
});

describe("resumes kept from employers and refusals an employer can fix", () => {
  async function listedDoctor(name: string, resume: { uploaded: boolean; shared: boolean }) {
    const id = crypto.randomUUID();
    await db().insert(profiles).values({
      id,
      role: "doctor",
      name,
      listed: true,
      specialization: "Neurology",
      resumeUrl: resume.uploaded ? `/files/resumes/${id}.pdf` : null,
      resumeOpenToEmployers: resume.shared,
    });
    return id;
  }

  it("the directory tells a resume not shared with employers apart from no resume, and the admin may open both", async () => {
    const tag = `Kaveri${Date.now()}`;
    const shared = await listedDoctor(`Dr. ${tag} Shared`, { uploaded: true, shared: true });
    const kept = await listedDoctor(`Dr. ${tag} Kept`, { uploaded: true, shared: false });
    const none = await listedDoctor(`Dr. ${tag} None`, { uploaded: false, shared: true });
    const cards = async (isAdmin: boolean) => {
      const { doctors } = unwrap<{ doctors: DirectoryDoctor[] }>(await loadDirectoryPage(new URL(`http://localhost/doctor-profiles?q=${tag}`), isAdmin)).data;
      return Object.fromEntries(doctors.map((d) => [d.id, { open: d.hasResume, notShared: d.resumeNotShared }]));
    };
    expect(await cards(false)).toEqual({
      [shared]: { open: true, notShared: false },
      [kept]: { open: false, notShared: true },
      [none]: { open: false, notShared: false },
    });
    expect((await cards(true))[kept]).toEqual({ open: true, notShared: false });
  });

  it("the resume viewer says 'not shared' to a verified employer, and sends a pending one to the Verification tab", async () => {
    const kept = await listedDoctor(`Dr. Viewer ${Date.now()}`, { uploaded: true, shared: false });
    const verified = { ...(await employer(true)), verified: true };
    const pending = await employer(false);
    expect(await getResumeView({ actor: verified, profileId: kept, nameFromUrl: "x" })).toMatchObject({ kind: "refused", message: resumeAccess.resumeNotSharedText, next: null });
    expect(await getResumeView({ actor: pending, profileId: kept, nameFromUrl: "x" })).toMatchObject({
      kind: "refused",
      message: resumeAccess.resumePendingEmployer,
      next: verificationLabels.verificationStep,
    });
  });

  it("a pending employer who writes to a doctor is refused with the reason and the way to the Verification tab", async () => {
    const doctor = await listedDoctor(`Dr. Compose ${Date.now()}`, { uploaded: false, shared: false });
    const refusal = await getComposeTarget({ actor: await employer(false), doctorProfileId: doctor }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: "forbidden", message: messaging.verifyFirst, next: verificationLabels.verificationStep });
  });
});
