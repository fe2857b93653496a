import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { organisationInvitations, organisationMembers, organisations, user } from "~/db/schema";
import { env } from "~/env.server";
import { INVITATION_VALID_DAYS } from "~/lib/constants";
import { AppError } from "~/lib/errors";
import type { MaybeActor } from "~/lib/permissions";
import type { AssignableOrgRole } from "~/lib/team-permissions";
import { queueMail } from "~/services/mail/mail-queue.server";
import { organisationInvitationMail, siteUrl } from "~/services/mail/templates.server";
import { invitationExpiry, newInvitationToken } from "./invitation-token.server";
import { invitationMail, ORG_ROLE_LABELS, team } from "./messages";
import { requireTeamManager, type Member } from "./require-member.server";
import { recordTeamAction } from "./team-audit.server";

/** The link an invitation mail carries. */
export function invitationUrl(token: string): string {
  return siteUrl(`/invitations/${token}`);
}

async function mailInvitation(input: { to: string; token: string; role: AssignableOrgRole; inviter: string; organisation: string }) {
  const role = ORG_ROLE_LABELS[input.role];
  await queueMail({
    to: input.to,
    ...organisationInvitationMail({
      subject: invitationMail.subject(input.organisation),
      text: invitationMail.body(input.inviter, input.organisation, role, env().BRAND_NAME),
      buttonLabel: invitationMail.button,
      url: invitationUrl(input.token),
      muted: invitationMail.expiry(INVITATION_VALID_DAYS),
    }),
  });
}

async function organisationName(member: Member): Promise<string> {
  const [org] = await db().select({ name: organisations.name }).from(organisations).where(eq(organisations.id, member.membership.organisationId)).limit(1);
  return org?.name ?? "";
}

/**
 * An owner or admin invites a colleague by e-mail with a role (never owner; an admin only by the owner). The link is
 * mailed; only its hash is kept. Refused when the address already belongs to a member or has a waiting invitation.
 */
export async function inviteMember(input: { actor: MaybeActor; email: string; role: AssignableOrgRole; ip?: string | null }): Promise<{ id: number; token: string }> {
  const me = requireTeamManager(input.actor);
  if (input.role === "admin" && me.membership.role !== "owner") throw new AppError("forbidden", team.onlyOwnerManagesAdmins, { role: team.onlyOwnerManagesAdmins });
  const email = input.email.trim().toLowerCase();
  const orgId = me.membership.organisationId;
  const [member] = await db()
    .select({ id: user.id })
    .from(user)
    .innerJoin(organisationMembers, and(eq(organisationMembers.userId, user.id), eq(organisationMembers.organisationId, orgId)))
    .where(eq(user.email, email))
    .limit(1);
  if (member) throw new AppError("conflict", team.alreadyMember, { email: team.alreadyMember });
  const { token, tokenHash } = newInvitationToken();
  const now = new Date();
  const id = await db().transaction(async (tx) => {
    const [waiting] = await tx
      .select({ id: organisationInvitations.id })
      .from(organisationInvitations)
      .where(
        and(
          eq(organisationInvitations.organisationId, orgId),
          sql`lower(${organisationInvitations.email}) = ${email}`,
          isNull(organisationInvitations.acceptedAt),
          isNull(organisationInvitations.revokedAt),
          gt(organisationInvitations.expiresAt, now),
        ),
      )
      .limit(1);
    if (waiting) throw new AppError("conflict", team.alreadyInvited, { email: team.alreadyInvited });
    const [row] = await tx
      .insert(organisationInvitations)
      .values({ organisationId: orgId, email, role: input.role, tokenHash, invitedBy: me.userId, expiresAt: invitationExpiry(now), createdAt: now })
      .returning({ id: organisationInvitations.id });
    if (!row) throw new AppError("internal", team.actionFailed);
    await recordTeamAction(tx, { actor: me, action: "team.invite", targetType: "invitation", targetId: String(row.id), organisationId: orgId, details: { email, role: input.role }, ip: input.ip });
    return row.id;
  });
  await mailInvitation({ to: email, token, role: input.role, inviter: me.name, organisation: await organisationName(me) });
  return { id, token };
}

/** The organisation's invitation of this id, while it is neither accepted nor revoked. */
function pendingInvitation(invitationId: number, organisationId: string) {
  return and(
    eq(organisationInvitations.id, invitationId),
    eq(organisationInvitations.organisationId, organisationId),
    isNull(organisationInvitations.acceptedAt),
    isNull(organisationInvitations.revokedAt),
  );
}

/**
 * Sends a waiting (or expired) invitation again with a new link valid 7 more days: the old link stops working (its hash
 * is replaced). A revoked or accepted invitation is not sent again.
 */
export async function resendInvitation(input: { actor: MaybeActor; invitationId: number; ip?: string | null }): Promise<{ token: string; email: string }> {
  const me = requireTeamManager(input.actor);
  const orgId = me.membership.organisationId;
  const { token, tokenHash } = newInvitationToken();
  const row = await db().transaction(async (tx) => {
    const [updated] = await tx
      .update(organisationInvitations)
      .set({ tokenHash, expiresAt: invitationExpiry() })
      .where(pendingInvitation(input.invitationId, orgId))
      .returning({ id: organisationInvitations.id, email: organisationInvitations.email, role: organisationInvitations.role });
    if (!updated) throw new AppError("not_found", team.invitationNotFound);
    await recordTeamAction(tx, { actor: me, action: "team.invite-resend", targetType: "invitation", targetId: String(updated.id), organisationId: orgId, details: { email: updated.email }, ip: input.ip });
    return updated;
  });
  const role = row.role === "owner" ? "admin" : row.role;
  await mailInvitation({ to: row.email, token, role, inviter: me.name, organisation: await organisationName(me) });
  return { token, email: row.email };
}

/** Withdraws a waiting invitation: its link no longer works. */
export async function revokeInvitation(input: { actor: MaybeActor; invitationId: number; ip?: string | null }): Promise<void> {
  const me = requireTeamManager(input.actor);
  const orgId = me.membership.organisationId;
  await db().transaction(async (tx) => {
    const [updated] = await tx
      .update(organisationInvitations)
      .set({ revokedAt: new Date() })
      .where(pendingInvitation(input.invitationId, orgId))
      .returning({ id: organisationInvitations.id, email: organisationInvitations.email });
    if (!updated) throw new AppError("not_found", team.invitationNotFound);
    await recordTeamAction(tx, { actor: me, action: "team.invite-revoke", targetType: "invitation", targetId: String(updated.id), organisationId: orgId, details: { email: updated.email }, ip: input.ip });
  });
}
