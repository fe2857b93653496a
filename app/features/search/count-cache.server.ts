// A short-lived, per-process cache of match counts, keyed by the filter set (docs/decisions/004-jobs-search.md).
// Counting is the expensive half of a search (it visits every match, the page itself only 21 rows), and people
// page through and re-run the same searches, so identical filter sets share one count for a while.
import { singleton } from "~/server-lib/singleton.server";
import { announce, onClusterEvent } from "~/services/cluster/cluster-events.server";
import { filterColumnsChanged } from "./filter-columns.server";
import type { MatchCount } from "./types";

/** A count is reused without question this long. */
export const COUNT_TTL_MS = 30_000;
/** After that, for this much longer, the old count is served while one query refreshes it in the background. */
export const COUNT_STALE_MS = 5 * 60_000;
const MAX_ENTRIES = 2_000;

type Entry = {
  /** Until then the entry is used as it is (a settled count, or the query still running). */
  freshUntil: number;
  /** Until then a settled count may be served while it is refreshed. */
  staleUntil: number;
  value: Promise<unknown>;
  settled: boolean;
  refreshing: boolean;
};
/** `rows`: rows of single jobs by id (the results' cards), kept as the counts are and forgotten with them. */
type Cache = { entries: Map<string, Entry>; generation: number; rows: Map<number, { row: unknown; until: number }> };

const cache = () => singleton<Cache>("jobs-count-cache", () => ({ entries: new Map(), generation: 0, rows: new Map() }));
const MAX_ROWS = 20_000;

/** When `map` holds more than `max` entries, the oldest tenth of `max` goes (a Map iterates in insertion order). */
function dropOldestTenth(map: Map<unknown, unknown>, max: number): void {
  if (map.size <= max) return;
  let drop = Math.ceil(max / 10);
  for (const key of map.keys()) {
    if (drop-- <= 0) break;
    map.delete(key);
  }
}

/** Runs the count and, when it lands (and nothing was invalidated meanwhile), stores it as a settled entry. */
function run<T>(c: Cache, key: string, compute: () => PromiseLike<T>): Promise<T> {
  const generation = c.generation;
  // A native promise: a query builder is a thenable that runs its query again on every then() and catch().
  const value = Promise.resolve(compute());
  value.then(
    (count) => {
      if (c.generation !== generation) return;
      const now = Date.now();
      c.entries.delete(key);
      c.entries.set(key, { freshUntil: now + COUNT_TTL_MS, staleUntil: now + COUNT_TTL_MS + COUNT_STALE_MS, value: Promise.resolve(count), settled: true, refreshing: false });
      dropOldestTenth(c.entries, MAX_ENTRIES);
    },
    () => {},
  );
  return value;
}

/**
 * The count for `key`, computing it with `compute` when there is none. Concurrent misses for one key share a single
 * query; a stale count is served while one background query refreshes it, so requests do not wait on recounts.
 */
export function cachedCount<T = MatchCount>(key: string, compute: () => PromiseLike<T>, now = Date.now()): Promise<T> {
  const c = cache();
  const hit = c.entries.get(key);
  if (hit && now < hit.freshUntil) return hit.value as Promise<T>;
  if (hit?.settled && now < hit.staleUntil) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      run(c, key, compute).catch(() => {
        hit.refreshing = false; // a later request tries again
      });
    }
    return hit.value as Promise<T>;
  }
  const value = run(c, key, compute);
  c.entries.set(key, { freshUntil: now + COUNT_TTL_MS, staleUntil: 0, value, settled: false, refreshing: false });
  // Failures are not cached.
  value.catch(() => {
    if (c.entries.get(key)?.value === value) c.entries.delete(key);
  });
  return value;
}

/**
 * Called after jobs are created, updated, closed, reopened or deleted (`jobIds`: which; omitted when not known), so no
 * instance of the site shows a stale count, and each reads those jobs into the filter columns it holds in memory.
 */
export function invalidateCounts(jobIds?: readonly number[]): void {
  forgetCounts(jobIds);
  void announce(COUNTS_CHANGED, jobIds ? jobIds.join(",") : "");
}

const COUNTS_CHANGED = "job-counts-changed";
singleton("jobs-count-cache-listener", () =>
  onClusterEvent(COUNTS_CHANGED, (payload, { resync }) => forgetCounts(resync ? undefined : changedIds(payload))),
);

/** The job ids of a change announced by another instance; undefined when it did not say (or said something else). */
function changedIds(payload: string): number[] | undefined {
  return /^[0-9]{1,10}(,[0-9]{1,10})*$/.test(payload) ? payload.split(",").map(Number) : undefined;
}

/** Jobs were written: every count is forgotten, and the filter columns held in memory read them again. */
function forgetCounts(jobIds?: readonly number[]): void {
  forgetSearches();
  filterColumnsChanged(jobIds);
}

/**
 * Forgets every count, page and lookup of a search, as if none had been run in the last COUNT_TTL_MS; no job was
 * written (the filter columns held in memory stay). The benchmark's "uncached" searches.
 */
export function forgetSearches(): void {
  const c = cache();
  c.generation++;
  c.entries.clear();
  c.rows.clear();
}

/**
 * The rows of these jobs (`ids`, in that order; a job with no row is left out), each read with `read` only when not
 * kept: a page of results shows the same jobs as many other searches do (the newest and the featured), and its cards
 * were read again for each. Kept COUNT_TTL_MS, and forgotten with the counts whenever a job is written (so a card never
 * shows a job as it was before an edit, a close or its employer's verification).
 */
export async function keptRows<T extends { id: number }>(ids: ArrayLike<number>, read: (missing: number[]) => PromiseLike<T[]>, now = Date.now()): Promise<T[]> {
  const c = cache();
  const generation = c.generation;
  const found = new Map<number, T>();
  const missing: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    const kept = c.rows.get(id);
    if (kept && now < kept.until) found.set(id, kept.row as T);
    else missing.push(id);
  }
  if (missing.length) {
    const rows = await read(missing);
    const keep = c.generation === generation;
    for (const row of rows) {
      found.set(row.id, row);
      if (!keep) continue;
      c.rows.delete(row.id);
      c.rows.set(row.id, { row, until: now + COUNT_TTL_MS });
    }
    dropOldestTenth(c.rows, MAX_ROWS);
  }
  return Array.from(ids, (id) => found.get(id)).filter((row): row is T => row !== undefined);
}
