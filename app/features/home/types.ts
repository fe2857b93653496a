// Shapes of the home page data, shared by the server queries and the client sections.
import type { JobSummary } from "~/lib/job-summary";

/** employerVerified: the poster is a verified employer, waits for verification (false), or is gone (null). */
export type FeaturedJob = JobSummary & { specialty: string | null; postedDate: Date; employerVerified: boolean | null };
export type HomeReview = { id: number; name: string; review: string; rating: number; avatarUrl: string | null; createdAt: Date };
export type HomeClient = { id: number; name: string; logoUrl: string | null };

export type HomeData = {
  featuredJobs: FeaturedJob[];
  /** null when the query failed: the section shows the spec's "Could not fetch ..." notice. */
  reviews: HomeReview[] | null;
  clients: HomeClient[] | null;
};

