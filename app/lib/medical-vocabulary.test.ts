import { describe, expect, it } from "vitest";
import { lookupTexts, parseQuery, SYNONYM_GROUPS, synonymsOf, vocabularyKey, WHOLE_WORD_TERMS, wholeWordPattern } from "./medical-vocabulary";

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
