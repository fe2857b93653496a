import { describe, expect, it } from "vitest";
import { loader as jobLoader } from "~/routes/_site.jobs.$id";
import { meta as jobsMeta } from "~/routes/_site.jobs._index";
import { createActor, insertJob } from "../../../../tests/factories/jobs";
import { getRequest, unwrap } from "../../../../tests/support/accounts-kit";
import { closeJob } from "../close-job.server";
import { deleteJob } from "../delete-job.server";
import { EMPTY_SEARCH } from "~/features/search/search-params";
import { searchFeedHref } from "./feed-links";
import { feeds as t } from "./messages";

// Closed, expired and deleted jobs answer 410 Gone with a page for people; the /jobs page names the feed of its search.

const DAY = 86_400_000;
const args = (id: number) => ({ request: getRequest(`/jobs/${id}`), params: { id: String(id) }, context: { cspNonce: "", requestId: "test", clientIp: "127.0.0.1" } }) as never;
const load = async (id: number) => unwrap<{ kind: string; job?: { isOpen: boolean }; removed?: unknown; similar?: unknown[] }>(await jobLoader(args(id)));

describe("the job page of a job that is no longer open", () => {
  it("answers 200 while open, 410 once closed or past its date (still the job's page), 410 with what it was once deleted, 404 for an id never used", async () => {
    const employer = await createActor("employer");
    const open = await insertJob({ userId: employer.userId, specialty: "Urology" });
    const closed = await insertJob({ userId: employer.userId, specialty: "Urology" });
    const expired = await insertJob({ specialty: "Urology", validThrough: new Date(Date.now() - DAY) });
    const deleted = await insertJob({ userId: employer.userId, title: "Consultant Urologist", specialty: "Urology", location: "Madurai" });
    await closeJob({ actor: employer, id: closed });
    await deleteJob({ actor: employer, id: deleted });

    expect(await load(open)).toMatchObject({ status: 200, data: { kind: "job", job: { isOpen: true } } });
    for (const id of [closed, expired]) {
      const page = await load(id);
      expect(page).toMatchObject({ status: 410, data: { kind: "job", job: { isOpen: false } } });
      expect(page.data.similar).toContainEqual(expect.objectContaining({ id: open }));
    }
    expect(await load(deleted)).toEqual({ status: 410, data: { kind: "removed", removed: { title: "Consultant Urologist", specialty: "Urology", city: "Madurai" } } });
    const unknown = await jobLoader(args(2_000_000_000)).catch((error: unknown) => error);
    expect(unwrap(unknown).status).toBe(404);
  });
});

describe("the /jobs page's feed", () => {
  it("names the RSS feed of the search shown, without its order and page", () => {
    const search = { ...EMPTY_SEARCH, keyword: "cardiologist", cities: ["Pune" as const], sort: "salary" as const, page: 3 };
    const tags = jobsMeta({ loaderData: { search, canonicalPath: "/jobs" }, matches: [{ loaderData: { site: { brand: "DocHire", baseUrl: "http://x" } } }] } as never) as Record<string, string>[];
    const alternate = tags.find((tag) => tag.rel === "alternate" && tag.type === "application/rss+xml");
    expect(alternate).toMatchObject({ tagName: "link", href: "/jobs/feed.xml?keyword=cardiologist&city=Pune", title: t.searchFeedLinkTitle("DocHire") });
    expect(searchFeedHref(EMPTY_SEARCH)).toBe("/jobs/feed.xml");
  });
});
