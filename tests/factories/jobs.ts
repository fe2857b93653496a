// Test data for the jobs feature, written straight to the database (integration tests only).
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { ensureOwnOrganisation } from "~/db/organisations.server";
import { jobs, jobTeamMembers, organisationMembers, organisations, profiles, user, type NewJob } from "~/db/schema";
import type { JobInput } from "~/features/jobs/schema";
import type { Actor } from "~/lib/permissions";
import type { Membership, OrgRole } from "~/lib/team-permissions";

const DAY = 86_400_000;

/** Inserts a job with sensible defaults; `daysAgo` sets posted_date (and created_at) relative to now. */
export async function insertJob(overrides: Partial<NewJob> & { daysAgo?: number } = {}): Promise<number> {
  const { daysAgo = 1, ...rest } = overrides;
  // A job posted by a member belongs to the poster's organisation, as createJob does.
  if (rest.userId && rest.organisationId === undefined) {
    const [m] = await db().select({ organisationId: organisationMembers.organisationId }).from(organisationMembers).where(eq(organisationMembers.userId, rest.userId));
    rest.organisationId = m?.organisationId ?? null;
  }
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

/** A job as the job form sends it (a Locum in Pune, Neurology, 12 LPA), with `changes` over it. */
export function jobInput(changes: Partial<JobInput> = {}): JobInput {
  return {
    title: "Registrar",
    company: "Kaveri Hospital",
    location: "Pune",
    type: "Locum",
    specialty: "Neurology",
    description: "Registrar for the neurology ward.",
    salaryMin: 1_200_000,
    salaryMax: null,
    salaryUnit: "year",
    experienceMin: null,
    experienceMax: null,
    validThrough: null,
    featured: false,
    ...changes,
  } as JobInput;
}

/** A user account with its profile, returned as the actor the feature functions take. */
export async function createActor(role: "doctor" | "employer", options: { isAdmin?: boolean; name?: string; company?: string } = {}): Promise<Actor> {
  const id = crypto.randomUUID();
  const email = `${role}-${id.slice(0, 8)}@example.test`;
  const name = options.name ?? `${role} ${id.slice(0, 4)}`;
  await db().insert(user).values({ id, name, email, emailVerified: true });
  await db().insert(profiles).values({ id, userId: id, role, name, email, company: options.company ?? (role === "employer" ? "Acme Hospital" : null) });
  // A new employer owns a one-person organisation, as a sign-up gives it.
  if (role === "employer") await ensureOwnOrganisation(id);
  return { userId: id, email, name, role, isAdmin: options.isAdmin ?? false, membership: await membershipOf(id) };
}

/** The account's membership as the session reads it on each request: organisation, role, job teams. */
export async function membershipOf(userId: string): Promise<Membership | null> {
  const [m] = await db()
    .select({
      organisationId: organisationMembers.organisationId,
      role: organisationMembers.role,
      teamJobIds: sql<number[]>`(select coalesce(array_agg(${jobTeamMembers.jobId}), '{}') from ${jobTeamMembers} where ${jobTeamMembers.userId} = ${userId})`,
    })
    .from(organisationMembers)
    .where(eq(organisationMembers.userId, userId));
  return m ? { ...m, teamJobIds: m.teamJobIds.map(Number) } : null;
}

/** The actor again, as its next request would see it (its membership read afresh). */
export async function reloadActor(actor: Actor): Promise<Actor> {
  return { ...actor, membership: await membershipOf(actor.userId) };
}

/** A colleague: a new employer account joined to `owner`'s organisation with `role`, on the teams of `teamJobIds`. */
export async function createColleague(owner: Actor, role: OrgRole, options: { teamJobIds?: number[]; verified?: boolean } = {}): Promise<Actor> {
  const id = crypto.randomUUID();
  const email = `${role}-${id.slice(0, 8)}@example.test`;
  const name = `${role} ${id.slice(0, 4)}`;
  await db().insert(user).values({ id, name, email, emailVerified: true });
  await db().insert(profiles).values({ id, userId: id, role: "employer", name, email });
  await db().insert(organisationMembers).values({ organisationId: owner.membership!.organisationId, userId: id, role });
  for (const jobId of options.teamJobIds ?? []) await db().insert(jobTeamMembers).values({ jobId, userId: id });
  return { userId: id, email, name, role: "employer", isAdmin: false, verified: options.verified ?? owner.verified, membership: await membershipOf(id) };
}

/** The admin's approval of an employer, as a test shortcut: its organisation becomes verified (decision 091). */
export async function verifyEmployer(userId: string, at: Date | null = new Date()): Promise<void> {
  await ensureOwnOrganisation(userId);
  const organisationId = await organisationIdOf(userId);
  await db().update(organisations).set({ verifiedAt: at }).where(eq(organisations.id, organisationId!));
}

/** The organisation the account belongs to (null: none). */
export async function organisationIdOf(userId: string): Promise<string | null> {
  const [m] = await db().select({ organisationId: organisationMembers.organisationId }).from(organisationMembers).where(eq(organisationMembers.userId, userId));
  return m?.organisationId ?? null;
}

/** Sets columns of the account's organisation (its verification state, its age in the admin's queue). */
export async function updateOrganisationOf(userId: string, values: Partial<typeof organisations.$inferInsert>): Promise<void> {
  await ensureOwnOrganisation(userId);
  await db().update(organisations).set(values).where(eq(organisations.id, (await organisationIdOf(userId))!));
}
