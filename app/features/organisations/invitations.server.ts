import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { organisationInvitations, organisationMembers, organisations, user } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import type { OrgRole } from "~/lib/team-permissions";
import { hashInvitationToken, isInvitationTokenShape } from "./invitation-token.server";
import { invitation as m, ORG_ROLE_LABELS } from "./messages";
import { recordTeamAction } from "./team-audit.server";

/** What an invitation link leads to, for the person who opened it. */
export type InvitationState =
  | { kind: "invalid" | "expired" | "revoked" | "used"; message: string }
  | {
      kind: "open";
      email: string;
      organisation: string;
      role: OrgRole;
      roleLabel: string;
      inviter: string | null;
      /** What the signed-in visitor can do with it. */
      viewer: "signed-out" | "can-accept" | "wrong-account" | "not-employer" | "other-organisation";
    };

type Row = {
  id: number;
  organisationId: string;
  organisation: string;
  email: string;
  role: OrgRole;
  inviter: string | null;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
};

async function findByToken(token: string): Promise<Row | null> {
  if (!isInvitationTokenShape(token)) return null;
  const [row] = await db()
    .select({
      id: organisationInvitations.id,
      organisationId: organisationInvitations.organisationId,
      organisation: organisations.name,
      email: organisationInvitations.email,
      role: organisationInvitations.role,
      inviter: user.name,
      expiresAt: organisationInvitations.expiresAt,
      acceptedAt: organisationInvitations.acceptedAt,
      revokedAt: organisationInvitations.revokedAt,
    })
    .from(organisationInvitations)
    .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
    .leftJoin(user, eq(user.id, organisationInvitations.invitedBy))
    .where(eq(organisationInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  return row ?? null;
}

function closedState(row: Row | null, now = Date.now()): InvitationState | null {
  if (!row) return { kind: "invalid", message: m.invalid };
  if (row.acceptedAt) return { kind: "used", message: m.used };
  if (row.revokedAt) return { kind: "revoked", message: m.revoked };
  if (row.expiresAt.getTime() <= now) return { kind: "expired", message: m.expired };
  return null;
}

/** The invitation behind a link, as its page shows it to this visitor (signed in or not). */
export async function getInvitation({ actor, token }: { actor: MaybeActor; token: string }): Promise<InvitationState> {
  const row = await findByToken(token);
  const closed = closedState(row);
  if (closed || !row) return closed ?? { kind: "invalid", message: m.invalid };
  const viewer: Extract<InvitationState, { kind: "open" }>["viewer"] = !actor
    ? "signed-out"
    : actor.email.toLowerCase() !== row.email.toLowerCase()
      ? "wrong-account"
      : actor.isAdmin || actor.role !== "employer"
        ? "not-employer"
        : actor.membership && actor.membership.organisationId !== row.organisationId
          ? "other-organisation"
          : "can-accept";
  return { kind: "open", email: row.email, organisation: row.organisation, role: row.role, roleLabel: ORG_ROLE_LABELS[row.role], inviter: row.inviter, viewer };
}

/**
 * The open invitation for `email` behind `token`, or null: a sign-up through the link makes an employer account that
 * waits to accept it (no organisation of its own).
 */
export async function openInvitationFor(token: string, email?: string): Promise<{ email: string; organisation: string } | null> {
  const row = await findByToken(token);
  if (!row || closedState(row)) return null;
  if (email !== undefined && email.trim().toLowerCase() !== row.email.toLowerCase()) return null;
  return { email: row.email, organisation: row.organisation };
}

/**
 * The signed-in employer whose address the invitation was sent to joins the organisation with its role. One
 * conditional update takes the invitation (a link works once, until it expires or is revoked), the membership and the
 * audit row are written in the same transaction.
 */
export async function acceptInvitation({ actor, token, ip }: { actor: MaybeActor; token: string; ip?: string | null }): Promise<{ organisation: string }> {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  const state = await getInvitation({ actor, token });
  if (state.kind !== "open") throw new AppError(state.kind === "invalid" ? "not_found" : "conflict", state.message);
  if (state.viewer === "wrong-account") throw new AppError("forbidden", m.wrongAccount(state.email));
  if (state.viewer === "not-employer") throw new AppError("forbidden", m.notEmployer);
  if (state.viewer === "other-organisation") throw new AppError("conflict", m.otherOrganisation);
  const now = new Date();
  await db().transaction(async (tx) => {
    const [taken] = await tx
      .update(organisationInvitations)
      .set({ acceptedAt: now, acceptedBy: actor.userId })
      .where(
        and(
          eq(organisationInvitations.tokenHash, hashInvitationToken(token)),
          isNull(organisationInvitations.acceptedAt),
          isNull(organisationInvitations.revokedAt),
          gt(organisationInvitations.expiresAt, now),
          sql`lower(${organisationInvitations.email}) = ${actor.email.toLowerCase()}`,
        ),
      )
      .returning({ id: organisationInvitations.id, organisationId: organisationInvitations.organisationId, role: organisationInvitations.role });
    if (!taken) throw new AppError("conflict", m.used);
    // Already a member (a second invitation to the same organisation): the role of the newer invitation applies,
    // except that an owner stays the owner.
    await tx
      .insert(organisationMembers)
      .values({ organisationId: taken.organisationId, userId: actor.userId, role: taken.role, createdAt: now })
      .onConflictDoUpdate({
        target: organisationMembers.userId,
        set: { role: sql`case when ${organisationMembers.role} = 'owner' then 'owner' else excluded.role end` },
        setWhere: eq(organisationMembers.organisationId, taken.organisationId),
      });
    const [joined] = await tx.select({ organisationId: organisationMembers.organisationId }).from(organisationMembers).where(eq(organisationMembers.userId, actor.userId)).limit(1);
    if (joined?.organisationId !== taken.organisationId) throw new AppError("conflict", m.otherOrganisation);
    await recordTeamAction(tx, {
      actor,
      action: "team.invite-accept",
      targetType: "invitation",
      targetId: String(taken.id),
      organisationId: taken.organisationId,
      details: { role: taken.role },
      ip,
    });
  });
  return { organisation: state.organisation };
}
