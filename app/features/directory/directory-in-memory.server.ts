import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { db } from "~/db/client.server";
import { directoryCounts, profiles } from "~/db/schema";
import { changesHeard, onTableChanged } from "~/db/table-changes.server";
import { singleton } from "~/server-lib/singleton.server";

// The directory's listed doctors held in memory, so that a directory page is found without a statement to the
// database (docs/decisions/111-directory-in-memory.md). Held only while every change to a listed doctor is heard
// (db/table-changes.server.ts: a trigger announces it whatever code wrote it) and forgotten at each; read again, in
// the database's own order, by the next page view that asks. A load overtaken by a change is not kept.

/**
 * `holdUpTo`: held only up to this many listed doctors (at most ~4 KB each: a bio of up to 1,500 characters is held
 * twice, as written and lower-cased); beyond, every page is a statement. `enabled`:
 * false asks the database for every page (tests compare the two). `afterRead`: awaited between reading the doctors and
 * keeping them (tests make a change overtake a load there).
 */
export const directoryInMemorySettings: { enabled: boolean; holdUpTo: number; afterRead: (() => Promise<void>) | null } = {
  enabled: true,
  holdUpTo: 20_000,
  afterRead: null,
};

/** Doctors who chose to be listed (admin-created profiles are listed). */
export const LISTED: readonly SQL[] = [eq(profiles.role, "doctor"), eq(profiles.listed, true)];

/** Verified first, then by name: the order of profiles_directory_idx, which the unfiltered directory walks. */
export const PAGE_ORDER: SQL[] = [sql`${profiles.verifiedAt} is null`, asc(profiles.name), asc(profiles.id)];

/** What a directory card shows of a doctor, as the page's statements read it. */
export const DIRECTORY_COLUMNS = {
  id: profiles.id,
  name: profiles.name,
  specialization: profiles.specialization,
  location: profiles.location,
  bio: profiles.bio,
  skills: profiles.skills,
  experienceYears: profiles.experienceYears,
  availability: profiles.availability,
  avatarUrl: profiles.avatarUrl,
  resumeUrl: profiles.resumeUrl,
  sharesResume: profiles.resumeOpenToEmployers,
  verifiedAt: profiles.verifiedAt,
  qualifications: profiles.qualifications,
};

/** A listed doctor's card columns as the database gives them (DIRECTORY_COLUMNS). */
type HeldRow = SelectResultFields<typeof DIRECTORY_COLUMNS>;

/** A held doctor: the card's columns, and the texts the filters look in, lower-cased by the database's own lower(). */
type HeldDoctor = { row: HeldRow; text: string; place: string | null };

type State = {
  held: HeldDoctor[] | null;
  /** Counts the changes heard: a load that began before the latest is not kept. */
  generation: number;
  loading: Promise<void> | null;
  /** More listed doctors than `holdUpTo` at the last load: nothing is held until the next change. */
  tooMany: boolean;
};

const state = () =>
  singleton<State>("directory-in-memory", () => {
    const s: State = { held: null, generation: 0, loading: null, tooMany: false };
    onTableChanged("profiles", () => {
      s.generation++;
      s.held = null;
      s.tooMany = false;
    });
    return s;
  });

async function load(s: State): Promise<void> {
  const generation = s.generation;
  const database = db();
  const [counted] = await database.select({ n: directoryCounts.listedDoctors }).from(directoryCounts);
  const holdUpTo = directoryInMemorySettings.holdUpTo;
  if ((counted?.n ?? 0) > holdUpTo) {
    if (generation === s.generation) s.tooMany = true;
    return;
  }
  const rows = await database
    .select({ ...DIRECTORY_COLUMNS, text: sql<string>`lower(${profiles.directoryText})`, place: sql<string | null>`lower(${profiles.location})` })
    .from(profiles)
    .where(and(...LISTED))
    .orderBy(...PAGE_ORDER)
    .limit(holdUpTo + 1);
  await directoryInMemorySettings.afterRead?.();
  if (generation !== s.generation) return;
  if (rows.length > holdUpTo) {
    s.tooMany = true;
    return;
  }
  s.held = rows.map(({ text, place, ...row }) => {
    Object.freeze(row.skills);
    Object.freeze(row.qualifications);
    return { row: Object.freeze(row), text, place };
  });
}

