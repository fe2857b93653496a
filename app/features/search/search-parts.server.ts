import { and, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { jobs } from "~/db/schema";
import { openJob } from "~/db/job-lists.server";
import { CITY_COORDINATES, type City } from "~/lib/cities";

// The pieces of a search's conditions that both the search (count-matches.server.ts) and the filter counts
// (facet-queries.server.ts) build on: one condition per filter, joined over open jobs; distance from a city.

/** The conditions of a search, one per filter, so that facet counts can leave out their own. */
export type Dimension = "keyword" | "place" | "types" | "specialties" | "cities" | "salary" | "experience" | "posted";

/** A search's conditions, one per filter (null: the filter is not set). */
export type SearchParts = Record<Dimension, SQL | null>;

/**
 * Every set condition of `parts` but those of `except`, over open jobs. `open: false` leaves the open-job condition out,
 * for rows known to be open jobs already (a set of matches read with it): tested again on every row, once per counted
 * option, it was a third of a count's cost, and its estimated selectivity, applied twice, made the planner expect a
 * handful of rows and sort thousands to group them.
 */
export function allOf(parts: Record<Dimension, SQL | null>, except: Dimension[] = [], { open = true }: { open?: boolean } = {}): SQL {
  const conditions = (Object.entries(parts) as [Dimension, SQL | null][])
    .filter(([dimension, condition]) => condition !== null && !except.includes(dimension))
    .map(([, condition]) => condition!);
  const all = open ? [openJob, ...conditions] : conditions;
  return all.length ? and(...all)! : sql`true`;
}

/** The coordinates a distance is measured to: the job's (its placed city's), or a city's of city_coordinates. */
type Place = { latitude: SQLWrapper; longitude: SQLWrapper };

/** Great-circle distance in km from a point to the job's city, in SQL (the formula of lib/cities.ts distanceKm). */
function distanceFrom([lat, lng]: readonly [number, number], place: Place): SQL {
  return sql`(2 * 6371 * asin(least(1, sqrt(power(sin(radians(${place.latitude} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${place.latitude})) * power(sin(radians(${place.longitude} - ${lng}) / 2), 2)))))`;
}

/** The distance in km from a city of the list to the job's city (null when the job has no placed city). */
export function distanceKm(city: City, place: Place = jobs): SQL {
  return distanceFrom(CITY_COORDINATES[city], place);
}

/** Jobs within `km` of a city of the list: a latitude band (jobs_place_idx), then the distance. */
export function withinKm(city: City, km: number, place: Place = jobs): SQL {
  const center = CITY_COORDINATES[city];
  const band = km / 111.0 + 0.01;
  return sql`(${place.latitude} between ${center[0] - band} and ${center[0] + band} and ${distanceFrom(center, place)} <= ${km})`;
}
