import { and, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs, searchWords } from "~/db/schema";
import { lookupTexts, vocabularyKey, type QueryTerm } from "~/lib/medical-vocabulary";
import { cachedCount } from "./count-cache.server";
import { containsPattern } from "~/features/jobs/job-queries.server";

// The keyword through the words index (jobs_words_tags_idx, docs/decisions/080-search-that-understands-doctors.md).
// A job's words are the runs of a–z and 0–9 of its search_text and specialty, so a lowercase a–z/0–9 fragment the
// job's text contains is always inside one of its words: "cardio" is in a job exactly when one of the words of
// search_words containing "cardio" (cardiology, cardiologist, cardiothoracic…) is among the job's words. A term then
// costs a few posting lists of the words index, where the trigram index read (and rechecked) every job with each of
// the fragment's trigrams: for a query of common words, hundreds of thousands of rows.

/** A fragment inside more known words than this narrows nothing: it is left to the trigram index. */
export const MAX_FRAGMENT_WORDS = 300;

/** A word of jobs.words: a run of a–z and 0–9. */
const WORD = /^[a-z0-9]+$/;

/** The known words (search_words) containing `fragment`, or null when there are more than MAX_FRAGMENT_WORDS. */
export function wordsContaining(fragment: string): Promise<readonly string[] | null> {
  // Cached with the counts, so cleared whenever a job is written (a new job may bring new words).
  return cachedCount(`words:${fragment}`, async () => {
    const rows = await db()
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(sql`${searchWords.word} like ${containsPattern(fragment)}`)
      .limit(MAX_FRAGMENT_WORDS + 1);
    // Words come from jobs.words (runs of a–z and 0–9 only); anything else could not be quoted into a tsquery.
    return rows.length > MAX_FRAGMENT_WORDS ? null : rows.map((row) => row.word).filter((word) => WORD.test(word));
  });
}

const quote = (word: string) => `'${word}'`;
/** Any of several tsquery texts (one alone as it is). */
export const anyOf = (queries: readonly string[]) => (queries.length === 1 ? queries[0]! : `(${queries.join(" | ")})`);

/** Every way of cutting `letters` into adjacent words, in order: "mch" is mch, m ch, mc h, m c h. */
export function splits(letters: string): string[][] {
  if (letters.length <= 1) return [[letters]];
  return splits(letters.slice(1)).flatMap(([first, ...rest]) => [
    [letters[0]! + first!, ...rest],
    [letters[0]!, first!, ...rest],
  ]);
}

/**
 * A term as a query of the words index (tsquery syntax) finding every job the term's own condition matches, and
 * whether it finds only those (`exact`); null when the index cannot narrow it down (a fragment in too many words, or
 * with no letter a–z or digit).
 * - a lowercase a–z/0–9 alternative: the known words containing it — exact;
 * - a whole-word short form (MD, MCh): its letters as one word or as adjacent words, however cut ("m.ch." is m, ch) —
 *   the regular expression decides on the rows found;
 * - a phrase or a text with other characters ("senior resident", "c-section"): each of its runs inside some word of
 *   the job (a run too common to narrow is left out) — the text itself decides on the rows found.
 * An empty `query` means no job can match the term.
 */
export async function termWordsQuery(term: QueryTerm): Promise<{ query: string; exact: boolean } | null> {
  const queries: string[] = [];
  let exact = true;
  for (const alternative of lookupTexts(term)) {
    const text = alternative.text.toLowerCase();
    if (alternative.wholeWord) {
      const letters = vocabularyKey(text).replace(/[^a-z0-9]/g, "");
      if (!letters) return null;
      queries.push(anyOf(splits(letters).map((words) => (words.length === 1 ? quote(words[0]!) : `(${words.map(quote).join(" <-> ")})`))));
      exact = false;
      continue;
    }
    const runs = text.split(/[^a-z0-9]+/).filter(Boolean);
    if (!runs.length) return null;
    if (runs.length === 1 && runs[0] === text) {
      const words = await wordsContaining(text);
      if (!words) return null;
      if (words.length) queries.push(anyOf(words.map(quote)));
      continue;
    }
    exact = false;
    const each: string[] = [];
    let impossible = false;
    for (const run of runs) {
      const words = await wordsContaining(run);
      if (!words) continue;
      if (!words.length) impossible = true;
      else each.push(anyOf(words.map(quote)));
    }
    if (impossible) continue;
    if (!each.length) return null;
    queries.push(each.length === 1 ? each[0]! : `(${each.join(" & ")})`);
  }
  return { query: queries.length ? anyOf(queries) : "", exact };
}

/**
 * The keyword's condition narrowed by the words index: the terms it can take as one query of jobs_words_tags_idx, ANDed
 * with `termCondition` of every term it cannot decide exactly (a short form's regular expression, a phrase, a term
 * left to the trigram index). The same jobs as `and(...terms.map(termCondition))`; null when no term can use the index.
 */
export async function keywordThroughWords(terms: readonly QueryTerm[], termCondition: (term: QueryTerm) => SQL): Promise<SQL | null> {
  const queries: string[] = [];
  const checks: SQL[] = [];
  for (const term of terms) {
    const found = await termWordsQuery(term);
    if (!found) {
      checks.push(termCondition(term));
      continue;
    }
    if (!found.query) return sql`false`;
    queries.push(found.query);
    if (!found.exact) checks.push(termCondition(term));
  }
  if (!queries.length) return null;
  return and(sql`${jobs.words} @@ ${queries.join(" & ")}::tsquery`, ...checks)!;
}

/** A quoted tsquery lexeme: the lists' values may hold spaces, parentheses, ampersands or quotes. */
const lexeme = (text: string) => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** The query of jobs.tags for one of a filter's values ("type:Locum", "specialty:Oncology"), any of `values`. */
export function valuesTagsQuery(prefix: "type" | "specialty" | "city", values: readonly string[]): string {
  return anyOf(values.map((value) => lexeme(`${prefix}:${value}`)));
}

/**
 * A text the job's location must contain (the search bar's place, a city of the filter) as a query of jobs.tags (the
 * location's runs of a–z/0–9, each as "l" + run), and whether it finds only those jobs (`exact`):
 * - one run of letters and digits ("Delhi"): it lies inside one word of the location, so the known words containing it
 *   (delhi, newdelhi…) are the query — exact;
 * - several runs ("Navi Mumbai", "Delhi-NCR"): each inside some word of the location — the LIKE decides on the rows found.
 * An empty `query` means no location contains it (some run is in no known word). Null when the index cannot narrow
 * it (a run in too many words, or no letter or digit). Letters are matched as typed, before lowercasing: only
 * A–Z, a–z and 0–9 lowercase alike in JavaScript and in the database.
 */
export async function locationTagsQuery(text: string): Promise<{ query: string; exact: boolean } | null> {
  const runs = text.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (!runs.length) return null;
  const exact = runs.length === 1 && runs[0] === text;
  const each: string[] = [];
  for (const run of runs) {
    const words = await wordsContaining(run.toLowerCase());
    if (!words) {
      if (exact) return null;
      continue;
    }
    if (!words.length) return { query: "", exact: true };
    each.push(anyOf(words.map((word) => lexeme(`l${word}`))));
  }
  if (!each.length) return null;
  return { query: each.length === 1 ? each[0]! : `(${each.join(" & ")})`, exact };
}
