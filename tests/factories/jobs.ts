// Test data for the jobs feature, written straight to the database (integration tests only).
import crypto from "node:crypto";
import { db } from "~/db/client.server";
import { jobs, profiles, user, type NewJob } from "~/db/schema";
import type { Actor } from "~/lib/permissions";

const DAY = 86_400_000;

/** Inserts a job with sensible defaults; `daysAgo` sets posted_date (and created_at) relative to now. */
export async function insertJob(overrides: Partial<NewJob> & { daysAgo?: number } = {}): Promise<number> {
  const { daysAgo = 1, ...rest } = overrides;
  const posted = new Date(Date.now() - daysAgo * DAY);
  const [row] = await db()
    .insert(jobs)
    .values({
      title: "Medical Officer",
      company: "Test Hospital",
      location: "Pune",
      type: "Full-time",
      description: "A role in a busy general hospital.",
      postedDate: posted,
      createdAt: posted,
      updatedAt: posted,
      ...rest,
    })
    .returning({ id: jobs.id });
  return row!.id;
}

/** A user account with its profile, returned as the actor the feature functions take. */
export async function createActor(role: "doctor" | "employer", options: { isAdmin?: boolean; name?: string; company?: string } = {}): Promise<Actor> {
  const id = crypto.randomUUID();
  const email = `${role}-${id.slice(0, 8)}@example.test`;
  const name = options.name ?? `${role} ${id.slice(0, 4)}`;
  await db().insert(user).values({ id, name, email, emailVerified: true });
  await db().insert(profiles).values({ id, userId: id, role, name, email, company: options.company ?? (role === "employer" ? "Acme Hospital" : null) });
  return { userId: id, email, name, role, isAdmin: options.isAdmin ?? false };
}
