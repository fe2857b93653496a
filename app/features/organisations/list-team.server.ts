import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs, jobTeamMembers, organisationInvitations, organisationMembers, organisations, profiles, user } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { can, type MaybeActor } from "~/lib/permissions";
import type { OrgRole } from "~/lib/team-permissions";
import { team } from "./messages";
import { requireMember } from "./require-member.server";

export type TeamMember = { userId: string; name: string; email: string; role: OrgRole; joinedAt: Date; jobs: { id: number; title: string }[] };
export type PendingInvitation = { id: number; email: string; role: OrgRole; expiresAt: Date; expired: boolean };
export type TeamPage = {
  organisation: { id: string; name: string; verified: boolean };
  me: { userId: string; role: OrgRole; canManage: boolean };
  members: TeamMember[];
  invitations: PendingInvitation[];
  /** The organisation's jobs, newest first, to put a hiring manager or interviewer on (owners and admins only). */
  jobs: { id: number; title: string }[];
};

/** The Team tab: the organisation's members, their job teams and the waiting invitations; for owners, admins, recruiters. */
export async function listTeam({ actor }: { actor: MaybeActor }): Promise<TeamPage> {
  const me = requireMember(actor);
  if (!can.seeTeam(me)) throw new AppError("forbidden", team.cannotSeeTeam);
  const orgId = me.membership.organisationId;
  const canManage = can.manageTeam(me);
  const [org] = await db().select({ id: organisations.id, name: organisations.name, verifiedAt: organisations.verifiedAt }).from(organisations).where(eq(organisations.id, orgId)).limit(1);
  if (!org) throw new AppError("forbidden", team.notMember);
  const [members, teamJobs, invitations, orgJobs] = await Promise.all([
    db()
      .select({ userId: organisationMembers.userId, name: profiles.name, fallbackName: user.name, email: user.email, role: organisationMembers.role, joinedAt: organisationMembers.createdAt })
      .from(organisationMembers)
      .innerJoin(user, eq(user.id, organisationMembers.userId))
      .leftJoin(profiles, eq(profiles.id, organisationMembers.userId))
      .where(eq(organisationMembers.organisationId, orgId))
      .orderBy(asc(organisationMembers.createdAt), asc(organisationMembers.userId)),
    db()
      .select({ userId: jobTeamMembers.userId, id: jobs.id, title: jobs.title })
      .from(jobTeamMembers)
      .innerJoin(jobs, eq(jobs.id, jobTeamMembers.jobId))
      .innerJoin(organisationMembers, eq(organisationMembers.userId, jobTeamMembers.userId))
      .where(and(eq(organisationMembers.organisationId, orgId), eq(jobs.organisationId, orgId)))
      .orderBy(desc(jobs.createdAt)),
    db()
      .select({ id: organisationInvitations.id, email: organisationInvitations.email, role: organisationInvitations.role, expiresAt: organisationInvitations.expiresAt })
      .from(organisationInvitations)
      .where(and(eq(organisationInvitations.organisationId, orgId), isNull(organisationInvitations.acceptedAt), isNull(organisationInvitations.revokedAt)))
      .orderBy(desc(organisationInvitations.createdAt)),
    canManage
      ? db().select({ id: jobs.id, title: jobs.title }).from(jobs).where(eq(jobs.organisationId, orgId)).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(200)
      : Promise.resolve([]),
  ]);
  const now = Date.now();
  return {
    organisation: { id: org.id, name: org.name, verified: !!org.verifiedAt },
    me: { userId: me.userId, role: me.membership.role, canManage },
    members: members.map((m) => ({
      userId: m.userId,
      name: m.name ?? m.fallbackName,
      email: m.email,
      role: m.role,
      joinedAt: m.joinedAt,
      jobs: teamJobs.filter((j) => j.userId === m.userId).map(({ id, title }) => ({ id, title })),
    })),
    invitations: invitations.map((i) => ({ ...i, expired: i.expiresAt.getTime() <= now })),
    jobs: orgJobs,
  };
}
