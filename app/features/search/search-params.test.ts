import { describe, expect, it } from "vitest";
import { DOCTOR_CATEGORIES, doctorCategoryHref, FOOTER_SPECIALTIES, JOB_SPECIALTIES, PROFILE_SPECIALIZATIONS, SPECIALTIES } from "~/lib/constants";
import { EMPTY_SEARCH, hasActiveFilters, JOBS_MAX_PAGE, jobSearchHref, parseJobSearch, placeTexts, specialtyOptions } from "./search-params";

const parse = (qs: string) => parseJobSearch(new URLSearchParams(qs));

describe("jobs query string", () => {
  it("reads keyword, location, repeated filters and page", () => {
    expect(parse("keyword=%20cardio%20&location=Pune&type=Locum&type=Full-time&specialty=Neurology&city=Delhi&city=Mumbai&page=3")).toEqual({
      ...EMPTY_SEARCH,
      keyword: "cardio",
      location: "Pune",
      types: ["Full-time", "Locum"],
      specialties: ["Neurology"],
      cities: ["Mumbai", "Delhi"],
      page: 3,
    });
  });

  it("matches filter values case-insensitively and drops unknown ones", () => {
    const s = parse("type=full-time&type=gig&specialty=CARDIOLOGY&specialty=astrology&city=pune&city=Atlantis");
    expect(s.types).toEqual(["Full-time"]);
    expect(s.specialties).toEqual(["Cardiology"]);
    expect(s.cities).toEqual(["Pune"]);
  });

  it("offers every specialty of the one list, the profile's 32 with Other", () => {
    expect(specialtyOptions()).toEqual(SPECIALTIES);
    expect(JOB_SPECIALTIES).toEqual(PROFILE_SPECIALIZATIONS);
    expect(specialtyOptions()).toHaveLength(32);
    for (const name of ["Nephrology", "Urology", "Pathology", "Emergency Medicine", "Other"]) expect(specialtyOptions()).toContain(name);
  });

  it("keeps every specialty when all of them are ticked", () => {
    expect(parse(SPECIALTIES.map((s) => `specialty=${encodeURIComponent(s)}`).join("&")).specialties).toEqual(SPECIALTIES);
  });

  it("maps each footer slug to one specialty of the list", () => {
    expect(parse("specialty=pediatrics").specialties).toEqual(["Pediatrics"]);
    expect(parse("specialty=emergency").specialties).toEqual(["Emergency Medicine"]);
    expect(parse("specialty=family").specialties).toEqual(["Family Medicine"]);
    for (const link of FOOTER_SPECIALTIES) {
      expect(parse(`specialty=${link.slug}`).specialties).toEqual([link.label]);
      expect(SPECIALTIES).toContain(link.label);
    }
  });

  it("reads other names of a specialty as its one name", () => {
    expect(parse("specialty=ENT").specialties).toEqual(["ENT (Otolaryngology)"]);
    expect(parse("specialty=Gynecology").specialties).toEqual(["Gynecology (Obstetrics & Gynecology)"]);
    expect(parse("specialty=Cardiologist&specialty=cardiology").specialties).toEqual(["Cardiology"]);
    expect(parse("specialty=Radiologist").specialties).toEqual(["Radiology"]);
    expect(parse("specialty=Neuro").specialties).toEqual([]);
  });

  it("links every home category to a specialty of the list, keeping its keyword", () => {
    for (const category of DOCTOR_CATEGORIES) {
      const search = parseJobSearch(new URL(doctorCategoryHref(category), "http://x").searchParams);
      expect(search.specialties).toEqual([category.specialty]);
      expect(search.keyword).toBe("keyword" in category ? category.keyword : "");
    }
  });

  it("clamps the page and strips control characters", () => {
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
    expect(parse("page=999999").page).toBe(JOBS_MAX_PAGE);
    expect(parse("keyword=a%0Ab%00c").keyword).toBe("a b c");
  });

  it("writes a canonical URL without empty values", () => {
    expect(jobSearchHref(parse("keyword=&location=&page=1"))).toBe("/jobs");
    expect(jobSearchHref(parse("city=Delhi&keyword=ent&type=locum&page=2"))).toBe("/jobs?keyword=ent&type=Locum&city=Delhi&page=2");
    expect(hasActiveFilters(parse("keyword=x&location=Pune"))).toBe(false);
    expect(hasActiveFilters(parse("type=Locum"))).toBe(true);
  });
});

describe("placeTexts", () => {
  it("is the place and, for a metro, its towns, without a text another one holds", () => {
    expect(placeTexts({ location: "Mumbai" })).toEqual(["Mumbai", "Thane", "Bhiwandi"]);
    expect(placeTexts({ location: "Kolkata" })).toEqual(["Kolkata", "Howrah"]);
    expect(placeTexts({ location: "Pune" })).toEqual(["Pune"]);
    expect(placeTexts({ location: "navi" })).toEqual(["navi"]);
    expect(placeTexts({ location: "" })).toEqual([]);
  });
});
