import { and, desc, eq, sql } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { googleReviews, jobs, organisations, trustedClients } from "~/db/schema";
import { FEATURED_JOBS_ON_HOME } from "~/lib/constants";
import { logger } from "~/services/logger.server";
import type { FeaturedJob, HomeClient, HomeData, HomeReview } from "./types";
import { employerVerified, jobSummaryColumns, openJob, posterOfJob, resultsOrder } from "~/db/job-lists.server";

// The home page shows a handful of these; the admin manages the full lists elsewhere.
const HOME_REVIEWS_LIMIT = 12;
const HOME_CLIENTS_LIMIT = 24;

/** The open featured jobs, newest first (the limit is the caller's), with their posters' state in the same read. */
export function featuredJobsSelect(database: Pick<Db, "select">) {
  return (
    database
      .select({ ...jobSummaryColumns, specialty: jobs.specialty, postedDate: jobs.postedDate, employerVerified })
      .from(jobs)
      .leftJoin(organisations, posterOfJob)
      .where(and(eq(jobs.featured, true), openJob))
      // The lists' order (featured first: all of these are), which jobs_order_idx has: the newest are read from the
      // index. Plain `desc` (nulls first) did not match it: every featured job was read and sorted (10 ms at 100,000).
      .orderBy(...resultsOrder)
      .$dynamic()
  );
}

// The three lists are prepared once per database handle (decision 060): every view of the home page asks them, and
// building a query through drizzle cost more CPU than PostgreSQL spends answering these.
const featuredJobsQuery = preparedQuery((database) => featuredJobsSelect(database).limit(sql.placeholder("limit")).prepare("home_featured_jobs"));

const reviewsQuery = preparedQuery((database) =>
  database
    .select({
      id: googleReviews.id,
      name: googleReviews.name,
      review: googleReviews.review,
      rating: googleReviews.rating,
      avatarUrl: googleReviews.avatarUrl,
      createdAt: googleReviews.createdAt,
    })
    .from(googleReviews)
    .orderBy(desc(googleReviews.createdAt), desc(googleReviews.id))
    .limit(sql.placeholder("limit"))
    .prepare("home_reviews"),
);

const clientsQuery = preparedQuery((database) =>
  database
    .select({ id: trustedClients.id, name: trustedClients.name, logoUrl: trustedClients.logoUrl })
    .from(trustedClients)
    .orderBy(desc(trustedClients.createdAt), desc(trustedClients.id))
    .limit(sql.placeholder("limit"))
    .prepare("home_clients"),
);

/** Spec 7.2: featured jobs, newest posted_date first, at most 3; closed listings (valid_through passed) are left out. */
export async function listFeaturedJobs(limit = FEATURED_JOBS_ON_HOME): Promise<FeaturedJob[]> {
  return featuredJobsQuery(db()).execute({ limit });
}

/** Google reviews, newest first. */
export async function listHomeReviews(limit = HOME_REVIEWS_LIMIT): Promise<HomeReview[]> {
  return reviewsQuery(db()).execute({ limit });
}

/** Trusted clients, newest first. */
export async function listHomeClients(limit = HOME_CLIENTS_LIMIT): Promise<HomeClient[]> {
  return clientsQuery(db()).execute({ limit });
}

type HomeQueries = {
  featuredJobs: () => Promise<FeaturedJob[]>;
  reviews: () => Promise<HomeReview[]>;
  clients: () => Promise<HomeClient[]>;
};

const defaultQueries: HomeQueries = { featuredJobs: listFeaturedJobs, reviews: listHomeReviews, clients: listHomeClients };

/**
 * Everything the home page needs from the database. One failing query never takes the page down: a failed
 * featured-jobs query is only logged (spec 8) and the section is left out; reviews and clients report null.
 */
export async function getHomeData(queries: HomeQueries = defaultQueries): Promise<HomeData> {
  const [featuredJobs, reviews, clients] = await Promise.all([
    queries.featuredJobs().catch((err: unknown) => {
      logger().error({ err }, "home: could not fetch featured jobs");
      return [];
    }),
    queries.reviews().catch((err: unknown) => {
      logger().error({ err }, "home: could not fetch Google reviews");
      return null;
    }),
    queries.clients().catch((err: unknown) => {
      logger().error({ err }, "home: could not fetch trusted clients");
      return null;
    }),
  ]);
  return { featuredJobs, reviews, clients };
}
