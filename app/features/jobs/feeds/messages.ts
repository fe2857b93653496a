// Texts of the job feeds, the job page's closed and removed states, and the /jobs page's feed link.
import { formatCount } from "~/lib/format";

export const feeds = {
  /** The /jobs page's link to the feed of the search it shows. */
  followSearch: "Follow this search in a feed reader",
  /** The <link rel="alternate"> title of that feed. */
  searchFeedLinkTitle: (brand: string) => `${brand} jobs for this search (RSS)`,
  searchFeedTitle: (brand: string, what: string) => (what ? `${what} – doctor jobs on ${brand}` : `Doctor jobs on ${brand}`),
  searchFeedDescription: (brand: string) => `The newest doctor jobs in India on ${brand} matching this search.`,
  itemTitle: (title: string, company: string, location: string) => `${title} – ${company}, ${location}`,
  itemSalary: (salary: string) => `Salary: ${salary}`,
  experience: (min: number | null, max: number | null) =>
    min != null && max != null
      ? min === max
        ? formatCount(min, "year")
        : `${min}–${max} years`
      : min != null
        ? `${min}+ years`
        : max != null
          ? `Up to ${formatCount(max, "year")}`
          : "",
  /** The job page of a job that has been removed (410). */
  removedTitle: "This job has been removed",
  removedText: "The employer has taken this job down, so it no longer accepts applications.",
  searchSimilar: (what: string) => `Search ${what} jobs`,
  searchAll: "Search all doctor jobs",
} as const;
