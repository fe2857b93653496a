import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { handleAdminAction } from "~/features/admin/admin-action.server";
import { employerJobsChanged } from "~/features/jobs/employer-jobs-changed.server";
import { loader as jobLoader } from "~/routes/_site.jobs.$id";
import { loader as jobsLoader } from "~/routes/_site.jobs._index";
import { loader as homeLoader } from "~/routes/_site._index";
import { createActor, insertJob } from "./factories/jobs";
import { formRequest, getRequest, unwrap } from "./support/accounts-kit";

// What trust the public job pages show (decision 081): the job page, the search results, the similar jobs and the
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
  if (verified) await db().update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.id, actor.userId));
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
    await db().update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.id, poster.userId));
    expect(stateOf(await searchCards(word), job)).toBe(false);
    await employerJobsChanged(poster.userId);
    expect(stateOf(await searchCards(word), job)).toBe(true);
  });
});
