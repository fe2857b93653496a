import { and, inArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { jobs } from "~/db/schema";
import { JOB_SPECIALTIES } from "~/lib/constants";
import { ABBREVIATIONS, lookupTexts, vocabularyKey, wholeWordPattern, type QueryTerm } from "~/lib/medical-vocabulary";
import { containsPattern } from "~/features/jobs/job-queries.server";

// Most relevant, for a keyword (docs/decisions/094-search-as-doctors-type-it.md): a job whose title contains the typed
// phrase first, then jobs whose title has every term (as typed or through a synonym: "CMO" for "casualty medical
// officer"), then the others; within each, by a score where a term in the title outweighs one in the specialty, which
// outweighs the company or city, which outweighs the description; then featured jobs first (spec 5); then newest.

type Alternative = QueryTerm["alternatives"][number];

/** The score's weights (per term). A term in the title outweighs everything else one term can add. */
export const RELEVANCE_WEIGHTS = { title: 200, meaning: 20, specialty: 10, companyOrCity: 2, description: 1 } as const;

function has(column: SQLWrapper, alternative: Alternative, lowered = false): SQL {
  const haystack = lowered ? sql`${column}` : sql`lower(${column})`;
  return alternative.wholeWord ? sql`${haystack} ~ ${wholeWordPattern(alternative.text)}` : sql`${haystack} like lower(${containsPattern(alternative.text)})`;
}

function anyAlternative(term: QueryTerm, match: (alternative: Alternative) => SQL | null): SQL | null {
  const parts = lookupTexts(term).map(match).filter((part): part is SQL => part !== null);
  return parts.length ? or(...parts)! : null;
}

function specialtyHas(alternative: Alternative): SQL | null {
  const test = alternative.wholeWord
    ? (name: string) => new RegExp(wholeWordPattern(alternative.text)).test(name.toLowerCase())
    : (name: string) => name.toLowerCase().includes(alternative.text);
  const names = JOB_SPECIALTIES.filter(test);
  return names.length ? inArray(jobs.specialty, names) : null;
}

/** The title contains the phrase as typed (its terms' typed texts in order; a lone short form as a whole word). */
function titleHasPhrase(terms: readonly QueryTerm[]): SQL {
  const only = terms.length === 1 ? terms[0]! : null;
  const shortForm = only !== null && only.alternatives.some((a) => a.wholeWord && a.text === vocabularyKey(only.typed));
  return has(jobs.title, { text: terms.map((term) => term.typed).join(" "), wholeWord: shortForm });
}

/**
 * For a short form of several meanings (ABBREVIATIONS), which meaning the title has, most common first: 1 for the
 * last down to n for the short form itself, weighted. Null for any other term.
 */
function meaningRank(term: QueryTerm): SQL | null {
  const meanings = ABBREVIATIONS[vocabularyKey(term.typed)];
  if (!meanings || meanings.length < 2) return null;
  const ranked = term.alternatives.map((alternative, i) => sql`when ${has(jobs.title, alternative)} then ${sql.raw(String((term.alternatives.length - i) * RELEVANCE_WEIGHTS.meaning))}`);
  return sql`(case ${sql.join(ranked, sql` `)} else 0 end)`;
}

const weighted = (condition: SQL | null, weight: number): SQL | null => (condition ? sql`(case when ${condition} then ${sql.raw(String(weight))} else 0 end)` : null);

/** The terms' score: for each, the weight of every field it appears in (RELEVANCE_WEIGHTS). */
function relevanceScore(terms: readonly QueryTerm[]): SQL {
  const parts = terms.flatMap((term) => [
    weighted(anyAlternative(term, (a) => has(jobs.title, a)), RELEVANCE_WEIGHTS.title),
    meaningRank(term),
    weighted(anyAlternative(term, specialtyHas), RELEVANCE_WEIGHTS.specialty),
    weighted(anyAlternative(term, (a) => has(jobs.company, a)), RELEVANCE_WEIGHTS.companyOrCity),
    weighted(anyAlternative(term, (a) => has(jobs.location, a)), RELEVANCE_WEIGHTS.companyOrCity),
    weighted(anyAlternative(term, (a) => has(jobs.descriptionLc, a, true)), RELEVANCE_WEIGHTS.description),
  ]).filter((part): part is SQL => part !== null);
  return parts.length ? sql.join(parts, sql` + `) : sql`0`;
}

/** Most relevant's order for a keyword's terms, before the newest-first tie-break: tier, score, featured. */
export function relevanceOrder(terms: readonly QueryTerm[]): SQL[] {
  const everyTermInTitle = and(...terms.map((term) => anyAlternative(term, (a) => has(jobs.title, a)) ?? sql`false`))!;
  const tier = sql`(case when ${titleHasPhrase(terms)} then 2 when ${everyTermInTitle} then 1 else 0 end)`;
  return [sql`${tier} desc`, sql`${relevanceScore(terms)} desc`, sql`${jobs.featured}::int desc`];
}
