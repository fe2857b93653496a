import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles, user } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { trust } from "~/lib/messages";

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
      company: profiles.company,
      location: profiles.location,
      orgType: profiles.orgType,
      orgRegistration: profiles.orgRegistration,
      contactPerson: profiles.contactPerson,
      verifiedAt: profiles.verifiedAt,
      verificationRequestedAt: profiles.verificationRequestedAt,
      rejectedAt: profiles.rejectedAt,
      rejectionReason: profiles.rejectionReason,
      registrationNumber: profiles.registrationNumber,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) throw new AppError("not_found", trust.accountNotFound);
  return row;
}

export type AccountDetails = Awaited<ReturnType<typeof findAccount>>;
