// The names doctors in India type for the cities of the list (app/lib/cities.ts): current and old names, short names
// and common misspellings, and the towns that belong to a metro. One file, client-safe: the keyword, the city filters
// and the keyword suggestions all read it; tested in place-names.test.ts. docs/decisions/094-search-as-doctors-type-it.md
import { CITIES, type City } from "./cities";

/**
 * Other names of a city of the list, each lowercase with single spaces. `names` are current or old names in use
 * (a keyword finds jobs that spell the city either way: "Bangalore" in a description); `misspellings` are only read
 * (a typed "Banglore" or "NCR" resolves to the city, but no job is searched for it: "ncr" is inside "pancreas"). A twin city that is not on
 * the list is a name of its twin (Secunderabad of Hyderabad).
 */
export const PLACE_NAMES: readonly { city: City; names: readonly string[]; misspellings?: readonly string[] }[] = [
  { city: "Bengaluru", names: ["bangalore"], misspellings: ["banglore", "bangaluru", "bengalore", "bengalooru", "bangalor"] },
  { city: "Gurugram", names: ["gurgaon"], misspellings: ["gurugaon", "gurgram", "gurgoan"] },
  { city: "Mumbai", names: ["bombay"], misspellings: ["mumbay", "mumabi"] },
  { city: "Chennai", names: ["madras"], misspellings: ["chenai", "chennei"] },
  { city: "Kolkata", names: ["calcutta"], misspellings: ["kolkatta", "culcutta"] },
  { city: "Visakhapatnam", names: ["vizag", "vishakhapatnam", "visakha"], misspellings: ["vishakapatnam", "visakapatnam"] },
  { city: "Thiruvananthapuram", names: ["trivandrum"], misspellings: ["tiruvananthapuram", "thiruvanathapuram"] },
  { city: "Puducherry", names: ["pondicherry", "pondy"], misspellings: ["puduchery", "pondicheri"] },
  { city: "Kochi", names: ["cochin", "ernakulam"], misspellings: ["kochin"] },
  { city: "Mysuru", names: ["mysore"], misspellings: ["mysur"] },
  { city: "Vadodara", names: ["baroda"], misspellings: ["vadodra"] },
  { city: "Pune", names: ["poona", "pimpri chinchwad", "pimpri"] },
  { city: "Prayagraj", names: ["allahabad"], misspellings: ["alahabad"] },
  { city: "Kozhikode", names: ["calicut"], misspellings: ["kozhikkode"] },
  { city: "Mangaluru", names: ["mangalore"], misspellings: ["mangalooru"] },
  { city: "Hubballi", names: ["hubli", "hubli dharwad"] },
  { city: "Belagavi", names: ["belgaum"] },
  { city: "Kalaburagi", names: ["gulbarga"] },
  { city: "Bellary", names: ["ballari"] },
  { city: "Tiruchirappalli", names: ["trichy", "tiruchi"], misspellings: ["tiruchirapalli"] },
  { city: "Thrissur", names: ["trichur"] },
  { city: "Kollam", names: ["quilon"] },
  { city: "Panaji", names: ["panjim"] },
  { city: "Varanasi", names: ["banaras", "benares", "kashi"] },
  { city: "Hyderabad", names: ["secunderabad"], misspellings: ["hyderbad", "hydrabad", "secundrabad"] },
  { city: "Delhi", names: ["new delhi"], misspellings: ["dilli", "delhi ncr", "ncr", "national capital region"] },
  { city: "Navi Mumbai", names: ["new bombay", "vashi"] },
  { city: "Rajahmundry", names: ["rajamahendravaram"] },
  { city: "Brahmapur", names: ["berhampur"] },
  { city: "Ahmedabad", names: ["amdavad"], misspellings: ["ahemdabad", "ahmadabad"] },
  { city: "Bhubaneswar", names: ["bhubaneshwar"] },
  { city: "Guwahati", names: ["gauhati"] },
  { city: "Kanpur", names: ["cawnpore"] },
  { city: "Shimla", names: ["simla"] },
  { city: "Vijayawada", names: ["bezawada"] },
  { city: "Jabalpur", names: ["jubbulpore"] },
];

/**
 * The towns of the list that belong to a metro: a search bar naming the metro also finds jobs placed in them. All of
 * them lie within 50 km of the metro's coordinates, so the radius search agrees (place-names.test.ts checks it).
 * Delhi is Delhi NCR, as Indian job adverts use it.
 */
export const METRO_TOWNS: Readonly<Partial<Record<City, readonly City[]>>> = {
  Delhi: ["Noida", "Gurugram", "Ghaziabad", "Faridabad"],
  Mumbai: ["Thane", "Navi Mumbai", "Bhiwandi"],
  Kolkata: ["Howrah"],
};

/** How a typed place is looked up: lowercase, hyphens and dots as spaces, single spaces. */
export function placeKey(text: string): string {
  return text.toLowerCase().replace(/[-.]/g, " ").replace(/\s+/g, " ").trim();
}

const CITY_OF = new Map<string, City>();
for (const city of CITIES) CITY_OF.set(placeKey(city), city);
for (const entry of PLACE_NAMES) for (const name of [...entry.names, ...(entry.misspellings ?? [])]) CITY_OF.set(placeKey(name), entry.city);

/** The city of the list a typed place names (its own name, another name or a misspelling), or null. */
export function cityNamed(text: string): City | null {
  return CITY_OF.get(placeKey(text)) ?? null;
}

/**
 * A typed place as the city it names, and whether it was another name than the city's own ("Bangalore" → Bengaluru,
 * alias true), or null when it names no city of the list.
 */
export function resolvePlace(text: string): { city: City; typed: string; alias: boolean } | null {
  const city = cityNamed(text);
  if (!city) return null;
  return { city, typed: text.trim(), alias: placeKey(text) !== placeKey(city) };
}

/** The towns a metro's search bar also covers (METRO_TOWNS), none for any other city. */
export function metroTowns(city: City): readonly City[] {
  return METRO_TOWNS[city] ?? [];
}

/** Every name a job may spell a city with: the city's own (lowercase) and its other names in use. */
export function namesOf(city: City): string[] {
  const entry = PLACE_NAMES.find((one) => one.city === city);
  return [city.toLowerCase(), ...(entry?.names ?? [])];
}

/**
 * What a keyword naming a place matches: every name of the city and, for a metro, of its towns ("mumbai" finds
 * Bombay, Thane and Navi Mumbai). Null when the text names no city of the list.
 */
export function placeAlternatives(text: string): string[] | null {
  const city = cityNamed(text);
  if (!city) return null;
  return [...new Set([...namesOf(city), ...metroTowns(city).flatMap(namesOf)])];
}

/** Every name the lookup knows, lowercase, with the city it names (keyword suggestions complete them). */
export const PLACE_LOOKUP_NAMES: readonly { name: string; city: City }[] = [...CITY_OF.entries()].map(([name, city]) => ({ name, city }));

/** The most words any known place name has ("national capital region": 3). */
export const MAX_PLACE_WORDS = Math.max(...PLACE_LOOKUP_NAMES.map((one) => one.name.split(" ").length));
