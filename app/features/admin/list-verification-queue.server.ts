import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles, user } from "~/db/schema";
import type { MaybeActor } from "~/lib/permissions";
import { requireAccountManager } from "./require-admin.server";

/** Employers who asked to be verified and wait for a decision, oldest request first (profiles_verification_queue_idx). */
export async function listVerificationQueue({ actor }: { actor: MaybeActor }) {
  requireAccountManager(actor);
  return db()
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
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(eq(profiles.role, "employer"), isNull(profiles.verifiedAt), isNull(profiles.rejectedAt), isNotNull(profiles.verificationRequestedAt)))
    .orderBy(asc(profiles.verificationRequestedAt))
    .limit(100);
}
