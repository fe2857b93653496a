import { describe, expect, it } from "vitest";
import { EMPTY_SEARCH, hasActiveFilters, JOBS_MAX_PAGE, jobSearchHref, parseJobSearch, specialtyOptions } from "./search-params";

const parse = (qs: string) => parseJobSearch(new URLSearchParams(qs));

describe("jobs query string", () => {
  it("reads keyword, location, repeated filters and page", () => {
    expect(parse("keyword=%20cardio%20&location=Pune&type=Locum&type=Full-time&specialty=Neurology&city=Delhi&city=Mumbai&page=3")).toEqual({
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

  it("maps the footer slugs, keeping ones outside the 13 as extra specialty options", () => {
    expect(parse("specialty=pediatrics").specialties).toEqual(["Pediatrics"]);
    const emergency = parse("specialty=emergency");
    expect(emergency.specialties).toEqual(["Emergency Medicine"]);
    expect(specialtyOptions(emergency).at(-1)).toBe("Emergency Medicine");
    expect(specialtyOptions(EMPTY_SEARCH)).toHaveLength(13);
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
