import { and, asc, count, eq, ilike, sql, type SQL } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { directoryCounts, profiles } from "~/db/schema";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { directory as msg } from "~/features/directory/messages";
import { DirectorySearchSchema, directoryQuery, EMPTY_DIRECTORY_QUERY, type DirectoryQuery } from "./schema";
import { directorySpecialty, specializationsForFilter } from "./specialty-match";
import { DIRECTORY_COLUMNS, heldDoctors, LISTED, PAGE_ORDER, searchHeld } from "./directory-in-memory.server";

export const DIRECTORY_PAGE_SIZE = 24;

export type { DirectoryQuery };

export type DirectoryDoctor = {
  id: string;
  name: string;
  specialization: string | null;
  location: string | null;
  bio: string | null;
  skills: string[];
  experienceYears: number | null;
  availability: string | null;
  avatarUrl: string | null;
  /** The viewer may open the resume from the directory. */
  hasResume: boolean;
  /** There is a resume, but the doctor has not shared it with employers (decision 082): not "no resume". */
  resumeNotShared: boolean;
  verified: boolean;
  qualifications: string[];
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A directory URL's filters with its specialty read the way links name it: another name of an entry selects the
 * entry ("Radiologist" is Radiology, from the spec's old filter list), and a name the filter does not offer means
 * All, so an old or outside link still lands on a list. A repeated specialty is left for the schema to refuse.
 */
export function directoryParams(url: URL): URLSearchParams {
  const params = new URLSearchParams(url.searchParams);
  const asked = params.getAll("specialty");
  if (asked.length === 1) {
    const entry = directorySpecialty(asked[0]);
    if (entry === "All") params.delete("specialty");
    else params.set("specialty", entry);
  }
  return params;
}

/**
 * The directory page's data for a URL: its filters parsed strictly with the search form's schema. A filter no form
 * could send (control characters, an unknown specialty, page 0) answers 400 with the error beside that filter and
 * what was asked kept in the form, instead of a guess at what was meant.
 */
export async function loadDirectoryPage(url: URL, isAdmin: boolean) {
  const submission = parseWithZod(directoryParams(url), { schema: DirectorySearchSchema });
  const base = { isAdmin, pageSize: DIRECTORY_PAGE_SIZE };
  if (submission.status !== "success") {
    const search = submission.reply({ formErrors: [msg.searchRefused] });
    return data({ ...base, doctors: [] as DirectoryDoctor[], total: 0, query: EMPTY_DIRECTORY_QUERY, search }, { status: 400 });
  }
  const query = directoryQuery(submission.value);
  const found = await searchDoctors(query);
  // Employers see "View Resume" only for doctors who share their resume with verified employers; the admin sees all.
  // A resume the doctor keeps to themselves is "not shared", never "not uploaded".
  const doctors: DirectoryDoctor[] = found.doctors.map(({ sharesResume, ...d }) => {
    const open = isAdmin || sharesResume;
    return { ...d, hasResume: d.hasResume && open, resumeNotShared: d.hasResume && !open };
  });
  const { total } = found;
  return data({ ...base, doctors, total, query, search: null });
}

/**
 * Spec 5, directory filtering, done in SQL: the keyword matches name, bio and skills case-insensitively;
 * the location is a case-insensitive substring; the specialty is an exact match unless All.
 * Only doctors who chose to be listed appear (admin-created profiles are listed).
 */
export async function searchDoctors(query: DirectoryQuery): Promise<{ doctors: (Omit<DirectoryDoctor, "resumeNotShared"> & { sharesResume: boolean })[]; total: number }> {
  const values: FilterValues = {};
  // Name, bio and skills in one text, fields apart by a character no search contains (a control character, which the
  // form refuses): a match in it is a match in one of them, found through one trigram index (migration 0022).
  if (query.q) values.q = `%${escapeLike(query.q)}%`;
  if (query.location && query.location !== "All Cities") values.location = `%${escapeLike(query.location)}%`;
  const specializations = specializationsForFilter(query.specialty);
  if (specializations) values.specialty = specializations[0];

  const offset = (query.page - 1) * DIRECTORY_PAGE_SIZE;
  // The listed doctors held in memory answer without a statement (decision 111); the database when they are not held.
  const held = await heldDoctors();
  const found = held && searchHeld(held, { q: query.q || undefined, location: values.location === undefined ? undefined : query.location, specialty: values.specialty }, offset, DIRECTORY_PAGE_SIZE);
  const { rows, total } = found ?? (await searchDatabase(values, offset));
  return {
    total,
    doctors: rows.map(({ resumeUrl, verifiedAt, ...rest }) => ({
      ...rest,
      hasResume: !!resumeUrl,
      verified: !!verifiedAt,
    })),
  };
}

/** A page of the doctors matching `values` at `offset`, and how many match, from the database. */
async function searchDatabase(values: FilterValues, offset: number) {
  const database = db();
  const shape = filterShape(values);
  // One statement: the page's rows each carry the total, so a page view is one round trip to the database; each query
  // costs the server a socket write and a read besides building it. Filtered, the total is a window count over the
  // one read of the matches the page is sorted from (a few hundred doctors at most, found through the filters'
  // indexes), not a second read of them. Each combination of filters is a prepared statement, as the directory
  // without filters (the page most visits open) is: planning the filtered page, with its indexes to weigh, cost
  // PostgreSQL more than running it (decision 090).
  const rows = shape === 0 ? await listedPage(database).execute({ offset }) : await filteredPages[shape]!(database).execute({ ...values, offset });
  // A page past the last has no row to carry the total: count alone then (a link to a page that no longer exists).
  const total = rows[0]?.total ?? (offset === 0 ? 0 : ((await database.select({ n: count() }).from(profiles).where(and(...LISTED, ...filterConditions(values))))[0]?.n ?? 0));
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/**
 * The same order as the index cannot give it (an int sorts as the boolean does). A filtered page counts every match
 * anyway (its total), so it reads them through the filters' indexes and sorts them; offered the index order, the
 * planner walks every listed doctor instead, thinking the limit stops it early (3.8 against 0.5 ms for "Rao").
 */
const MATCHES_ORDER: SQL[] = [sql`(${profiles.verifiedAt} is null)::int`, asc(profiles.name), asc(profiles.id)];

/** A page of the doctors matching `condition` in `order`; each row carries how many match (`total`). */
function pageQuery(database: Db, condition: SQL, total: SQL, order: SQL[]) {
  return database
    .select({ ...DIRECTORY_COLUMNS, total: sql<number>`${total}` })
    .from(profiles)
    .where(condition)
    .orderBy(...order);
}

/**
 * The unfiltered directory's total is the count the database keeps (directory_counts, migration 0017), read instead of
 * counting every listed doctor per page view; counted only if that row were missing (COALESCE runs the count then).
 */
const listedTotal = sql`coalesce((select ${directoryCounts.listedDoctors} from ${directoryCounts}), (select count(*)::int from ${profiles} where ${and(...LISTED)}))`;

/** The filters a search uses, as LIKE patterns (keyword, city) and a specialization. */
type FilterValues = { q?: string; location?: string; specialty?: string };
const FILTERS = ["q", "location", "specialty"] as const;

/** Which filters are used, as bits (0: none): one prepared statement each. */
const filterShape = (values: FilterValues) => FILTERS.reduce((bits, name, i) => bits | (values[name] === undefined ? 0 : 1 << i), 0);

/** The conditions of the filters in `values`, each value given as is or, with `placeholders`, as a placeholder of its name. */
function filterConditions(values: FilterValues, placeholders = false): SQL[] {
  const value = (name: (typeof FILTERS)[number]) => (placeholders ? sql.placeholder(name) : values[name]!);
  const conditions: SQL[] = [];
  if (values.q !== undefined) conditions.push(ilike(profiles.directoryText, value("q")));
  if (values.location !== undefined) conditions.push(ilike(profiles.location, value("location")));
  if (values.specialty !== undefined) conditions.push(eq(profiles.specialization, value("specialty")));
  return conditions;
}

/** Filtered pages by filterShape: filters as placeholders, the matches counted by a window and sorted (MATCHES_ORDER). */
const filteredPages = Array.from({ length: 1 << FILTERS.length }, (_, shape) => {
  if (shape === 0) return null;
  const used: FilterValues = Object.fromEntries(FILTERS.filter((_, i) => shape & (1 << i)).map((name) => [name, ""]));
  return preparedQuery((database) =>
    pageQuery(database, and(...LISTED, ...filterConditions(used, true))!, sql`(count(*) over ())::int`, MATCHES_ORDER)
      .limit(DIRECTORY_PAGE_SIZE)
      .offset(sql.placeholder("offset"))
      .prepare(`directory_filtered_${shape}`),
  );
});

const listedPage = preparedQuery((database) =>
  pageQuery(database, and(...LISTED)!, listedTotal, PAGE_ORDER).limit(DIRECTORY_PAGE_SIZE).offset(sql.placeholder("offset")).prepare("directory_listed"),
);
