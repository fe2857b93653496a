import { canonicalSpecialty, DIRECTORY_SPECIALTIES, type Specialty } from "~/lib/constants";

// The directory filter offers the spec's 26 entries under their one name from SPECIALTIES (docs/decisions/010), and
// profiles store those same names, so matching is exact. Older links still name a filter the way the spec's list
// wrote it ("Radiologist", "ENT", "Gynecology") or in another case or spelling: they go through SPECIALTY_ALIASES.

export type DirectorySpecialty = (typeof DIRECTORY_SPECIALTIES)[number];

/**
 * The directory filter a `specialty` query value selects: a filter entry by its name in any case, or by another name
 * of its specialty (SPECIALTY_ALIASES); "All" for nothing, "All" and anything that is not one of the filter's entries.
 */
export function directorySpecialty(value: string | null | undefined): DirectorySpecialty {
  const specialty = value ? canonicalSpecialty(value) : null;
  return specialty && (DIRECTORY_SPECIALTIES as readonly string[]).includes(specialty) ? (specialty as Specialty & DirectorySpecialty) : "All";
}

/** The exact specialization values a directory filter accepts (null = All, no filter). */
export function specializationsForFilter(filter: string | null | undefined): string[] | null {
  const specialty = directorySpecialty(filter);
  return specialty === "All" ? null : [specialty];
}
