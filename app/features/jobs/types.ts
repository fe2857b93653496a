// Shapes the jobs pages receive from their loaders (client-safe).

/** A job as a search-result or similar-job card shows it. */
export type JobCardData = {
  id: number;
  title: string;
  company: string;
  location: string;
  type: string;
  /** Display string: structured salary when known, else the free text, else "Not Disclosed". */
  salary: string;
  featured: boolean;
  /** ISO timestamp, for <time dateTime>. */
  postedDate: string;
  /** "Today", "3 days ago", or a short date. */
  postedLabel: string;
  snippet: string;
  /** The poster is a verified employer (true), waits for verification (false), or is gone (null): decision 081. */
  employerVerified: boolean | null;
};
