// The directory filter list (spec 3, 26 items) and the profile specialization list (32 items) differ:
// "Radiologist" vs "Radiology", "ENT" vs "ENT (Otolaryngology)". The spec asks for an exact match, so each
// filter value is mapped to the one profile specialization it stands for, and matched exactly against that.
const FILTER_TO_SPECIALIZATION: Record<string, string> = {
  Gynecology: "Gynecology (Obstetrics & Gynecology)",
  Radiologist: "Radiology",
  Psychiatrist: "Psychiatry",
  ENT: "ENT (Otolaryngology)",
  Ophthalmologist: "Ophthalmology",
  Pulmonologist: "Pulmonology",
  Urologist: "Urology",
  Nephrologist: "Nephrology",
  "Plastic Surgeons": "Plastic Surgery",
};

/** The exact specialization values a directory filter accepts (null = All, no filter). */
export function specializationsForFilter(filter: string | null | undefined): string[] | null {
  if (!filter || filter === "All") return null;
  const mapped = FILTER_TO_SPECIALIZATION[filter];
  // Directory profiles made by the admin may also carry the short form itself (e.g. "Gynecology").
  return mapped ? [mapped, filter] : [filter];
}
