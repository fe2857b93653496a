import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { Actor } from "~/lib/permissions";
import { ORG_ROLES, type OrgRole } from "~/lib/team-permissions";
import { hashApiKey } from "./api-key-token.server";
import { mayManageApiKeys } from "./api-key-rules";
import type { ApiKeyScope } from "./schema";

export type ApiKeyCaller = { key: { id: number; prefix: string; scope: ApiKeyScope; organisationId: string }; actor: Actor };

/** Why a key was refused: unknown or revoked, or its member is no longer an owner or admin of its organisation. */
export type ApiKeyRefusal = "unknown" | "member";

type Row = {
  id: number;
  organisation_id: string;
  created_by: string;
  scope: ApiKeyScope;
  prefix: string;
  email: string;
  name: string;
  role: OrgRole | null;
  verified: boolean;
  team_job_ids: (number | string)[] | null;
};

/**
 * The caller behind a key, read from the database on every call (no cache: a revoke, a removal or a role change on any
 * instance holds from the next call). One statement finds the key by its hash, notes when and from where it was used,
 * and reads its creator's membership of the key's organisation as the session lookup reads a signed-in member's.
 */
export async function authenticateApiKey(token: string, ip: string | null): Promise<ApiKeyCaller | ApiKeyRefusal> {
  const result = await db().execute<Row>(sql`
    with used as (
      update api_keys set last_used_at = now(), last_used_ip = ${ip}
      where token_hash = ${hashApiKey(token)} and revoked_at is null
      returning id, organisation_id, created_by, scope, prefix
    )
    select used.id, used.organisation_id, used.created_by, used.scope, used.prefix, u.email,
      coalesce(p.name, u.name) as name, m.role, (o.verified_at is not null) as verified,
      (select coalesce(array_agg(t.job_id), '{}') from job_team_members t where t.user_id = used.created_by) as team_job_ids
    from used
    join "user" u on u.id = used.created_by
    join organisations o on o.id = used.organisation_id
    left join profiles p on p.id = used.created_by
    left join organisation_members m on m.user_id = used.created_by and m.organisation_id = used.organisation_id`);
  const row = result.rows[0];
  if (!row) return "unknown";
  const role = row.role && (ORG_ROLES as readonly string[]).includes(row.role) ? row.role : null;
  const membership = role ? { organisationId: row.organisation_id, role, teamJobIds: (row.team_job_ids ?? []).map(Number) } : null;
  if (!mayManageApiKeys(membership)) return "member";
  return {
    key: { id: Number(row.id), prefix: row.prefix, scope: row.scope, organisationId: row.organisation_id },
    actor: { userId: row.created_by, email: row.email, name: row.name, role: "employer", isAdmin: false, verified: row.verified, membership },
  };
}
