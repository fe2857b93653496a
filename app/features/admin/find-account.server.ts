import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { organisationMembers, organisations, profiles, user } from "~/db/schema";
import { employerOrProfile, employerOrProfileText, membershipOfAccount, organisationOfMembership } from "~/db/organisations.server";
import { AppError } from "~/lib/errors";
import { accountAdmin } from "~/features/admin/messages";

/** An account with its profile, for an admin action on it; 404 when there is none. */
export async function findAccount(userId: string) {
  const [row] = await db()
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      banned: user.banned,
      banReason: user.banReason,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
      role: profiles.role,
      // An employer's organisation details and verification are its organisation's (decision 091).
      company: sql<string | null>`coalesce(${organisations.name}, ${profiles.company})`,
      organisationId: organisations.id,
      location: employerOrProfileText("location"),
      orgType: employerOrProfileText("orgType"),
      orgRegistration: employerOrProfileText("orgRegistration"),
      contactPerson: employerOrProfileText("contactPerson"),
      verifiedAt: employerOrProfile("verifiedAt"),
      verificationRequestedAt: employerOrProfile("verificationRequestedAt"),
      rejectedAt: employerOrProfile("rejectedAt"),
      rejectionReason: employerOrProfileText("rejectionReason"),
      registrationNumber: profiles.registrationNumber,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(organisationMembers, membershipOfAccount)
    .leftJoin(organisations, organisationOfMembership)
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) throw new AppError("not_found", accountAdmin.accountNotFound);
  return row;
}

export type AccountDetails = Awaited<ReturnType<typeof findAccount>>;
