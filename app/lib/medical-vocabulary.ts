// The words doctors search with: British and American spellings, the doctor and the field, Indian degree and post
// names. One file, client-safe (the search and the keyword suggestions both read it), tested in
// medical-vocabulary.test.ts. Each group lists terms that mean the same thing to a job search; every term is
// lowercase, written with single spaces. Places come from place-names.ts. docs/decisions/080-search-that-understands-doctors.md
// and 094-search-as-doctors-type-it.md

import { MAX_PLACE_WORDS, placeAlternatives } from "./place-names";

/**
 * Groups of equivalent terms. A query word (or phrase) that is one of a group's terms matches a job where any term
 * of the group appears. Degrees and posts list their full names too (MD ↔ Doctor of Medicine), so a job that spells
 * them out is found by the short form and the other way round.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // Spellings and the field ↔ the doctor.
  ["anaesthesia", "anesthesia", "anaesthesiology", "anesthesiology", "anaesthetist", "anesthetist", "anaesthesiologist", "anesthesiologist", "anaesthetics", "anesthetics"],
  ["paediatrics", "pediatrics", "paediatric", "pediatric", "paediatrician", "pediatrician"],
  ["gynaecology", "gynecology", "gynaecologist", "gynecologist", "obstetrics", "obstetrician", "obstetrics & gynaecology", "obstetrics & gynecology", "obstetrics and gynaecology", "obstetrics and gynecology", "obg", "obgyn"],
  ["orthopaedics", "orthopedics", "orthopaedic", "orthopedic", "orthopaedician", "orthopedician", "orthopaedic surgeon", "orthopedic surgeon"],
  ["haematology", "hematology", "haematologist", "hematologist"],
  ["cardiology", "cardiologist"],
  ["radiology", "radiologist", "radiodiagnosis"],
  ["neurology", "neurologist"],
  ["dermatology", "dermatologist"],
  ["oncology", "oncologist"],
  ["gastroenterology", "gastroenterologist"],
  ["nephrology", "nephrologist"],
  ["urology", "urologist"],
  ["psychiatry", "psychiatrist"],
  ["pulmonology", "pulmonologist", "respiratory medicine", "chest physician"],
  ["endocrinology", "endocrinologist"],
  ["ophthalmology", "ophthalmologist"],
  ["pathology", "pathologist"],
  ["rheumatology", "rheumatologist"],
  ["ent", "otolaryngology", "otorhinolaryngology", "otolaryngologist"],
  ["emergency medicine", "emergency physician", "casualty medical officer"],
  ["general surgery", "general surgeon"],
  ["internal medicine", "general medicine"],
  ["oedema", "edema"],
  // Indian degrees.
  ["mbbs", "bachelor of medicine"],
  ["md", "doctor of medicine"],
  ["ms", "master of surgery"],
  ["dnb", "diplomate of national board"],
  ["dm", "doctorate of medicine"],
  ["mch", "magister chirurgiae", "master of chirurgiae"],
  ["dgo", "diploma in gynaecology and obstetrics", "diploma in obstetrics and gynaecology"],
  ["dch", "diploma in child health"],
  // Indian posts.
  ["senior resident", "sr"],
  ["junior resident", "jr"],
  ["consultant", "specialist"],
  ["registrar", "specialist registrar"],
];

/**
 * Short forms matched as whole words only, dots allowed between their letters (M.D., M.Ch.): as substrings
 * "md" would find "cmd", "ms" "teams", "dm" "admin" and "ent" every "patient".
 */
export const WHOLE_WORD_TERMS: ReadonlySet<string> = new Set(["mbbs", "md", "ms", "dnb", "dm", "mch", "dgo", "dch", "cmo", "rmo", "mo", "dmo", "hod", "sr", "jr", "ent", "obg", "obgyn"]);

/**
 * Short forms of posts with several meanings in Indian hospital adverts, the most common first: the short form finds
 * a job that spells out any of them, and Most relevant lists a title with the first meaning before one with the
 * next ("CMO": a casualty medical officer before a chief medical officer). A meaning typed out finds the short form.
 */
