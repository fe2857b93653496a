import { and, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs, jobTeamMembers, organisationMembers } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { MaybeActor } from "~/lib/permissions";
import { JOB_SCOPED_ROLES, mayManageMember, type AssignableOrgRole, type OrgRole } from "~/lib/team-permissions";
import { team } from "./messages";
import { requireTeamManager, type Member } from "./require-member.server";
import { recordTeamAction } from "./team-audit.server";

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** The member `userId` of the manager's own organisation, locked for the change; refused for anyone else. */
async function memberOf(tx: Tx, me: Member, userId: string): Promise<{ role: OrgRole }> {
  const [row] = await tx
    .select({ role: organisationMembers.role })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.userId, userId), eq(organisationMembers.organisationId, me.membership.organisationId)))
    .for("update")
    .limit(1);
  if (!row) throw new AppError("not_found", team.notYourOrganisation);
  return row;
}

function refusal(target: OrgRole): string {
  return target === "owner" ? team.ownerUntouchable : team.onlyOwnerManagesAdmins;
}

/** The organisation's jobs among `jobIds`. */
function orgJobs(me: Member) {
  return db().select({ id: jobs.id }).from(jobs).where(eq(jobs.organisationId, me.membership.organisationId));
}

/**
 * An owner or admin gives a member another role. Nobody changes the owner this way, and only the owner makes or
 * unmakes an admin. A member leaving a job-scoped role keeps no job teams (they no longer mean anything).
 */
export async function changeMemberRole(input: { actor: MaybeActor; userId: string; role: AssignableOrgRole; ip?: string | null }): Promise<void> {
  const me = requireTeamManager(input.actor);
  if (input.userId === me.userId) throw new AppError("forbidden", team.cannotChangeSelf);
  await db().transaction(async (tx) => {
    const target = await memberOf(tx, me, input.userId);
    if (!mayManageMember(me.membership, target.role, input.role)) throw new AppError("forbidden", refusal(target.role));
    if (target.role === input.role) return;
    await tx.update(organisationMembers).set({ role: input.role }).where(eq(organisationMembers.userId, input.userId));
    if (!JOB_SCOPED_ROLES.includes(input.role)) {
      await tx.delete(jobTeamMembers).where(and(eq(jobTeamMembers.userId, input.userId), inArray(jobTeamMembers.jobId, orgJobs(me))));
    }
    await recordTeamAction(tx, {
      actor: me,
      action: "team.role-change",
      targetType: "user",
      targetId: input.userId,
      organisationId: me.membership.organisationId,
      details: { from: target.role, to: input.role },
      ip: input.ip,
    });
  });
}

/**
 * An owner or admin removes a member: the membership and its job teams go in one transaction, and since membership is
 * read with the session on every request, the person's next request is refused. The jobs they posted stay with the
 * organisation.
 */
export async function removeMember(input: { actor: MaybeActor; userId: string; ip?: string | null }): Promise<void> {
  const me = requireTeamManager(input.actor);
  if (input.userId === me.userId) throw new AppError("forbidden", team.cannotRemoveSelf);
  await db().transaction(async (tx) => {
    const target = await memberOf(tx, me, input.userId);
    if (!mayManageMember(me.membership, target.role)) throw new AppError("forbidden", refusal(target.role));
    await tx.delete(jobTeamMembers).where(and(eq(jobTeamMembers.userId, input.userId), inArray(jobTeamMembers.jobId, orgJobs(me))));
    await tx.delete(organisationMembers).where(and(eq(organisationMembers.userId, input.userId), eq(organisationMembers.organisationId, me.membership.organisationId)));
    await recordTeamAction(tx, {
      actor: me,
      action: "team.remove",
      targetType: "user",
      targetId: input.userId,
      organisationId: me.membership.organisationId,
      details: { role: target.role },
      ip: input.ip,
    });
  });
}

/** Puts a hiring manager or interviewer on the team of one of the organisation's jobs, or takes them off it. */
export async function setJobTeamMember(input: { actor: MaybeActor; userId: string; jobId: number; onTeam: boolean; ip?: string | null }): Promise<void> {
  const me = requireTeamManager(input.actor);
  await db().transaction(async (tx) => {
    const target = await memberOf(tx, me, input.userId);
    if (!JOB_SCOPED_ROLES.includes(target.role)) throw new AppError("conflict", team.jobTeamRoleOnly);
    const [job] = await tx
      .select({ id: jobs.id, title: jobs.title })
      .from(jobs)
      .where(and(eq(jobs.id, input.jobId), eq(jobs.organisationId, me.membership.organisationId)))
      .limit(1);
    if (!job) throw new AppError("not_found", team.jobNotInOrganisation);
    if (input.onTeam) await tx.insert(jobTeamMembers).values({ jobId: job.id, userId: input.userId }).onConflictDoNothing();
    else await tx.delete(jobTeamMembers).where(and(eq(jobTeamMembers.jobId, job.id), eq(jobTeamMembers.userId, input.userId)));
    await recordTeamAction(tx, {
      actor: me,
      action: input.onTeam ? "team.job-add" : "team.job-remove",
      targetType: "user",
      targetId: input.userId,
      organisationId: me.membership.organisationId,
      details: { jobId: job.id, jobTitle: job.title },
      ip: input.ip,
    });
  });
}
