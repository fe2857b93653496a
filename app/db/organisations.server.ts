import crypto from "node:crypto";
import { and, eq, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/lib/permissions";
import { memberMayInOrg } from "~/lib/team-permissions";
import { db } from "./client.server";
import { jobs, organisationInvitations, organisationMembers, organisations, profiles, user } from "./schema";

// What every list of an employer's jobs and every organisation write share (docs/decisions/091-organisations-and-roles.md).

/**
 * The jobs an actor works on, as a condition on `jobs`: every job for the admin, the organisation's jobs for its owner,
 * admins and recruiters, only the jobs whose team it is on for hiring managers and interviewers, none for anyone else
 * (an employer removed from its organisation included). Both branches are served by an index (organisation, or id).
 */
export function jobsVisibleTo(actor: Actor): SQL | undefined {
  if (actor.isAdmin) return undefined;
  const m = actor.membership;
  if (!m || actor.role !== "employer") return sql`false`;
  const own = eq(jobs.organisationId, m.organisationId);
  if (memberMayInOrg(m, "seeAllOrgJobs")) return own;
  return m.teamJobIds.length ? and(own, inArray(jobs.id, [...m.teamJobIds])) : sql`false`;
}

/** The id of the one-person organisation an employer account got at sign-up or by migration 0023. */
export function ownOrganisationId(userId: string): string {
  const h = crypto.createHash("md5").update(`organisation:${userId}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Makes a new employer account the owner of a one-person organisation named after its company (or its own name), as
 * the migration did for the existing ones. Does nothing for an account that is not an employer or already belongs to
 * an organisation, so it can run again safely. The id is derived from the account's as in migration 0023.
 */
export async function ensureOwnOrganisation(userId: string, database: Pick<ReturnType<typeof db>, "execute"> = db()): Promise<void> {
  await database.execute(sql`
    with p as (
      select id, coalesce(nullif(btrim(company), ''), name) as name, created_at from profiles
      where id = ${userId} and role = 'employer' and not exists (select 1 from ${organisationMembers} where user_id = ${userId})
    ), o as (
      insert into ${organisations} (id, name) select md5('organisation:' || p.id)::uuid, p.name from p
      on conflict (id) do nothing returning id
    )
    insert into ${organisationMembers} (organisation_id, user_id, role) select o.id, ${userId}, 'owner' from o
    on conflict (user_id) do nothing`);
}

/**
 * An account's verification as the admin's screens show it: an employer's is its organisation's (join
 * `organisationOfAccount` and `organisations`), a doctor's its profile's. Same for the other verification columns.
 */
export function employerOrProfile<T extends "verifiedAt" | "rejectedAt" | "verificationRequestedAt">(column: T) {
  return sql`case when ${profiles.role} = 'employer' then ${organisations[column]} else ${profiles[column]} end`.mapWith(organisations[column]);
}

export function employerOrProfileText<T extends "rejectionReason" | "orgType" | "orgRegistration" | "contactPerson" | "location">(column: T) {
  return sql<string | null>`case when ${profiles.role} = 'employer' then ${organisations[column]} else ${profiles[column]} end`;
}

/** Joins an account (`user`) to its membership. */
export const membershipOfAccount: SQL = eq(organisationMembers.userId, user.id);
export const organisationOfMembership: SQL = eq(organisations.id, organisationMembers.organisationId);

/** An invitation link's token is kept only as this hash. */
export function hashInvitationToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** Whether `token` is a waiting invitation (not accepted, revoked or expired) sent to `email`. */
export async function isOpenInvitation(token: string, email: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: organisationInvitations.id })
    .from(organisationInvitations)
    .where(
      and(
        eq(organisationInvitations.tokenHash, hashInvitationToken(token)),
        sql`lower(${organisationInvitations.email}) = ${email.trim().toLowerCase()}`,
        isNull(organisationInvitations.acceptedAt),
        isNull(organisationInvitations.revokedAt),
        gt(organisationInvitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return !!row;
}
