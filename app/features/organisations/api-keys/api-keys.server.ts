import { and, count, desc, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { apiKeys, auditLog, organisations, profiles, user } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { MaybeActor } from "~/lib/permissions";
import { apiKeyTexts as t } from "../messages";
import { requireMember, type Member } from "../require-member.server";
import { newApiKey } from "./api-key-token.server";
import { MAX_ACTIVE_API_KEYS, type ApiKeyScope } from "./schema";
import { mayManageApiKeys } from "./api-key-rules";

export type ApiKeyRow = {
  id: number;
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  createdBy: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  lastUsedIp: string | null;
  revokedAt: Date | null;
};

export type ApiKeysPage = { organisation: { id: string; name: string }; keys: ApiKeyRow[] };

/** Owners and admins of an organisation manage its keys (a key acts with its creator's powers, which are theirs). */
function requireKeyManager(actor: MaybeActor): Member {
  const member = requireMember(actor);
  if (!mayManageApiKeys(member.membership)) throw new AppError("forbidden", t.cannotManage);
  return member;
}

/** The API keys tab: the organisation's keys, newest first (revoked ones stay listed, marked). */
export async function listApiKeys({ actor }: { actor: MaybeActor }): Promise<ApiKeysPage> {
  const me = requireKeyManager(actor);
  const orgId = me.membership.organisationId;
  const [org] = await db().select({ id: organisations.id, name: organisations.name }).from(organisations).where(eq(organisations.id, orgId)).limit(1);
  if (!org) throw new AppError("forbidden", t.cannotManage);
  const rows = await db()
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scope: apiKeys.scope,
      prefix: apiKeys.prefix,
      creatorName: profiles.name,
      creatorAccountName: user.name,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      lastUsedIp: apiKeys.lastUsedIp,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.createdBy))
    .leftJoin(profiles, eq(profiles.id, apiKeys.createdBy))
    .where(eq(apiKeys.organisationId, orgId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(200);
  return {
    organisation: org,
    keys: rows.map(({ creatorName, creatorAccountName, ...row }) => ({ ...row, createdBy: creatorName ?? creatorAccountName })),
  };
}

/** Makes a key for the actor's organisation, acting as the actor. The whole key is returned once, and never kept. */
export async function createApiKey({ actor, name, scope, ip }: { actor: MaybeActor; name: string; scope: ApiKeyScope; ip: string | null }) {
  const me = requireKeyManager(actor);
  const orgId = me.membership.organisationId;
  const key = newApiKey();
  return db().transaction(async (tx) => {
    const [active] = await tx.select({ n: count() }).from(apiKeys).where(and(eq(apiKeys.organisationId, orgId), isNull(apiKeys.revokedAt)));
    if ((active?.n ?? 0) >= MAX_ACTIVE_API_KEYS) throw new AppError("conflict", t.tooMany(MAX_ACTIVE_API_KEYS));
    const [row] = await tx.insert(apiKeys).values({ organisationId: orgId, createdBy: me.userId, name, scope, prefix: key.prefix, tokenHash: key.hash }).returning({ id: apiKeys.id });
    if (!row) throw new AppError("internal", t.actionFailed);
    await tx.insert(auditLog).values({
      actorId: me.userId,
      actorEmail: me.email,
      action: "api-key.create",
      targetType: "api_key",
      targetId: String(row.id),
      details: { organisationId: orgId, name, scope, prefix: key.prefix },
      ip,
    });
    return { id: row.id, name, scope, token: key.token, prefix: key.prefix };
  });
}

/** Revokes a key of the actor's organisation: the next call with it, on any instance, is refused (no key is cached). */
export async function revokeApiKey({ actor, keyId, ip }: { actor: MaybeActor; keyId: number; ip: string | null }): Promise<void> {
  const me = requireKeyManager(actor);
  const orgId = me.membership.organisationId;
  await db().transaction(async (tx) => {
    const [key] = await tx
      .select({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.organisationId, orgId)))
      .limit(1);
    if (!key) throw new AppError("not_found", t.keyNotFound);
    if (key.revokedAt) throw new AppError("conflict", t.alreadyRevoked);
    await tx.update(apiKeys).set({ revokedAt: new Date(), revokedBy: me.userId }).where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)));
    await tx.insert(auditLog).values({
      actorId: me.userId,
      actorEmail: me.email,
      action: "api-key.revoke",
      targetType: "api_key",
      targetId: String(keyId),
      details: { organisationId: orgId, name: key.name, prefix: key.prefix },
      ip,
    });
  });
}
