import { describe, expect, it } from "vitest";
import { ABBREVIATIONS, lookupTexts, parseQuery, STOP_WORDS, SYNONYM_GROUPS, synonymsOf, vocabularyKey, WHOLE_WORD_TERMS, wholeWordPattern } from "./medical-vocabulary";

const typed = (keyword: string) => parseQuery(keyword).map((term) => term.typed);
const alternatives = (keyword: string) => parseQuery(keyword).map((term) => term.alternatives.map((a) => a.text));

describe("the medical vocabulary", () => {
  it("knows British and American spellings of the same field", () => {
    for (const [a, b] of [
      ["anaesthesia", "anesthesia"],
      ["paediatrics", "pediatrics"],
      ["gynaecology", "gynecology"],
      ["orthopaedics", "orthopedics"],
      ["haematology", "hematology"],
    ] as const) {
      expect(synonymsOf(a)).toContain(b);
      expect(synonymsOf(b)).toContain(a);
    }
  });

  it("links the doctor and the field", () => {
    expect(synonymsOf("cardiologist")).toContain("cardiology");
    expect(synonymsOf("anaesthetist")).toEqual(expect.arrayContaining(["anaesthesiology", "anesthesiologist"]));
    expect(synonymsOf("anesthesiologist")).toContain("anaesthesiology");
    expect(synonymsOf("radiologist")).toContain("radiology");
    expect(synonymsOf("obstetrician")).toEqual(expect.arrayContaining(["obstetrics & gynaecology", "obg"]));
  });

  it("knows Indian degrees and posts", () => {
    for (const term of ["mbbs", "md", "ms", "dnb", "dm", "mch", "dgo", "dch", "cmo", "rmo", "senior resident", "junior resident", "consultant", "registrar"]) {
      expect(synonymsOf(term), term).not.toBeNull();
    }
    expect(synonymsOf("M.D.")).toContain("doctor of medicine");
    expect(synonymsOf("RMO")).toContain("resident medical officer");
  });

  it("keeps each term in one group, lowercase, single-spaced", () => {
    const all = SYNONYM_GROUPS.flat().map(vocabularyKey);
    expect(new Set(all).size).toBe(all.length);
    for (const term of SYNONYM_GROUPS.flat()) expect(term).toBe(term.toLowerCase().replace(/\s+/g, " ").trim());
    for (const short of WHOLE_WORD_TERMS) expect(synonymsOf(short), short).not.toBeNull();
  });
});

describe("parseQuery", () => {
  it("splits a query into words, each a term; vocabulary phrases stay one term", () => {
    expect(typed("Cardiologist  Hyderabad")).toEqual(["cardiologist", "hyderabad"]);
    expect(typed("senior resident medicine, delhi")).toEqual(["senior resident", "medicine", "delhi"]);
    expect(typed("obstetrics & gynaecology pune")).toEqual(["obstetrics & gynaecology", "pune"]);
    expect(typed("\"cardio\" & / -")).toEqual(["cardio"]);
  });

  it("gives a vocabulary term its synonyms and any other word only itself", () => {
    expect(alternatives("cardio")).toEqual([["cardio"]]);
    expect(alternatives("radiologist")[0]).toEqual(expect.arrayContaining(["radiology", "radiologist"]));
    expect(parseQuery("MD")[0]?.alternatives.find((a) => a.text === "md")?.wholeWord).toBe(true);
    expect(parseQuery("cardiology")[0]?.alternatives.every((a) => !a.wholeWord)).toBe(true);
  });

  it("stops at eight terms", () => {
    expect(parseQuery("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("lookupTexts", () => {
  const texts = (keyword: string) => lookupTexts(parseQuery(keyword)[0]!).map((a) => a.text).sort();
  it("looks a term up by as few texts as find the same jobs", () => {
    expect(texts("anaesthetist")).toEqual(["anaesthe", "anesthe"]);
    expect(texts("cardiologist")).toEqual(["cardiolog"]);
    expect(texts("pediatrician")).toEqual(["paediatric", "pediatric"]);
    expect(texts("senior resident")).toEqual(["senior resident", "sr"]);
    expect(texts("obstetrician")).toEqual(expect.arrayContaining(["obg", "obgyn", "obstetric"]));
    expect(texts("cardio")).toEqual(["cardio"]);
  });
});

describe("wholeWordPattern", () => {
  const matches = (term: string, text: string) => new RegExp(wholeWordPattern(term)).test(text.toLowerCase());
  it("matches the short form as a word, with dots between its letters", () => {
    expect(matches("md", "MD Medicine")).toBe(true);
    expect(matches("md", "requires m.d. (medicine)")).toBe(true);
    expect(matches("mch", "M.Ch. Neurosurgery")).toBe(true);
    expect(matches("obgyn", "OB/GYN unit")).toBe(true);
    expect(matches("md", "reports to the cmd")).toBe(false);
    expect(matches("ms", "our teams")).toBe(false);
    expect(matches("ent", "patient care")).toBe(false);
  });
});

describe("short forms of several meanings, stop words and stray symbols", () => {
  const texts = (keyword: string) => parseQuery(keyword).map((term) => term.alternatives.map((a) => a.text));

  it("gives a short form every meaning used in Indian adverts, most common first, and a meaning its short form", () => {
    expect(texts("CMO")).toEqual([["cmo", "casualty medical officer", "chief medical officer"]]);
    expect(texts("dmo")).toEqual([["dmo", "duty medical officer", "district medical officer"]]);
    expect(texts("chief medical officer")).toEqual([["chief medical officer", "cmo"]]);
    expect(texts("casualty medical officer")[0]).toEqual(expect.arrayContaining(["casualty medical officer", "cmo"]));
    expect(texts("senior resident")).toEqual([["senior resident", "sr"]]);
    expect(texts("SR")).toEqual([["sr", "senior resident", "senior registrar"]]);
    expect(texts("HOD")[0]).toContain("head of department");
  });

  it("lists each short form once, as a whole word, with meanings no other group holds as its own", () => {
    const grouped = new Set(SYNONYM_GROUPS.flat());
    for (const [short, meanings] of Object.entries(ABBREVIATIONS)) {
      expect(WHOLE_WORD_TERMS.has(short), short).toBe(true);
      expect(new Set(meanings).size, short).toBe(meanings.length);
      for (const meaning of meanings) expect(meaning).toBe(vocabularyKey(meaning));
    }
    for (const short of Object.keys(ABBREVIATIONS)) expect(grouped.has(short) ? synonymsOf(short)?.[0] : short, short).toBe(short);
  });

  it("leaves out stop words, numbers and symbols that are not part of a term", () => {
    expect(parseQuery("cardiology jobs in Pune").map((term) => term.typed)).toEqual(["cardiology", "pune"]);
    expect(parseQuery("100% consultant 5 yrs & ₹2,00,000").map((term) => term.typed)).toEqual(["consultant"]);
    expect(parseQuery("obstetrics and gynaecology").map((term) => term.typed)).toEqual(["obstetrics and gynaecology"]);
    expect(STOP_WORDS.has("cardiology")).toBe(false);
  });

  it("reads a place by any of its names as one term", () => {
    expect(texts("physician Bangalore")[1]).toEqual(["bengaluru", "bangalore"]);
    expect(parseQuery("navi mumbai").map((term) => term.typed)).toEqual(["navi mumbai"]);
  });
});
