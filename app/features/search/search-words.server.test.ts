import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jobs, searchWords } from "~/db/schema";
import { parseQuery } from "~/lib/medical-vocabulary";
import { insertJob } from "../../../tests/factories/jobs";
import { invalidateCounts } from "./count-cache.server";
import { allOf } from "./search-parts.server";
import { keywordCondition, searchParts, termCondition } from "./match-rules.server";
import { resolvedParts } from "./count-matches.server";
import { EMPTY_SEARCH, type JobSearch } from "./search-params";
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

describe("the filters through jobs.tags", () => {
  // Every location, type and specialty below is searched with the plain conditions (the sample's and job alerts')
  // and with the table's (resolvedParts(...).table): both must find the same jobs.
  const made: number[] = [];
  beforeAll(async () => {
    const rows: Parameters<typeof insertJob>[0][] = [
      { location: "Navi Mumbai", type: "Locum", specialty: "Cardiology" },
      { location: "Mumbai", type: "Full-time", specialty: "ENT (Otolaryngology)" },
      { location: "Navi-Mumbai, Sector 15", type: "Contract", specialty: "Obstetrics & Gynecology" },
      { location: "New Delhi", type: "Locum", specialty: "Radiology" },
      { location: "Delhi-NCR", type: "Part-time", specialty: "Radiology" },
      { location: "Pune / Mumbai", type: "Full-time", specialty: "Cardiology" },
      { location: "Bengaluru (Whitefield)", type: "Internship", specialty: null },
      { location: "Thane West", type: "Locum", specialty: "Oncology" },
      { location: "Secunderabad", type: "Full-time", specialty: "Oncology" },
      { location: "Hyderabad", type: "Full-time", specialty: "Neurology" },
      { location: "İzmir Road, Pune", type: "Contract", specialty: "Neurology" },
      { location: "Lonavala", type: "Locum", specialty: "Cardiology" },
      { location: "Kochi", type: "Full-time", specialty: "Cardiology", title: "Consultant Surgeon", description: "Surgeon's post in Mumbai's sister hospital." },
    ];
    for (const row of rows) made.push(await insertJob(row));
  });

  async function idsWhere(condition: SQL): Promise<number[]> {
    const rows = await db().select({ id: jobs.id }).from(jobs).where(and(inArray(jobs.id, made), condition)).orderBy(jobs.id);
    return rows.map((row) => row.id);
  }

  const searches: Partial<JobSearch>[] = [
    { location: "Mumbai" }, { location: "mumbai" }, { location: "umba" }, { location: "Navi Mumbai" }, { location: "navi-mumbai" },
    { location: "Delhi" }, { location: "New Delhi" }, { location: "NCR" }, { location: "Pune / Mumbai" }, { location: "İzmir" },
    { location: "zmir" }, { location: "Hyderabad" }, { location: "nowhere-at-all" }, { location: "--" },
    { location: "Pune", radius: 200 }, { location: "Mumbai", radius: 25 }, { location: "Hyderabad", radius: 10 }, { location: "Navi Mumbai", radius: 50 },
    { cities: ["Mumbai"] }, { cities: ["Navi Mumbai"] }, { cities: ["Delhi", "Pune"] }, { cities: ["Thane", "Hyderabad"] }, { cities: ["Kota"] },
    { types: ["Locum"] }, { types: ["Full-time", "Contract"] }, { specialties: ["ENT (Otolaryngology)"] }, { specialties: ["Obstetrics & Gynecology", "Radiology"] },
    { types: ["Locum"], cities: ["Delhi", "Pune", "Mumbai"] }, { types: ["Full-time"], specialties: ["Cardiology"], location: "Mumbai" },
    { keyword: "surgeon", location: "Mumbai" }, { keyword: "surgeon", cities: ["Kochi"], types: ["Full-time"] },
  ];

  it.each(searches.map((asked) => [JSON.stringify(asked), asked] as const))("%s: the same jobs as the plain conditions", async (_, asked) => {
    const search = { ...EMPTY_SEARCH, ...asked };
    const plain = await idsWhere(allOf(searchParts(search)));
    const table = await (await resolvedParts(search)).table();
    expect(await idsWhere(allOf(table))).toEqual(plain);
  });

  it("goes through the tags where it can, and keeps the plain condition where they cannot decide", async () => {
    const tableOf = async (search: JobSearch) => (await resolvedParts(search)).table();
    const text = (condition: SQL | null) => (condition ? db().select().from(jobs).where(condition).toSQL().sql : "");
    const chennai = await tableOf({ ...EMPTY_SEARCH, location: "Chennai", types: ["Locum"], specialties: ["Cardiology"] });
    for (const condition of [chennai.place, chennai.types, chennai.specialties]) {
      expect(text(condition)).toContain(`"tags" @@`);
      expect(text(condition)).not.toMatch(/like|"type" in|"specialty" in/);
    }
    const navi = await tableOf({ ...EMPTY_SEARCH, location: "Navi Mumbai" });
    expect(text(navi.place)).toMatch(/"tags" @@.*like/s);
    // A metro: its towns' words too (place-names.ts), in the tags alone (Navi Mumbai is within Mumbai's words).
    const mumbai = await tableOf({ ...EMPTY_SEARCH, location: "Mumbai" });
    expect(text(mumbai.place)).toContain(`"tags" @@`);
    expect(text(mumbai.place)).not.toMatch(/like/);
    // A radius: the cities within it by name, and the place's own words.
    const near = await tableOf({ ...EMPTY_SEARCH, location: "Pune", radius: 200 });
    expect(text(near.place)).toContain(`"tags" @@`);
    expect(text(near.place)).not.toContain("asin");
  });

  it("are the tags of the row as written, and follow an edit", async () => {
    const id = await insertJob({ location: "Andheri (East), Mumbai", type: "Locum", specialty: "Oncology" });
    const tagsOf = async () => (await db().execute<{ t: string }>(sql`select tags::text as t from ${jobs} where ${jobs.id} = ${id}`)).rows[0]?.t;
    expect(await tagsOf()).toBe("'city:Mumbai' 'landheri' 'least' 'lmumbai' 'specialty:Oncology' 'type:Locum'");
    await db().update(jobs).set({ location: "Pune", type: "Contract" }).where(eq(jobs.id, id));
    expect(await tagsOf()).toBe("'city:Pune' 'lpune' 'specialty:Oncology' 'type:Contract'");
    await db().delete(jobs).where(eq(jobs.id, id));
  });
});
