// Shapes a search answers with (client-safe): the page of results, its count and the filter counts.
import type { JobCardData } from "~/features/jobs/types";

/** How many jobs matched: exact, or "at least" when counting stopped at the cap. */
export type MatchCount = { value: number; exact: boolean };

export type JobSearchResult = {
  jobs: JobCardData[];
  total: MatchCount;
  page: number;
  pageSize: number;
  hasNextPage: boolean;
  /** When close spellings found more than what was typed: what was typed, and the keyword the results are for. */
  spelling: { typed: string; corrected: string } | null;
  /** When no job had every word of the keyword: the words searched instead, and those left out (as typed, lowercase). */
  relaxed?: { keyword: string; left: string[] } | null;
  /** When the search named a city by another name ("Bangalore"): the city searched and the name as typed. */
  place?: { city: string; typed: string } | null;
};

/** The filters whose options show counts. */
export type FacetName = "types" | "specialties" | "cities" | "salary" | "experience" | "posted" | "radius";

/**
 * How many jobs each filter option would give for the current search (the other filters applied, not its own).
 * A filter in `estimated` was counted on a sample of the jobs (it would count more than the exact limit): its counts
 * are rounded estimates, and an option missing from it may still have a few jobs.
 */
export type SearchFacets = Record<FacetName, Record<string, number>> & { estimated: FacetName[] };

/** What one search gives: the page of results (with the number of matches) and, when asked, the filter counts. */
export type SearchAnswer = { page: JobSearchResult; facets: SearchFacets | null };
