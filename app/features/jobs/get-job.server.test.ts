import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jobs, organisations } from "~/db/schema";
import { posterOfJob } from "~/db/job-lists.server";
import { insertJob } from "../../../tests/factories/jobs";
import { AppError } from "~/lib/errors";
import { getJob, getJobPage, parseJobId } from "./get-job.server";
import { cardColumns, toJobCard } from "./job-queries.server";

const DAY = 86_400_000;

/** The ids of a job page's similar jobs. */
const similarIds = async (id: number) => (await getJobPage({ actor: null, id })).similar.map((s) => s.id);

describe("job detail", () => {
  it("parses only plain positive integer ids", () => {
    expect(parseJobId("42")).toBe(42);
    for (const bad of ["0", "-1", "4.2", "42abc", "abc", "", "99999999999", "2147483648", null, undefined]) expect(parseJobId(bad)).toBeNull();
  });

  it("reads open and closed jobs, and reports unknown ids as not found", async () => {
    const open = await insertJob({ title: "Open one" });
    const closed = await insertJob({ title: "Closed one", validThrough: new Date(Date.now() - DAY) });
    expect((await getJob({ actor: null, id: open })).isOpen).toBe(true);
    expect((await getJob({ actor: null, id: closed })).isOpen).toBe(false);
    // The job page reads the very same job.
    for (const id of [open, closed]) expect((await getJobPage({ actor: null, id })).job).toEqual(await getJob({ actor: null, id }));
    for (const read of [getJob, getJobPage]) {
      const error = await read({ actor: null, id: 987_654_321 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("not_found");
    }
  });

  it("lists up to 4 similar open jobs of the same specialty, excluding the job, in results order", async () => {
    const job = await insertJob({ specialty: "Oncology", title: "Medical Oncologist" });
    const same = [];
    for (let i = 0; i < 5; i++) same.push(await insertJob({ specialty: "Oncology", daysAgo: i + 2 }));
    const featured = await insertJob({ specialty: "Oncology", daysAgo: 30, featured: true });
    await insertJob({ specialty: "Oncology", validThrough: new Date(Date.now() - DAY) });
    await insertJob({ specialty: "Radiology" });
    expect(await similarIds(job)).toEqual([featured, same[0], same[1], same[2]]);
    expect(await similarIds(await insertJob({ specialty: null }))).toEqual([]);
  });

  it("gives the similar jobs' cards as every list gives them: salary, posting time, snippet", async () => {
    const job = await insertJob({ specialty: "Geriatrics", title: "Geriatrician" });
    const other = await insertJob({
      specialty: "Geriatrics",
      title: `Consultant – "Elder care" & rehab`,
      salaryMin: 1_800_000,
      salaryMax: 2_400_000,
      salaryUnit: "year",
      description: `Lead the ward – ${"rounds, audits and teaching; ".repeat(12)}`,
      postedDate: new Date(Date.now() - 3 * DAY - 123),
    });
    const [row] = await db().select(cardColumns).from(jobs).leftJoin(organisations, posterOfJob).where(eq(jobs.id, other));
    const now = new Date();
    const [card] = (await getJobPage({ actor: null, id: job })).similar;
    expect(card).toEqual(toJobCard(row!, now));
    expect(card?.postedDate).toBe(row!.postedDate.toISOString());
  });

  it("answers each job page from the prepared queries with that page's values: another id, a job closed since", async () => {
    const first = await insertJob({ specialty: "Nephrology", title: "Nephrologist A" });
    const second = await insertJob({ specialty: "Nephrology", title: "Nephrologist B" });
    const other = await insertJob({ specialty: "Urology", title: "Urologist" });
    expect((await getJob({ actor: null, id: first })).title).toBe("Nephrologist A");
    expect((await getJob({ actor: null, id: second })).title).toBe("Nephrologist B");
    expect((await getJobPage({ actor: null, id: first })).job.title).toBe("Nephrologist A");
    expect(await similarIds(first)).toEqual([second]);
    expect(await similarIds(second)).toEqual([first]);
    expect(await similarIds(other)).toEqual([]);
    await db().update(jobs).set({ closedAt: new Date() }).where(eq(jobs.id, second));
    expect((await getJob({ actor: null, id: second })).isOpen).toBe(false);
    expect((await getJobPage({ actor: null, id: second })).job.isOpen).toBe(false);
    expect(await similarIds(first)).toEqual([]);
    // A closed job's page still lists the open ones of its specialty.
    expect(await similarIds(second)).toEqual([first]);
  });
});
