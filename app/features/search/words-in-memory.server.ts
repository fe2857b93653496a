// The words of every open job, held beside the filter columns (filter-columns.server.ts, docs/decisions/109): which
// jobs a keyword matches, found without a statement. A keyword's term matches a job when one of its alternatives is in
// the job's search_text or names its specialty (termCondition in match-rules.server.ts); here:
// - an alternative that is one run of a–z and 0–9 ("cardiolog") lies inside one word of the text (its runs of a–z and
//   0–9), so its jobs are those of the held words containing it;
// - the vocabulary's other alternatives (whole-word short forms such as "md", phrases such as "senior resident") are
//   tested on every job's text while the copy is made, by the rule itself (alternativeFoundIn), and their jobs held;
// - the specialty side by the same rule over the list of specialties, and the jobs of each specialty held.
// Jobs written since the copy was made are tested one by one on their own text and specialty. An alternative of none
// of these kinds (a phrase typed that the vocabulary does not know) cannot be answered here: the search then runs as
// without the copy.
import { JOB_SPECIALTIES } from "~/lib/constants";
import { ABBREVIATIONS, lookupTexts, parseQuery, SYNONYM_GROUPS, WHOLE_WORD_TERMS, type QueryTerm } from "~/lib/medical-vocabulary";
import { PLACE_LOOKUP_NAMES } from "~/lib/place-names";
import { alternativeFoundIn, type Alternative } from "./match-rules.server";
import { setBits } from "./narrow-in-memory.server";

/** The records (filter-columns.server.ts) holding a word or phrase: ascending record indexes, or one bit per record. */
type Postings = { records: Int32Array } | { bits: Uint32Array };

/** A job written since the copy was made, as it is now: tested by the rule itself. */
type Written = { text: string; specialty: string | null };

export type HeldWords = {
  /** The records the postings were made for: 0 to size − 1. */
  size: number;
  /** Every word of those jobs' texts, and the records of each (same index). */
  words: string[];
  postings: Postings[];
  /** The vocabulary's alternatives that are not one run of a–z/0–9 (phraseKey), and the records whose text has each. */
  phrases: Map<string, Postings>;
  /** The records of each specialty. */
  specialties: Map<string, Postings>;
  /** Records written since (their postings above no longer apply), by record index. */
  written: Map<number, Written>;
  /** The indexes of the words containing a fragment, as looked up (at most MAX_FRAGMENTS_KEPT, cleared with the copy). */
  containing: Map<string, Int32Array>;
};

const PLAIN = /^[a-z0-9]+$/;

/** Whether an alternative is answered through the words: one run of a–z and 0–9, matched as a substring. */
function isPlain(alternative: Alternative): boolean {
  return !alternative.wholeWord && PLAIN.test(alternative.text);
}

const phraseKey = (alternative: Alternative) => `${alternative.wholeWord ? "w" : "t"}:${alternative.text}`;

/**
 * The alternatives of every term the vocabulary and the place names can make that are not plain words: these are
 * tested on each job's text while the copy is made.
 */
export function vocabularyPhrases(): Alternative[] {
  const phrases = new Map<string, Alternative>();
  const known = [...SYNONYM_GROUPS.flat(), ...Object.keys(ABBREVIATIONS), ...Object.values(ABBREVIATIONS).flat(), ...WHOLE_WORD_TERMS, ...PLACE_LOOKUP_NAMES.map((one) => one.name)];
  for (const text of known) {
    for (const term of parseQuery(text)) {
      for (const alternative of lookupTexts(term)) if (!isPlain(alternative)) phrases.set(phraseKey(alternative), alternative);
    }
  }
  return [...phrases.values()];
}

/**
 * Whether a job whose text has `word` may have the phrase, which is then tested on its text: a whole-word short form
 * begins a word of its letters ("m" or "md" for "m.d."); another phrase's first run of a–z/0–9 lies inside a word.
 * Every job having the phrase has such a word, so testing only those finds them all.
 */
