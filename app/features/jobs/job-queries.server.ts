// SQL fragments shared by the jobs operations. Values always travel as parameters (drizzle's sql``).
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { jobPage } from "~/lib/messages";
import { formatJobSalary, formatRelativeDays } from "~/lib/format";
import type { JobCardData } from "./types";
import { employerVerified, jobSummaryColumns } from "~/db/job-lists.server";
import type { JobSummary } from "~/lib/job-summary";


/** Escapes LIKE wildcards so user text matches literally; the default escape character is the backslash. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An ILIKE pattern for "contains text", case-insensitively. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * Columns a job card needs (the description is cut down to a snippet in the database). The poster's state needs the
 * profiles join: `.leftJoin(organisations, posterOfJob)`.
 */
export const cardColumns = {
  ...jobSummaryColumns,
  featured: jobs.featured,
  postedDate: jobs.postedDate,
  snippet: sql<string | null>`left(${jobs.description}, 220)`,
  employerVerified,
};

export type CardRow = JobSummary & { featured: boolean; postedDate: Date; snippet: string | null; employerVerified: boolean | null };

/** Trims a snippet at a word boundary. */
function shorten(text: string | null, max = 180): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** What the browser gets for a card: display strings computed once here, nothing it does not show. */
export function toJobCard(row: CardRow, now: Date = new Date()): JobCardData {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    type: row.type,
    salary: formatJobSalary(row),
    featured: row.featured,
    postedDate: row.postedDate.toISOString(),
    postedLabel: formatRelativeDays(row.postedDate, now),
    snippet: shorten(row.snippet),
    employerVerified: row.employerVerified,
  };
}

/** The owner and featured flag of a job, for permission checks; AppError("not_found") when missing. */
export async function jobOwnership(id: number): Promise<{ id: number; userId: string | null; organisationId: string | null; featured: boolean }> {
  const [row] = await db().select({ id: jobs.id, userId: jobs.userId, organisationId: jobs.organisationId, featured: jobs.featured }).from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!row) throw new AppError("not_found", jobPage.notFound);
  return row;
}