export const ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  cmo: ["casualty medical officer", "chief medical officer"],
  mo: ["medical officer"],
  rmo: ["resident medical officer", "registered medical officer"],
  dmo: ["duty medical officer", "district medical officer"],
  sr: ["senior resident", "senior registrar"],
  jr: ["junior resident"],
  hod: ["head of department", "head of the department"],
};

/**
 * Words that say nothing about which job is meant ("jobs in Pune", "required urgently", a pasted requirement's "with 5
 * years of experience"): left out of a keyword, unless they are part of a vocabulary phrase ("obstetrics and ...").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  "a", "an", "the", "and", "or", "of", "in", "at", "for", "to", "with", "on", "by", "from", "as", "is", "are", "be",
  "we", "our", "you", "your", "will", "should", "must", "has", "have", "having", "who", "which", "any", "all", "etc",
  "job", "jobs", "vacancy", "vacancies", "opening", "openings", "hiring", "required", "requirement", "requirements",
  "require", "wanted", "needed", "need", "urgent", "urgently", "immediate", "near", "me", "years", "year", "yrs", "yr",
  "experience", "experienced", "minimum", "min", "least", "atleast", "plus", "candidate", "candidates", "apply",
  "looking", "seeking", "available", "good", "preferred",
]);

/** The longest phrase in the vocabulary, in words (a query is read greedily, longest phrase first). */
const MAX_PHRASE_WORDS = Math.max(
  MAX_PLACE_WORDS,
  ...SYNONYM_GROUPS.flat().map((term) => term.split(" ").length),
  ...Object.values(ABBREVIATIONS).flat().map((term) => term.split(" ").length),
);

/** How a query word is looked up: lowercase, dots, slashes and hyphens dropped ("M.D." → "md", "OB/GYN" → "obgyn"). */
export function vocabularyKey(text: string): string {
  return text.toLowerCase().replace(/[./-]/g, "").replace(/\s+/g, " ").trim();
}

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) for (const term of group) GROUP_OF.set(vocabularyKey(term), group);
/** For each meaning of ABBREVIATIONS, the short forms that stand for it. */
const SHORT_FORMS_OF = new Map<string, string[]>();
for (const [short, meanings] of Object.entries(ABBREVIATIONS)) for (const meaning of meanings) SHORT_FORMS_OF.set(meaning, [...(SHORT_FORMS_OF.get(meaning) ?? []), short]);

/** What a typed word or phrase matches: its vocabulary terms (synonymsOf), else every name of the place it names. */
function alternativesOf(phrase: string): readonly string[] | null {
  return synonymsOf(phrase) ?? placeAlternatives(phrase);
}

/** The terms meaning the same as `term` (itself included), or null when the vocabulary does not know it. */
export function synonymsOf(term: string): readonly string[] | null {
  const key = vocabularyKey(term);
  const meanings = ABBREVIATIONS[key];
  if (meanings) return [key, ...meanings];
  const group = GROUP_OF.get(key);
  const shortForms = [...new Set((group ?? [key]).flatMap((one) => SHORT_FORMS_OF.get(one) ?? []))];
  if (group) return [...group, ...shortForms.filter((short) => !group.includes(short))];
  return shortForms.length ? [key, ...shortForms] : null;
}

/** One thing a job has to contain: any of its alternatives. */
export type QueryTerm = {
  /** What the visitor typed for it (lowercase). */
  typed: string;
  /** Texts that satisfy it: the typed text and, for a vocabulary term, its synonyms. */
  alternatives: readonly { text: string; wholeWord: boolean }[];
};

/** At most this many words of a query count (a longer query is cut here). */
export const MAX_QUERY_TERMS = 8;