function opens(phrase: Alternative, word: string): boolean {
  if (phrase.wholeWord) return phrase.text.replace(/[^a-z0-9]/g, "").startsWith(word);
  const first = phrase.text.split(/[^a-z0-9]+/).find(Boolean);
  return first !== undefined && word.includes(first);
}

/** Records collected while the copy is made: a list, turned into bits once it holds more than a 32nd of the records. */
class Collecting {
  private list = new Int32Array(4);
  private n = 0;
  private bits: Uint32Array | null = null;
  constructor(private readonly size: number) {}

  add(record: number): void {
    if (this.bits) {
      this.bits[record >>> 5]! |= 1 << (record & 31);
      return;
    }
    if (this.n === this.list.length) {
      if (this.n * 32 > this.size) {
        this.bits = new Uint32Array((this.size + 31) >>> 5);
        for (let i = 0; i < this.n; i++) this.bits[this.list[i]! >>> 5]! |= 1 << (this.list[i]! & 31);
        this.list = new Int32Array(0);
        this.bits[record >>> 5]! |= 1 << (record & 31);
        return;
      }
      const grown = new Int32Array(this.list.length * 2);
      grown.set(this.list);
      this.list = grown;
    }
    this.list[this.n++] = record;
  }

  done(): Postings {
    return this.bits ? { bits: this.bits } : { records: this.list.slice(0, this.n).sort() };
  }
}

/** Makes the held words from every open job's text, one job at a time (records below `size`). */
export class WordsCollector {
  private readonly index = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly postings: Collecting[] = [];
  /** The record a word was last collected for (a word twice in a text counts once). */
  private lastRecord = new Int32Array(1024).fill(-1);
  /** Per word, the phrases a text with it may have (opens). */
  private readonly opened: number[][] = [];
  private readonly phrases: { alternative: Alternative; test: (text: string) => boolean; records: Collecting; lastRecord: number }[];
  private readonly specialties = new Map<string, Collecting>();

  constructor(private readonly size: number) {
    this.phrases = vocabularyPhrases().map((alternative) => ({ alternative, test: (text) => alternativeFoundIn(alternative, text), records: new Collecting(size), lastRecord: -1 }));
  }