/**
 * The listed doctors in the directory's order, or null when they are not held (changes are not heard now, there are
 * too many, the load failed or was overtaken by a change, or the copy is switched off): the caller then asks the
 * database.
 */
export async function heldDoctors(): Promise<readonly HeldDoctor[] | null> {
  if (!directoryInMemorySettings.enabled || !changesHeard()) return null;
  const s = state();
  if (s.held) return s.held;
  if (s.tooMany) return null;
  s.loading ??= load(s)
    .catch(() => {})
    .finally(() => {
      s.loading = null;
    });
  await s.loading;
  return changesHeard() ? s.held : null;
}

/** Whether a filter's text can be matched in memory exactly as ILIKE would: lower-cased alike only for ASCII. */
const ASCII = /^[\x20-\x7e]*$/;

/**
 * The page at `offset` of the held doctors matching the filters, and how many match: ILIKE '%q%' on the directory
 * text, ILIKE '%location%' on the location, the specialization equal. Null when a filter's text is not ASCII (the
 * database lower-cases other letters by its own rules): the caller asks the database.
 */
export function searchHeld(
  held: readonly HeldDoctor[],
  filters: { q?: string; location?: string; specialty?: string },
  offset: number,
  limit: number,
): { rows: HeldRow[]; total: number } | null {
  const { q, location, specialty } = filters;
  if ((q !== undefined && !ASCII.test(q)) || (location !== undefined && !ASCII.test(location))) return null;
  if (q === undefined && location === undefined && specialty === undefined) {
    return { rows: held.slice(offset, offset + limit).map((d) => d.row), total: held.length };
  }
  const word = q?.toLowerCase();
  const place = location?.toLowerCase();
  // The doctors whose text has the keyword (else whose place has the city), ascending: kept per copy, so a keyword asked
  // again with other filters or another page does not read every doctor's text again.
  const candidates = word !== undefined ? textMatches(held, "text", word) : place !== undefined ? textMatches(held, "place", place) : null;
  const rows: HeldRow[] = [];
  let total = 0;
  const count = candidates ? candidates.length : held.length;
  for (let k = 0; k < count; k++) {
    const d = held[candidates ? candidates[k]! : k]!;
    if (specialty !== undefined && d.row.specialization !== specialty) continue;
    if (word !== undefined && place !== undefined && (d.place === null || !d.place.includes(place))) continue;
    if (total >= offset && rows.length < limit) rows.push(d.row);
    total++;
  }
  return { rows, total };
}

/**
 * Per copy: the doctors whose text or place has a lower-cased needle, for at most INDEXES_KEPT doctors in all (8 MB;
 * the oldest needles go first, whatever a visitor types).
 */
const matchesKept = new WeakMap<readonly HeldDoctor[], { needles: Map<string, Int32Array>; indexes: number }>();
const INDEXES_KEPT = 2_000_000;

function textMatches(held: readonly HeldDoctor[], field: "text" | "place", needle: string): Int32Array {
  let kept = matchesKept.get(held);
  if (!kept) matchesKept.set(held, (kept = { needles: new Map(), indexes: 0 }));
  const key = `${field}:${needle}`;
  const known = kept.needles.get(key);
  if (known) return known;
  const indexes: number[] = [];
  for (let i = 0; i < held.length; i++) {
    const value = held[i]![field];
    if (value !== null && value.includes(needle)) indexes.push(i);
  }
  const found = Int32Array.from(indexes);
  for (const [oldest, matches] of kept.needles) {
    if (kept.indexes + found.length <= INDEXES_KEPT) break;
    kept.needles.delete(oldest);
    kept.indexes -= matches.length;
  }
  kept.needles.set(key, found);
  kept.indexes += found.length;
  return found;
}
