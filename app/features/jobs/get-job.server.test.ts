import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { insertJob } from "../../../tests/factories/jobs";
import { AppError } from "~/lib/errors";
import { getJob, parseJobId } from "./get-job.server";
import { listSimilarJobs } from "./list-similar-jobs.server";

const DAY = 86_400_000;

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
    const error = await getJob({ actor: null, id: 987_654_321 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("not_found");
  });

  it("lists up to 4 similar open jobs of the same specialty, excluding the job, in results order", async () => {
    const job = await insertJob({ specialty: "Oncology", title: "Medical Oncologist" });
    const same = [];
    for (let i = 0; i < 5; i++) same.push(await insertJob({ specialty: "Oncology", daysAgo: i + 2 }));
    const featured = await insertJob({ specialty: "Oncology", daysAgo: 30, featured: true });
    await insertJob({ specialty: "Oncology", validThrough: new Date(Date.now() - DAY) });
    await insertJob({ specialty: "Radiology" });
    const similar = await listSimilarJobs({ actor: null, job: { id: job, specialty: "Oncology" } });
    expect(similar.map((s) => s.id)).toEqual([featured, same[0], same[1], same[2]]);
    expect(await listSimilarJobs({ actor: null, job: { id: job, specialty: null } })).toEqual([]);
  });

  it("answers each job page from the prepared queries with that page's values: another id, a job closed since", async () => {
    const first = await insertJob({ specialty: "Nephrology", title: "Nephrologist A" });
    const second = await insertJob({ specialty: "Nephrology", title: "Nephrologist B" });
    const other = await insertJob({ specialty: "Urology", title: "Urologist" });
    expect((await getJob({ actor: null, id: first })).title).toBe("Nephrologist A");
    expect((await getJob({ actor: null, id: second })).title).toBe("Nephrologist B");
    expect((await listSimilarJobs({ actor: null, job: { id: first, specialty: "Nephrology" } })).map((s) => s.id)).toEqual([second]);
    expect((await listSimilarJobs({ actor: null, job: { id: second, specialty: "Nephrology" } })).map((s) => s.id)).toEqual([first]);
    expect(await listSimilarJobs({ actor: null, job: { id: other, specialty: "Urology" } })).toEqual([]);
    await db().update(jobs).set({ closedAt: new Date() }).where(eq(jobs.id, second));
    expect((await getJob({ actor: null, id: second })).isOpen).toBe(false);
    expect(await listSimilarJobs({ actor: null, job: { id: first, specialty: "Nephrology" } })).toEqual([]);
  });
});
