import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs, profiles, type Job } from "~/db/schema";
import type { MaybeActor } from "~/lib/permissions";
import { AppError } from "~/lib/errors";
import { jobs as jobMessages } from "~/lib/messages";
import { openJob } from "~/db/job-lists.server";
import { preparedQuery } from "~/db/prepared.server";

/** employerVerified: whether the poster's organisation is verified (null when the job has no poster any more). */
export type JobDetail = Omit<Job, "words" | "descriptionLc" | "applicantsMailedAt" | "city" | "latitude" | "longitude" | "salaryYear" | "searchText"> & {
  isOpen: boolean;
  employerVerified: boolean | null;
};

/** Largest id a jobs row can have (integer identity). */
const MAX_ID = 2_147_483_647;

/** Parses a job id from a URL: digits only, within the integer range; anything else is null. */
export function parseJobId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** The job page's job by id (prepared once: the page is public and its render cost counts, decision 060). */
const jobById = preparedQuery((database) =>
  database
    .select({
      id: jobs.id,
      userId: jobs.userId,
      title: jobs.title,
      company: jobs.company,
      description: jobs.description,
      location: jobs.location,
      type: jobs.type,
      specialty: jobs.specialty,
      salary: jobs.salary,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      salaryUnit: jobs.salaryUnit,
      featured: jobs.featured,
      postedDate: jobs.postedDate,
      validThrough: jobs.validThrough,
      closedAt: jobs.closedAt,
      experienceMin: jobs.experienceMin,
      experienceMax: jobs.experienceMax,
      createdAt: jobs.createdAt,
      updatedAt: jobs.updatedAt,
      isOpen: sql<boolean>`${openJob}`,
      employerVerified: sql<boolean | null>`case when ${profiles.id} is null then null else ${profiles.verifiedAt} is not null end`,
    })
    .from(jobs)
    .leftJoin(profiles, eq(profiles.id, jobs.userId))
    .where(eq(jobs.id, sql.placeholder("id")))
    .limit(1)
    .prepare("job_by_id"),
);

/**
 * One job by id, open or closed (closed jobs stay readable). Public: anyone may read a job.
 * Throws AppError("not_found") when there is no such job.
 */
export async function getJob({ id }: { actor: MaybeActor; id: number }): Promise<JobDetail> {
  const [row] = await jobById(db()).execute({ id });
  if (!row) throw new AppError("not_found", jobMessages.notFound);
  return row;
}