  /** One job: its record, search_text (lowercased by the database) and specialty. */
  add(record: number, text: string, specialty: string | null): void {
    let start = -1;
    for (let i = 0; i <= text.length; i++) {
      const c = i < text.length ? text.charCodeAt(i) : 0;
      if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
        if (start < 0) start = i;
      } else if (start >= 0) {
        this.word(record, text.slice(start, i), text);
        start = -1;
      }
    }
    if (specialty !== null) {
      let records = this.specialties.get(specialty);
      if (!records) this.specialties.set(specialty, (records = new Collecting(this.size)));
      records.add(record);
    }
  }

  private word(record: number, word: string, text: string): void {
    let w = this.index.get(word);
    if (w === undefined) {
      w = this.words.length;
      this.index.set(word, w);
      this.words.push(word);
      this.postings.push(new Collecting(this.size));
      this.opened.push(this.phrases.flatMap((phrase, p) => (opens(phrase.alternative, word) ? [p] : [])));
      if (w >= this.lastRecord.length) {
        const grown = new Int32Array(this.lastRecord.length * 2).fill(-1);
        grown.set(this.lastRecord);
        this.lastRecord = grown;
      }
    }
    if (this.lastRecord[w] === record) return;
    this.lastRecord[w] = record;
    this.postings[w]!.add(record);
    for (const p of this.opened[w]!) {
      const phrase = this.phrases[p]!;
      if (phrase.lastRecord === record) continue;
      phrase.lastRecord = record;
      if (phrase.test(text)) phrase.records.add(record);
    }
  }

  /** The held words; their lists are sorted a few at a time, other requests served between. */
  async done(): Promise<HeldWords> {
    const postings: Postings[] = [];
    for (const records of this.postings) {
      postings.push(records.done());
      if (postings.length % 16 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    return {
      size: this.size,
      words: this.words,
      postings,
      phrases: new Map(this.phrases.map((phrase) => [phraseKey(phrase.alternative), phrase.records.done()])),
      specialties: new Map([...this.specialties].map(([name, records]) => [name, records.done()])),
      written: new Map(),
      containing: new Map(),
    };
  }
}

/** A job was written since the copy was made (or is new): from now on it is tested on this text and specialty. */
export function wordsWritten(held: HeldWords, record: number, text: string, specialty: string | null): void {
  held.written.set(record, { text, specialty });
}

/** Fragments whose words are kept looked up (HeldWords' `containing`). */
const MAX_FRAGMENTS_KEPT = 10_000;

/** The indexes of the held words containing a fragment. */
function wordsContaining(held: HeldWords, fragment: string): Int32Array {
  let found = held.containing.get(fragment);
  if (!found) {
    const indexes: number[] = [];
    held.words.forEach((word, w) => {
      if (word.includes(fragment)) indexes.push(w);
    });
    found = Int32Array.from(indexes);
    // Fragments typed are many; the lookups kept are bounded (a scan of the words makes one again).
    if (held.containing.size >= MAX_FRAGMENTS_KEPT) held.containing.clear();
    held.containing.set(fragment, found);
  }
  return found;
}

function addInto(bits: Uint32Array, postings: Postings): void {
  if ("bits" in postings) {
    const from = postings.bits;
    for (let i = 0; i < from.length; i++) bits[i]! |= from[i]!;
    return;
  }
  const records = postings.records;
  for (let i = 0; i < records.length; i++) bits[records[i]! >>> 5]! |= 1 << (records[i]! & 31);
}

const SPECIALTY_NAMES = JOB_SPECIALTIES.map((name) => ({ name, lowered: name.toLowerCase() }));

/** A term on one job's text and specialty, by the rule itself (jobMatchesSearch's). */
function termFoundIn(alternatives: readonly Alternative[], job: Written): boolean {
  const specialty = job.specialty !== null && (JOB_SPECIALTIES as readonly string[]).includes(job.specialty) ? job.specialty.toLowerCase() : null;
  return alternatives.some((alternative) => alternativeFoundIn(alternative, job.text) || (specialty !== null && alternativeFoundIn(alternative, specialty)));
}

/**
 * The records (below `size`, the copy's) of the jobs matching every term, ascending; null when a term has an
 * alternative the held words cannot answer. Open or not: the count tests that on the filter columns.
 */
export function keywordRecords(held: HeldWords, size: number, terms: readonly QueryTerm[]): Int32Array | null {
  let all: Uint32Array | null = null;
  for (const term of terms) {
    const alternatives = lookupTexts(term);
    const bits = new Uint32Array((size + 31) >>> 5);
    for (const alternative of alternatives) {
      if (isPlain(alternative)) {
        for (const w of wordsContaining(held, alternative.text)) addInto(bits, held.postings[w]!);
      } else {
        const postings = held.phrases.get(phraseKey(alternative));
        if (!postings) return null;
        addInto(bits, postings);
      }
      for (const { name, lowered } of SPECIALTY_NAMES) {
        const postings = alternativeFoundIn(alternative, lowered) ? held.specialties.get(name) : undefined;
        if (postings) addInto(bits, postings);
      }
    }
    for (const [record, job] of held.written) {
      if (record >= size) continue;
      if (termFoundIn(alternatives, job)) bits[record >>> 5]! |= 1 << (record & 31);
      else bits[record >>> 5]! &= ~(1 << (record & 31));
    }
    if (all) for (let i = 0; i < all.length; i++) all[i]! &= bits[i]!;
    else all = bits;
  }
  return all ? setBits(all) : new Int32Array(0);
}

/** The bytes the held words take (roughly: their postings). */
export function heldWordsBytes(held: HeldWords): number {
  const bytes = (postings: Postings) => ("bits" in postings ? postings.bits.byteLength : postings.records.byteLength);
  let total = 0;
  for (const postings of held.postings) total += bytes(postings);
  for (const postings of held.phrases.values()) total += bytes(postings);
  for (const postings of held.specialties.values()) total += bytes(postings);
  return total;
}
