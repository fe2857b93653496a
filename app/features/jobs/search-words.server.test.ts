import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jobs, searchWords } from "~/db/schema";
import { parseQuery } from "~/lib/medical-vocabulary";
import { insertJob } from "../../../tests/factories/jobs";
import { invalidateCounts } from "./count-cache.server";
import { keywordCondition, termCondition } from "./search-jobs.server";
import { keywordThroughWords, MAX_FRAGMENT_WORDS, splits, termWordsQuery, wordsContaining } from "./search-words.server";

// The words index must find exactly the jobs the plain rules (LIKE, whole-word expressions, the specialty) find, on
// texts with hyphens, dots, slashes, digits, accents and short forms inside other words. On the real database.

beforeEach(() => invalidateCounts());

describe("splits", () => {
  it("cuts letters into adjacent words every way, in order", () => {
    expect(splits("md")).toEqual([["md"], ["m", "d"]]);
    expect(splits("mch").map((words) => words.join(" ")).sort()).toEqual(["m c h", "m ch", "mc h", "mch"]);
    expect(splits("mbbs")).toHaveLength(8);
    expect(splits("a")).toEqual([["a"]]);
  });
});

describe("the keyword through the words index", () => {
  const made: number[] = [];
  beforeAll(async () => {
    const texts: Parameters<typeof insertJob>[0][] = [
      { title: "Cardio-thoracic Surgeon (M.Ch.)", company: "Qqw Heart Institute", location: "Navi Mumbai", specialty: "Cardiothoracic Surgery" },
      { title: "Medical Officer", description: "Teams of the CMD; naïve café staff. İstanbul exchange.", location: "Pune", specialty: "Other" },
      { title: "Obstetrics & Gynaecology Consultant", description: "C-section, 24x7 emergency, ICU/HDU cover.", location: "Kochi", specialty: "Obstetrics & Gynecology" },
      { title: "Physician", description: "MBBS/MD (Medicine); D.N.B. welcome. X-ray and USG.", location: "Delhi", specialty: "General Medicine" },
      { title: "Senior-resident, Medicine", description: "SR post, m.s. or m-d", location: "Mumbai", specialty: "General Medicine" },
      { title: "Senior Resident ENT", description: "Patient-facing ENT (Otolaryngology) work; md5 checks.", location: "Chennai", specialty: "ENT (Otolaryngology)" },
      { title: "Anaesthetist", description: "Theatre lists; 1e5 patients a year.", location: "Hyderabad", specialty: "Anesthesiology" },
    ];
    for (const text of texts) made.push(await insertJob(text));
  });

  async function idsWhere(condition: SQL): Promise<number[]> {
    const rows = await db().select({ id: jobs.id }).from(jobs).where(and(inArray(jobs.id, made), condition)).orderBy(jobs.id);
    return rows.map((row) => row.id);
  }

  const keywords = [
    "cardio", "ardio", "thoracic", "cardio-thoracic", "m.ch", "mch", "md", "ms", "dnb", "mbbs", "ent", "obg", "gynaecology",
    "gynecology", "obstetrics & gynaecology", "senior resident", "sr", "c-section", "section", "24x7", "x7", "icu/hdu", "hdu",
    "x-ray", "ray", "café", "naïve", "eams", "cmd", "navi mumbai", "mumbai", "stanbul", "1e5", "7", "anaesthetist",
    "surgeon cardio", "medicine delhi", "patient", "otolaryngology", "qqw heart", "nothingmatchesthis",
    // tsquery syntax and quotes typed by a visitor are only ever separators here
    "o'brien", "cardio:*|!thoracic", "'senior' & 'resident'", "\\", "c-section<->emergency",
  ];

  it.each(keywords)("%s: the same jobs as the plain rules", async (keyword) => {
    const terms = parseQuery(keyword);
    const plain = await idsWhere(keywordCondition(terms)!);
    const indexed = await keywordThroughWords(terms, termCondition);
    expect(await idsWhere(indexed ?? keywordCondition(terms)!)).toEqual(plain);
  });

  it("a plain fragment is exact through the index; short forms and phrases are checked on the rows found", async () => {
    expect(await termWordsQuery(parseQuery("cardio")[0]!)).toMatchObject({ exact: true });
    expect(await termWordsQuery(parseQuery("mch")[0]!)).toMatchObject({ exact: false, query: expect.stringContaining("'m' <-> 'ch'") });
    expect(await termWordsQuery(parseQuery("c-section")[0]!)).toMatchObject({ exact: false });
    expect(await termWordsQuery(parseQuery("nothingmatchesthis")[0]!)).toEqual({ query: "", exact: true });
    expect(await termWordsQuery(parseQuery("डॉक्टर")[0]!)).toBeNull();
  });

  it("a fragment inside too many known words is left to the trigram index", async () => {
    const words = Array.from({ length: MAX_FRAGMENT_WORDS + 1 }, (_, i) => ({ word: `qqzmany${i}` }));
    await db().insert(searchWords).values(words).onConflictDoNothing();
    expect(await wordsContaining("qqzmany")).toBeNull();
    expect(await termWordsQuery(parseQuery("qqzmany")[0]!)).toBeNull();
  });
});

describe("search_words", () => {
  const known = async (word: string) => (await db().select().from(searchWords).where(eq(searchWords.word, word))).length === 1;

  it("learns the words of every inserted job, its specialty included, and of changed texts", async () => {
    const id = await insertJob({ title: "Qqlearn-first Registrar", description: "Covers qqlearnward.", specialty: "Nephrology" });
    expect(await known("qqlearn")).toBe(true);
    expect(await known("first")).toBe(true);
    expect(await known("qqlearnward")).toBe(true);
    expect(await known("nephrology")).toBe(true);
    await db().update(jobs).set({ title: "Qqlearnsecond Registrar" }).where(eq(jobs.id, id));
    expect(await known("qqlearnsecond")).toBe(true);
    // Every word of the job's words is known.
    const indexWords = await db().execute<{ word: string }>(
      sql`select unnest(tsvector_to_array(words)) as word from jobs where id = ${id}`,
    );
    for (const { word } of indexWords.rows) expect(await known(word)).toBe(true);
  });
});
