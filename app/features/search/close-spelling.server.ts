import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { openJob } from "~/db/job-lists.server";
import { jobs } from "~/db/schema";
import { containsPattern } from "~/features/jobs/job-queries.server";
import { CITIES } from "~/lib/cities";
import { JOB_SPECIALTIES } from "~/lib/constants";
import { queryWords, SYNONYM_GROUPS, TITLE_WORDS } from "~/lib/medical-vocabulary";

/** Close spellings are looked for among these words: the vocabulary, specialties, title words and cities. */
export const SPELLING_WORDS: readonly string[] = [
  ...new Set(
    [...SYNONYM_GROUPS.flat(), ...TITLE_WORDS, ...JOB_SPECIALTIES, ...CITIES]
      .flatMap((text) => text.toLowerCase().split(/[^\p{L}]+/u))
      .filter((word) => word.length >= 4),
  ),
].sort();
const KNOWN = new Set(SPELLING_WORDS);

/** How alike (pg_trgm similarity, 0–1) a word and its correction must at least be. */
export const SPELLING_SIMILARITY = 0.4;

/**
 * Whether any open job has the word anywhere the keyword looks: title, company, location or description, all in
 * `search_text`, whose one trigram index answers in a millisecond (an OR over the four columns was planned as a scan
 * of the table).
 */
async function anyJobHas(word: string): Promise<boolean> {
  const result = await db().execute<{ found: boolean }>(sql`
    select exists (select 1 from ${jobs} where ${openJob} and ${jobs.searchText} like ${containsPattern(word)}) as found`);
  return result.rows[0]?.found === true;
}

/**
 * The keyword with each unknown word of 4 letters or more that no job contains replaced by the known word closest to
 * it by trigram similarity (pg_trgm, in the database), when one is close enough; null when nothing changes. A word
 * some job contains is what the visitor meant ("teleradiology" stays), however few jobs it finds.
 */
export async function closeSpelling(keyword: string): Promise<string | null> {
  const words = queryWords(keyword);
  const candidates = [...new Set(words.filter((word) => word.length >= 4 && /^\p{L}+$/u.test(word) && !KNOWN.has(word)))];
  const unknown: string[] = [];
  for (const word of candidates.slice(0, 4)) if (!(await anyJobHas(word.toLowerCase()))) unknown.push(word);
  if (!unknown.length) return null;
  const result = await db().execute<{ word: string; best: string | null }>(sql`
    select typed.word, (
      select known from json_array_elements_text(${JSON.stringify(SPELLING_WORDS)}::json) as known
      where similarity(known, typed.word) >= ${SPELLING_SIMILARITY}
      order by similarity(known, typed.word) desc, known
      limit 1
    ) as best
    from json_array_elements_text(${JSON.stringify(unknown)}::json) as typed(word)`);
  const fixes = new Map(result.rows.filter((row) => row.best).map((row) => [row.word, row.best!]));
  if (!fixes.size) return null;
  return words.map((word) => fixes.get(word) ?? word).join(" ");
}
