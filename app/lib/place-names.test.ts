import { describe, expect, it } from "vitest";
import { CITIES, CITY_COORDINATES, distanceKm, isCity } from "./cities";
import { parseQuery, SYNONYM_GROUPS, vocabularyKey } from "./medical-vocabulary";
import { cityNamed, METRO_TOWNS, metroTowns, PLACE_LOOKUP_NAMES, PLACE_NAMES, placeAlternatives, placeKey, resolvePlace } from "./place-names";

describe("place names", () => {
  it("names each city once, and every name resolves to a city of the list", () => {
    const cities = PLACE_NAMES.map((entry) => entry.city);
    expect(new Set(cities).size).toBe(cities.length);
    const names = PLACE_NAMES.flatMap((entry) => [...entry.names, ...(entry.misspellings ?? [])]).map(placeKey);
    expect(new Set(names).size, "a name listed twice").toBe(names.length);
    for (const entry of PLACE_NAMES) {
      expect(isCity(entry.city), entry.city).toBe(true);
      for (const name of [...entry.names, ...(entry.misspellings ?? [])]) {
        expect(name, "lowercase, single-spaced").toBe(placeKey(name));
        expect(cityNamed(name), name).toBe(entry.city);
        // Another name must not be a city of the list itself (it would change which city that name finds).
        expect(CITIES.map(placeKey), name).not.toContain(placeKey(name));
      }
    }
    for (const { city } of PLACE_LOOKUP_NAMES) expect(isCity(city)).toBe(true);
  });

  it("keeps place names apart from the medical vocabulary", () => {
    const vocabulary = new Set(SYNONYM_GROUPS.flat().map(vocabularyKey));
    for (const { name } of PLACE_LOOKUP_NAMES) expect(vocabulary.has(vocabularyKey(name)), name).toBe(false);
  });

  it("resolves current, old and short names and misspellings, case and hyphens aside", () => {
    expect(resolvePlace("Bangalore")).toEqual({ city: "Bengaluru", typed: "Bangalore", alias: true });
    expect(resolvePlace("bengaluru")).toEqual({ city: "Bengaluru", typed: "bengaluru", alias: false });
    const pairs: [string, string][] = [
      ["Gurgaon", "Gurugram"], ["Bombay", "Mumbai"], ["Madras", "Chennai"], ["Calcutta", "Kolkata"], ["Vizag", "Visakhapatnam"],
      ["Trivandrum", "Thiruvananthapuram"], ["Pondicherry", "Puducherry"], ["Cochin", "Kochi"], ["Mysore", "Mysuru"],
      ["Baroda", "Vadodara"], ["Poona", "Pune"], ["Allahabad", "Prayagraj"], ["Calicut", "Kozhikode"], ["Banglore", "Bengaluru"],
      ["Secunderabad", "Hyderabad"], ["Delhi-NCR", "Delhi"], ["New Delhi", "Delhi"], ["navi  mumbai", "Navi Mumbai"],
    ];
    for (const [typed, city] of pairs) expect(cityNamed(typed), typed).toBe(city);
    expect(resolvePlace("Atlantis")).toBeNull();
  });

  it("puts each metro's towns within 50 km of it, so a radius search around the metro agrees", () => {
    for (const [metro, towns] of Object.entries(METRO_TOWNS)) {
      expect(isCity(metro)).toBe(true);
      for (const town of towns!) {
        expect(distanceKm(CITY_COORDINATES[metro as keyof typeof CITY_COORDINATES], CITY_COORDINATES[town]), `${town} from ${metro}`).toBeLessThan(50);
      }
    }
    expect(metroTowns("Mumbai")).toContain("Thane");
    expect(metroTowns("Pune")).toEqual([]);
  });

  it("gives a keyword naming a place every name of its city and its metro's towns, never a misspelling", () => {
    expect(placeAlternatives("Bangalore")).toEqual(["bengaluru", "bangalore"]);
    expect(placeAlternatives("NCR")).toEqual(expect.arrayContaining(["delhi", "noida", "gurugram", "gurgaon", "ghaziabad", "faridabad"]));
    expect(placeAlternatives("NCR")).not.toContain("ncr");
    expect(placeAlternatives("mumbai")).toEqual(expect.arrayContaining(["mumbai", "bombay", "thane", "navi mumbai"]));
    expect(placeAlternatives("cardiology")).toBeNull();
    const [term] = parseQuery("Gurgaon");
    expect(term?.alternatives.map((a) => a.text)).toEqual(["gurugram", "gurgaon"]);
  });
});
