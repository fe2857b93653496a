import { and, count, desc, eq, gte, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { organisationMembers, organisations, profiles, user } from "~/db/schema";
import { employerOrProfile, membershipOfAccount, organisationOfMembership } from "~/db/organisations.server";
import type { MaybeActor } from "~/lib/permissions";
import type { AccountQuery } from "./schema";
import { requireAccountManager } from "./require-admin.server";

export const ACCOUNTS_PAGE_SIZE = 25;

/** The text as a literal inside a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Accounts by name or e-mail, role, status and sign-up date, newest first (user_created_idx), a page at a time. */
export async function listAccounts({ actor, query }: { actor: MaybeActor; query: AccountQuery }) {
  requireAccountManager(actor);
  const where: SQL[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(user.email, pattern), ilike(user.name, pattern))!);
  }
  if (query.role) where.push(eq(profiles.role, query.role));
  if (query.status === "banned") where.push(eq(user.banned, true));
  if (query.status === "active") where.push(and(eq(user.banned, false), eq(user.emailVerified, true))!);
  if (query.status === "unconfirmed") where.push(eq(user.emailVerified, false));
  const verifiedAt = employerOrProfile("verifiedAt");
  if (query.status === "pending") where.push(and(eq(profiles.role, "employer"), isNull(verifiedAt))!);
  if (query.status === "verified") where.push(isNotNull(verifiedAt));
  if (query.joinedAfter) where.push(gte(user.createdAt, query.joinedAfter));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        banned: user.banned,
        twoFactorEnabled: user.twoFactorEnabled,
        createdAt: user.createdAt,
        role: profiles.role,
        company: sql<string | null>`coalesce(${organisations.name}, ${profiles.company})`,
        verifiedAt,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .leftJoin(organisationMembers, membershipOfAccount)
      .leftJoin(organisations, organisationOfMembership)
      .where(condition)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(ACCOUNTS_PAGE_SIZE)
      .offset((query.page - 1) * ACCOUNTS_PAGE_SIZE),
    db()
      .select({ n: count() })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .leftJoin(organisationMembers, membershipOfAccount)
      .leftJoin(organisations, organisationOfMembership)
      .where(condition),
  ]);
  return { accounts: rows, total: total?.n ?? 0 };
}
