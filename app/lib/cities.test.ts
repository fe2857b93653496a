import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CITIES, CITY_COORDINATES, distanceKm } from "./cities";

describe("city coordinates", () => {
  it("places every city of the list in India", () => {
    for (const city of CITIES) {
      const [lat, lng] = CITY_COORDINATES[city];
      expect(lat, city).toBeGreaterThan(6);
      expect(lat, city).toBeLessThan(36);
      expect(lng, city).toBeGreaterThan(68);
      expect(lng, city).toBeLessThan(98);
    }
  });

  it("agrees with the copy the database places jobs with (migration 0008)", () => {
    const migration = readFileSync(new URL("../../drizzle/0008_jobs_place.sql", import.meta.url), "utf8");
    const rows = new Map([...migration.matchAll(/\('((?:[^']|'')+)', ([\d.]+), ([\d.]+)\)/g)].map((m) => [m[1]!.replace(/''/g, "'"), [Number(m[2]), Number(m[3])]]));
    expect(rows.size).toBe(CITIES.length);
    for (const city of CITIES) expect(rows.get(city), city).toEqual([...CITY_COORDINATES[city]]);
  });

  it("measures great-circle distances", () => {
    expect(distanceKm(CITY_COORDINATES.Hyderabad, CITY_COORDINATES.Warangal)).toBeGreaterThan(120);
    expect(distanceKm(CITY_COORDINATES.Hyderabad, CITY_COORDINATES.Warangal)).toBeLessThan(160);
    expect(distanceKm(CITY_COORDINATES.Mumbai, CITY_COORDINATES.Delhi)).toBeGreaterThan(1100);
    expect(distanceKm(CITY_COORDINATES.Mumbai, CITY_COORDINATES.Delhi)).toBeLessThan(1200);
  });
});
