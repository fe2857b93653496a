import { beforeEach, describe, expect, it } from "vitest";
import { cachedCount, COUNT_STALE_MS, COUNT_TTL_MS, invalidateCounts, keptRows } from "./count-cache.server";
import type { MatchCount } from "./types";

const exact = (value: number): MatchCount => ({ value, exact: true });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("count cache", () => {
  beforeEach(() => invalidateCounts());

  it("shares one query between concurrent callers and reuses it while fresh", async () => {
    let calls = 0;
    const compute = async () => exact(++calls);
    const [a, b] = await Promise.all([cachedCount("k", compute), cachedCount("k", compute)]);
    expect([a, b, calls]).toEqual([exact(1), exact(1), 1]);
    expect(await cachedCount("k", compute)).toEqual(exact(1));
    expect(calls).toBe(1);
  });

  it("runs a lazy thenable (a query builder runs its query on every then and catch) once", async () => {
    let runs = 0;
    const builder = () => ({
      then<R1, R2>(onFulfilled?: ((value: MatchCount) => R1 | PromiseLike<R1>) | null, onRejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null) {
        return Promise.resolve(exact(++runs)).then(onFulfilled, onRejected);
      },
    });
    const [a, b] = await Promise.all([cachedCount("lazy", builder), cachedCount("lazy", builder)]);
    expect([a, b]).toEqual([exact(1), exact(1)]);
    expect(runs).toBe(1);
  });

  it("serves a stale count while refreshing it once in the background", async () => {
    let calls = 0;
    const compute = async () => exact(++calls);
    await cachedCount("k", compute);
    const later = Date.now() + COUNT_TTL_MS + 1;
    const [a, b] = await Promise.all([cachedCount("k", compute, later), cachedCount("k", compute, later)]);
    expect([a, b]).toEqual([exact(1), exact(1)]);
    await tick();
    expect(calls).toBe(2);
    expect(await cachedCount("k", compute)).toEqual(exact(2));
    // Past the stale window the caller waits for a fresh count.
    expect(await cachedCount("k", compute, Date.now() + COUNT_TTL_MS + COUNT_STALE_MS + 1)).toEqual(exact(3));
  });

  it("does not cache failures, and forgets everything on invalidation", async () => {
    await expect(cachedCount("k", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cachedCount("k", async () => exact(7))).toEqual(exact(7));
    invalidateCounts();
    expect(await cachedCount("k", async () => exact(8))).toEqual(exact(8));
  });

  it("drops a count that was running when the data changed", async () => {
    let release!: (n: MatchCount) => void;
    const slow = cachedCount("k", () => new Promise<MatchCount>((r) => (release = r)));
    invalidateCounts();
    release(exact(1));
    expect(await slow).toEqual(exact(1));
    expect(await cachedCount("k", async () => exact(2))).toEqual(exact(2));
  });

  it("keeps rows by id: reads only those it does not keep, gives them in the order asked, and forgets them when jobs are written", async () => {
    const reads: number[][] = [];
    const read = async (ids: number[]) => {
      reads.push(ids);
      // Job 9 has no row (deleted since the ids were found): it is left out.
      return ids.filter((id) => id !== 9).map((id) => ({ id, title: `job ${id} as read ${reads.length}` }));
    };
    expect((await keptRows([3, 1, 9], read)).map((row) => row.id)).toEqual([3, 1]);
    const again = await keptRows([1, 2, 3], read);
    expect(again.map((row) => row.title)).toEqual(["job 1 as read 1", "job 2 as read 2", "job 3 as read 1"]);
    expect(reads).toEqual([[3, 1, 9], [2]]);
    // Past their time they are read again.
    await keptRows([1], read, Date.now() + COUNT_TTL_MS + 1);
    expect(reads.at(-1)).toEqual([1]);
    invalidateCounts([1]);
    expect((await keptRows([2, 3], read)).map((row) => row.title)).toEqual(["job 2 as read 4", "job 3 as read 4"]);
  });

  it("does not keep rows that were being read when jobs were written", async () => {
    let release!: () => void;
    const slow = keptRows([5], (ids) => new Promise<{ id: number; title: string }[]>((r) => (release = () => r(ids.map((id) => ({ id, title: "before the edit" }))))));
    invalidateCounts([5]);
    release();
    expect((await slow)[0]!.title).toBe("before the edit");
    expect((await keptRows([5], async (ids) => ids.map((id) => ({ id, title: "after the edit" }))))[0]!.title).toBe("after the edit");
  });

  it("keeps at most 20,000 rows: past that, the oldest tenth goes and is read again when asked", async () => {
    const reads: number[][] = [];
    const read = async (ids: number[]) => {
      reads.push(ids);
      return ids.map((id) => ({ id }));
    };
    const ids = Array.from({ length: 20_500 }, (_, i) => i + 1);
    await keptRows(ids.slice(0, 20_000), read);
    await keptRows(ids.slice(20_000), read);
    reads.length = 0;
    // The 500 newest are kept, as are those after the first 2,000 (the oldest tenth, dropped at once).
    await keptRows([20_500, 2_001, 1, 2_000], read);
    expect(reads).toEqual([[1, 2_000]]);
  });
});
