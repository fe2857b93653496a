import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles, user } from "~/db/schema";
import { env } from "~/env.server";
import type { MaybeActor } from "~/lib/permissions";
import { requireAccountManager } from "./require-admin.server";

/** At most this many at once: the admin works from the oldest, and the count says how many more wait. */
const QUEUE_PAGE = 100;

/**
 * Every employer waiting for a decision (not verified, not rejected), oldest account first
 * (profiles_verification_queue_idx), whether or not it has sent its organisation's details yet: one that never found
 * the form still shows, marked as such, so the admin can chase it or decide without them.
 */
export async function listVerificationQueue({ actor }: { actor: MaybeActor }) {
  requireAccountManager(actor);
  const rows = await db()
    .select({
      id: profiles.id,
      name: profiles.name,
      email: user.email,
      company: profiles.company,
      orgType: profiles.orgType,
      location: profiles.location,
      orgRegistration: profiles.orgRegistration,
      contactPerson: profiles.contactPerson,
      requestedAt: profiles.verificationRequestedAt,
      joinedAt: profiles.createdAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    // The admin's own account has an employer profile too, but nobody verifies the admin (better-auth stores
    // addresses lowercased, as ADMIN_EMAIL is).
    .where(and(eq(profiles.role, "employer"), isNull(profiles.verifiedAt), isNull(profiles.rejectedAt), ne(user.email, env().ADMIN_EMAIL)))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
    .limit(QUEUE_PAGE);
  return { items: rows.map(({ total: _total, ...item }) => item), total: rows[0]?.total ?? 0 };
}
