import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { organisationMembers, organisations, profiles, user } from "~/db/schema";
import { env } from "~/env.server";
import type { MaybeActor } from "~/lib/permissions";
import { requireAccountManager } from "./require-admin.server";

/** At most this many at once: the admin works from the oldest, and the count says how many more wait. */
const QUEUE_PAGE = 100;

/**
 * Every organisation waiting for a decision (not verified, not rejected), oldest first
 * (organisations_verification_queue_idx), whether or not it has sent its details yet: one that never found the form
 * still shows, marked as such, so the admin can chase it or decide without them. Each is shown with its owner, the
 * account the admin's actions name (they act on the owner's organisation, decision 091).
 */
export async function listVerificationQueue({ actor }: { actor: MaybeActor }) {
  requireAccountManager(actor);
  const rows = await db()
    .select({
      id: organisationMembers.userId,
      organisationId: organisations.id,
      name: profiles.name,
      email: user.email,
      company: organisations.name,
      orgType: organisations.orgType,
      location: organisations.location,
      orgRegistration: organisations.orgRegistration,
      contactPerson: organisations.contactPerson,
      requestedAt: organisations.verificationRequestedAt,
      joinedAt: organisations.createdAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(organisations)
    .innerJoin(organisationMembers, and(eq(organisationMembers.organisationId, organisations.id), eq(organisationMembers.role, "owner")))
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .innerJoin(profiles, eq(profiles.id, organisationMembers.userId))
    // The admin's own account owns an organisation too, but nobody verifies the admin (better-auth stores addresses
    // lowercased, as ADMIN_EMAIL is).
    .where(and(isNull(organisations.verifiedAt), isNull(organisations.rejectedAt), ne(user.email, env().ADMIN_EMAIL)))
    .orderBy(asc(organisations.createdAt), asc(organisations.id))
    .limit(QUEUE_PAGE);
  return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? 0 };
}