/** A keyword's words: lowercase, split on spaces, commas and semicolons, surrounding quotes and brackets dropped. */
export function queryWords(keyword: string): string[] {
  return keyword
    .toLowerCase()
    .split(/[\s,;]+/)
    .map((word) => word.replace(/^["'()[\]]+|["'()[\]]+$/g, ""))
    .filter(Boolean);
}

const hasLetterOrDigit = (word: string) => /[\p{L}\p{N}]/u.test(word);
/** A word counts when it has a letter: stray numbers and symbols ("100%", "5", "&") are left out. */
const hasLetter = (word: string) => /\p{L}/u.test(word);

/**
 * A keyword as the terms every one of which a job must contain. Vocabulary phrases ("senior resident",
 * "obstetrics & gynaecology") are read as one term, longest first; every other word is a term of its own, matched
 * as a substring as the spec says ("cardio" finds cardiology). A place ("Bangalore") is one term matching every name
 * of its city (place-names.ts). Words without a letter ("&", "100%", "5") and STOP_WORDS are dropped.
 */
export function parseQuery(keyword: string): QueryTerm[] {
  const words = queryWords(keyword);
  const terms: QueryTerm[] = [];
  let i = 0;
  while (i < words.length && terms.length < MAX_QUERY_TERMS) {
    let length = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(" ");
      const group = hasLetterOrDigit(phrase) ? alternativesOf(phrase) : null;
      if (!group) continue;
      terms.push({ typed: phrase, alternatives: group.map((text) => ({ text, wholeWord: WHOLE_WORD_TERMS.has(text) })) });
      length = n;
      break;
    }
    if (length === 0) {
      const word = words[i]!;
      if (hasLetter(word) && !STOP_WORDS.has(word)) terms.push({ typed: word, alternatives: [{ text: word, wholeWord: false }] });
      length = 1;
    }
    i += length;
  }
  return terms;
}

/**
 * The texts a term is looked up by: its whole-word short forms, and its other alternatives reduced to as few
 * substrings as find the same jobs or a few more — one containing another is left out ("paediatrician" contains
 * "paediatric"), and spellings sharing a long beginning are looked up by it ("anaesthesia", "anaesthetist" and
 * "anaesthesiology" by "anaesthe", "cardiology" and "cardiologist" by "cardiolog"). Each text costs one index
 * lookup, so "anaesthetist" is two lookups instead of ten.
 */
export function lookupTexts(term: QueryTerm): QueryTerm["alternatives"] {
  const words = term.alternatives.filter((a) => a.wholeWord);
  let texts = term.alternatives.filter((a) => !a.wholeWord).map((a) => a.text);
  // Merge spellings that share a beginning of at least 6 letters and most of the shorter one.
  let merged = true;
  while (merged) {
    merged = false;
    outer: for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        const a = texts[i]!;
        const b = texts[j]!;
        let n = 0;
        while (n < a.length && n < b.length && a[n] === b[n]) n++;
        if (n >= 6 && n >= Math.min(a.length, b.length) * 0.6 && /^[a-z]+$/.test(a.slice(0, n))) {
          texts = [...texts.filter((_, k) => k !== i && k !== j), a.slice(0, n)];
          merged = true;
          break outer;
        }
      }
    }
  }
  texts = texts.filter((b, i) => !texts.some((a, k) => k !== i && b.includes(a) && (a !== b || k < i)));
  return [...words, ...texts.map((text) => ({ text, wholeWord: false }))];
}

/**
 * A POSIX regular expression (PostgreSQL `~`) for a whole-word short form: not preceded or followed by a letter or
 * digit, with an optional dot, slash or hyphen between its letters ("m.ch." and "mch" both match "mch", "ob/gyn" matches "obgyn").
 */
export function wholeWordPattern(term: string): string {
  const letters = [...vocabularyKey(term).replace(/ /g, "")].map((c) => c.replace(/[^a-z0-9]/g, ""));
  return `(^|[^a-z0-9])${letters.join("[./-]?")}($|[^a-z0-9])`;
}

/**
 * Words close spellings are looked for among (typo correction) and keyword suggestions start from: the vocabulary's
 * single words and common words of doctors' job titles.
 */
export const TITLE_WORDS: readonly string[] = [
  "consultant", "physician", "surgeon", "resident", "medical officer", "doctor", "registrar", "specialist", "fellow",
  "intensivist", "neonatologist", "neurosurgeon", "dentist", "dental surgeon", "duty doctor", "casualty", "locum",
  "professor", "assistant professor", "associate professor", "lecturer", "tutor", "hospitalist", "medical director",
  "critical care", "intensive care", "emergency", "icu", "nicu", "cardiothoracic", "laparoscopic", "interventional",
  "diabetologist", "physiotherapist", "general practitioner", "family physician", "medical superintendent",
];
