import { or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { openJob } from "~/db/job-lists.server";
import { parseQuery, type QueryTerm } from "~/lib/medical-vocabulary";

// No dead ends (docs/decisions/094-search-as-doctors-type-it.md): when no open job has every word of a keyword, the
// words that the most jobs have together are searched instead, and the page says which were left out.

/** At most this many of the jobs having any of the words are read to find the best combination (a rare, slow path). */
export const RELAXED_READ_LIMIT = 20_000;

/** The keyword searched instead, and the words left out of it (as typed, lowercase). */
export type RelaxedKeyword = { keyword: string; left: string[] };

const bitsOf = (mask: number) => {
  let n = 0;
  for (let m = mask; m; m >>= 1) n += m & 1;
  return n;
};

/**
 * The combination of the keyword's terms that open jobs meeting the other filters (`others`) have the most of — most
 * terms, then most jobs, then the earlier terms — as a keyword, with the terms left out; null for a keyword of one
 * term, or when no job has any of them. One statement: each job read as the set of terms it has (a bit each).
 */
export async function mostWords(keyword: string, termCondition: (term: QueryTerm) => SQL, others: SQL | null): Promise<RelaxedKeyword | null> {
  const terms = parseQuery(keyword);
  if (terms.length < 2) return null;
  const conditions = terms.map(termCondition);
  const mask = sql.join(
    conditions.map((condition, i) => sql`(case when ${condition} then ${sql.raw(String(1 << i))} else 0 end)`),
    sql` + `,
  );
  const result = await db().execute<{ mask: number; n: number }>(sql`
    select mask, count(*)::int as n from (
      select ${mask} as mask from ${jobs}
      where ${openJob} and ${or(...conditions)} ${others ? sql`and ${others}` : sql``}
      limit ${RELAXED_READ_LIMIT}
    ) as found group by mask`);
  let best: { mask: number; n: number } | null = null;
  for (const row of result.rows) {
    const found = { mask: Number(row.mask), n: Number(row.n) };
    if (found.mask === 0) continue;
    const better =
      !best ||
      bitsOf(found.mask) > bitsOf(best.mask) ||
      (bitsOf(found.mask) === bitsOf(best.mask) && (found.n > best.n || (found.n === best.n && found.mask < best.mask)));
    if (better) best = found;
  }
  if (!best) return null;
  const kept = terms.filter((_, i) => best.mask & (1 << i));
  return { keyword: kept.map((term) => term.typed).join(" "), left: terms.filter((_, i) => !(best.mask & (1 << i))).map((term) => term.typed) };
}
