import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applications, auditLog, devMailbox, organisationInvitations, organisationMembers, profiles, user } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import type { Actor } from "~/lib/permissions";
import { loadPipeline } from "~/features/applications/pipeline-board.server";
import { moveApplication } from "~/features/applications/stage-moves.server";
import { REJECTION_REASONS } from "~/features/applications/messages";
import { ensureJobStages } from "~/features/applications/job-stages.server";
import { listEmployerJobs } from "~/features/jobs/list-employer-jobs.server";
import { updateJob } from "~/features/jobs/update-job.server";
import { createActor, createColleague, insertJob, membershipOf, reloadActor } from "./factories/jobs";
import { eventually } from "./support/eventually";
import { hashInvitationToken } from "~/features/organisations/invitation-token.server";
import { acceptInvitation, getInvitation } from "~/features/organisations/invitations.server";
import { inviteMember, resendInvitation, revokeInvitation } from "~/features/organisations/invite-member.server";
import { listTeam } from "~/features/organisations/list-team.server";
import { changeMemberRole, removeMember, setJobTeamMember } from "~/features/organisations/manage-member.server";
import { invitation as inv, team } from "~/features/organisations/messages";

/** The job's applicants as its pipeline list shows them (first page, every stage). */
async function listApplicants({ actor, jobId }: { actor: Actor; jobId: number }) {
  const pipeline = await loadPipeline({ actor, jobId, query: { view: "list", stageId: null, page: 1, moved: null, confirm: null } });
  return { job: pipeline.job, applicants: pipeline.list?.applicants ?? [] };
}

/** Moves an application to the stage of its job with this name. */
async function moveTo({ actor, applicationId, jobId, stage }: { actor: Actor; applicationId: number; jobId: number; stage: string }) {
  const target = (await ensureJobStages(jobId)).find((s) => s.name === stage)!;
  return moveApplication({ actor, applicationId, toStageId: target.id, reason: stage === "Rejected" ? REJECTION_REASONS[0] : null });
}

// Organisations on the real database: invitations, roles, removal, and the refusals of decision 091.

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** A new employer account (not yet in any organisation), as a sign-up from an invitation leaves it. */
async function invitee(email: string): Promise<Actor> {
  const id = crypto.randomUUID();
  await db().insert(user).values({ id, name: email, email, emailVerified: true });
  await db().insert(profiles).values({ id, userId: id, role: "employer", name: email, email });
  return { userId: id, email, name: email, role: "employer", isAdmin: false, membership: null };
}

async function auditActions(organisationId: string): Promise<string[]> {
  const rows = await db().select({ action: auditLog.action, details: auditLog.details }).from(auditLog).orderBy(auditLog.id);
  return rows.filter((r) => r.details.organisationId === organisationId).map((r) => r.action);
}

/** The token of the newest invitation mail to `email` (the link's last segment). */
async function mailedToken(email: string): Promise<string> {
  const mail = await eventually(async () => (await db().select().from(devMailbox).where(eq(devMailbox.to, email)).orderBy(desc(devMailbox.id)))[0]);
  const match = /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(match, "an invitation link in the mail").toBeTruthy();
  return match![1]!;
}

let owner: Actor, otherOwner: Actor, doctor: Actor;
let jobA = 0, jobB = 0, otherJob = 0;
let doctorApplication = 0;

beforeAll(async () => {
  owner = await createActor("employer", { name: "Owner One", company: "Sunrise Hospital" });
  owner = { ...owner, verified: true };
  otherOwner = await createActor("employer", { name: "Owner Two", company: "Other Clinic" });
  doctor = await createActor("doctor");
  jobA = await insertJob({ title: "Cardiologist", userId: owner.userId });
  jobB = await insertJob({ title: "Neurologist", userId: owner.userId });
  otherJob = await insertJob({ title: "Other clinic's job", userId: otherOwner.userId });
  const [app] = await db().insert(applications).values({ jobId: jobA, doctorId: doctor.userId }).returning({ id: applications.id });
  doctorApplication = app!.id;
});

describe("invitations", () => {
  it("an owner invites by e-mail; the mail carries a link whose token is stored only as its SHA-256 hash; accepting joins with the role", async () => {
    const email = `recruiter-${crypto.randomUUID().slice(0, 6)}@example.test`;
    const { id } = await inviteMember({ actor: owner, email, role: "recruiter" });
    const token = await mailedToken(email);
    const [row] = await db().select().from(organisationInvitations).where(eq(organisationInvitations.id, id));
    expect(row!.tokenHash).toBe(hashInvitationToken(token));
    expect(row!.tokenHash).not.toContain(token);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    expect(await getInvitation({ actor: null, token })).toMatchObject({ kind: "open", viewer: "signed-out", role: "recruiter" });
    const joiner = await invitee(email);
    await acceptInvitation({ actor: joiner, token });
    const membership = await membershipOf(joiner.userId);
    expect(membership).toMatchObject({ organisationId: owner.membership!.organisationId, role: "recruiter" });

    // The link works once.
    expect(await getInvitation({ actor: joiner, token })).toMatchObject({ kind: "used", message: inv.used });
    expect((await refusal(acceptInvitation({ actor: joiner, token }))).message).toBe(inv.used);
    expect(await auditActions(owner.membership!.organisationId)).toEqual(expect.arrayContaining(["team.invite", "team.invite-accept"]));
  });

  it("a wrong account, a doctor, a member of another organisation, an expired, revoked or unknown link are refused with their reason", async () => {
    const email = `hm-${crypto.randomUUID().slice(0, 6)}@example.test`;
    await inviteMember({ actor: owner, email, role: "hiring_manager" });
    const token = await mailedToken(email);
    expect(await getInvitation({ actor: otherOwner, token })).toMatchObject({ kind: "open", viewer: "wrong-account" });
    expect((await refusal(acceptInvitation({ actor: otherOwner, token }))).message).toBe(inv.wrongAccount(email));
    expect((await refusal(acceptInvitation({ actor: { ...doctor, email }, token }))).message).toBe(inv.notEmployer);
    expect((await refusal(acceptInvitation({ actor: { ...otherOwner, email }, token }))).message).toBe(inv.otherOrganisation);

    await db().update(organisationInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(organisationInvitations.tokenHash, hashInvitationToken(token)));
    expect(await getInvitation({ actor: null, token })).toMatchObject({ kind: "expired", message: inv.expired });
    expect((await refusal(acceptInvitation({ actor: await invitee(email.replace("@", "+x@")), token }))).code).toBe("conflict");

    // Resend: a new link for 7 more days; the old one no longer works.
    const [row] = await db().select().from(organisationInvitations).where(eq(organisationInvitations.tokenHash, hashInvitationToken(token)));
    await resendInvitation({ actor: owner, invitationId: row!.id });
    const fresh = await eventually(async () => {
      const t = await mailedToken(email);
      return t !== token ? t : null;
    });
    expect(await getInvitation({ actor: null, token })).toMatchObject({ kind: "invalid" });
    expect(await getInvitation({ actor: null, token: fresh })).toMatchObject({ kind: "open" });

    await revokeInvitation({ actor: owner, invitationId: row!.id });
    expect(await getInvitation({ actor: null, token: fresh })).toMatchObject({ kind: "revoked", message: inv.revoked });
    expect(await getInvitation({ actor: null, token: "not-a-token" })).toMatchObject({ kind: "invalid", message: inv.invalid });
    expect(await auditActions(owner.membership!.organisationId)).toEqual(expect.arrayContaining(["team.invite-resend", "team.invite-revoke"]));
  });

  it("only owners and admins invite; an admin cannot invite an admin; an address already invited or a member is refused", async () => {
    const recruiter = await createColleague(owner, "recruiter");
    const interviewer = await createColleague(owner, "interviewer", { teamJobIds: [jobA] });
    for (const who of [recruiter, interviewer, doctor]) {
      const error = await refusal(inviteMember({ actor: who, email: "x@example.test", role: "recruiter" }));
      expect(error.status).toBe(403);
    }
    const admin = await createColleague(owner, "admin");
    expect((await refusal(inviteMember({ actor: admin, email: "y@example.test", role: "admin" }))).message).toBe(team.onlyOwnerManagesAdmins);
    expect((await refusal(inviteMember({ actor: owner, email: recruiter.email, role: "interviewer" }))).message).toBe(team.alreadyMember);
    await inviteMember({ actor: admin, email: "twice@example.test", role: "interviewer" });
    expect((await refusal(inviteMember({ actor: owner, email: "TWICE@example.test", role: "interviewer" }))).message).toBe(team.alreadyInvited);
    // Another organisation's owner cannot revoke or resend this organisation's invitation.
    const [row] = await db().select().from(organisationInvitations).where(eq(organisationInvitations.email, "twice@example.test"));
    expect((await refusal(revokeInvitation({ actor: otherOwner, invitationId: row!.id }))).code).toBe("not_found");
    expect((await refusal(resendInvitation({ actor: otherOwner, invitationId: row!.id }))).code).toBe("not_found");
  });
});

describe("what each role sees and does", () => {
  it("a recruiter sees every job of the organisation and its applicants, edits them and moves candidates; never another organisation's", async () => {
    const recruiter = await createColleague(owner, "recruiter");
    const list = await listEmployerJobs({ actor: recruiter, page: 1 });
    expect(list.jobs.map((j) => j.id).sort()).toEqual([jobA, jobB].sort());
    expect((await listApplicants({ actor: recruiter, jobId: jobA })).applicants.map((a) => a.id)).toContain(doctorApplication);
    await updateJob({ actor: recruiter, id: jobB, input: { title: "Neurologist (edited)", company: "Sunrise Hospital", location: "Pune", type: "Full-time", specialty: "Neurology", salary: "", salaryMin: null, salaryMax: null, salaryUnit: null, experienceMin: null, experienceMax: null, description: "", validThrough: null, featured: false } });
    expect((await refusal(listApplicants({ actor: recruiter, jobId: otherJob }))).status).toBe(403);
    expect((await listTeam({ actor: otherOwner })).members.map((m) => m.userId)).not.toContain(recruiter.userId);
    expect((await listTeam({ actor: recruiter })).me.canManage).toBe(false);
  });

  it("an interviewer sees only the jobs it is on, reads their candidates, and cannot move them nor open the Team tab", async () => {
    const interviewer = await createColleague(owner, "interviewer", { teamJobIds: [jobA] });
    const list = await listEmployerJobs({ actor: interviewer, page: 1 });
    expect(list.jobs.map((j) => j.id)).toEqual([jobA]);
    expect((await listApplicants({ actor: interviewer, jobId: jobA })).applicants).toHaveLength(1);
    expect((await refusal(listApplicants({ actor: interviewer, jobId: jobB }))).status).toBe(403);
    const move = await refusal(moveTo({ actor: interviewer, applicationId: doctorApplication, jobId: jobA, stage: "Interview" }));
    expect(move.status).toBe(403);
    expect(move.message).toBe(validation.permissionDenied);
    expect((await refusal(listTeam({ actor: interviewer }))).message).toBe(team.cannotSeeTeam);
  });

  it("a hiring manager acts on its team's jobs only", async () => {
    const manager = await createColleague(owner, "hiring_manager", { teamJobIds: [jobA] });
    await moveTo({ actor: manager, applicationId: doctorApplication, jobId: jobA, stage: "Interview" });
    expect((await refusal(listApplicants({ actor: manager, jobId: jobB }))).status).toBe(403);
  });

  it("another organisation's member is refused on every job of this one", async () => {
    const foreignRecruiter = await createColleague(otherOwner, "recruiter");
    expect((await listEmployerJobs({ actor: foreignRecruiter, page: 1 })).jobs.map((j) => j.id)).toEqual([otherJob]);
    expect((await refusal(listApplicants({ actor: foreignRecruiter, jobId: jobA }))).status).toBe(403);
    expect((await refusal(moveTo({ actor: foreignRecruiter, applicationId: doctorApplication, jobId: jobA, stage: "Rejected" }))).status).toBe(403);
    expect((await refusal(removeMember({ actor: otherOwner, userId: owner.userId }))).message).toBe(team.notYourOrganisation);
  });
});

describe("changing and removing members", () => {
  it("a removed member's next request is refused: membership is read afresh, its job teams are gone", async () => {
    const recruiter = await createColleague(owner, "recruiter");
    expect((await listApplicants({ actor: recruiter, jobId: jobA })).job.id).toBe(jobA);
    await removeMember({ actor: owner, userId: recruiter.userId });
    const next = await reloadActor(recruiter);
    expect(next.membership).toBeNull();
    expect((await refusal(listApplicants({ actor: next, jobId: jobA }))).status).toBe(403);
    expect((await refusal(listEmployerJobs({ actor: next, page: 1 }))).message).toBe(validation.notInOrganisation);
    expect((await refusal(listTeam({ actor: next }))).message).toBe(team.notMember);
    expect(await auditActions(owner.membership!.organisationId)).toContain("team.remove");
  });

  it("the owner cannot be removed or demoted by others; only the owner manages admins; role changes are audited", async () => {
    const admin = await createColleague(owner, "admin");
    const otherAdmin = await createColleague(owner, "admin");
    expect((await refusal(removeMember({ actor: admin, userId: owner.userId }))).message).toBe(team.ownerUntouchable);
    expect((await refusal(changeMemberRole({ actor: admin, userId: owner.userId, role: "recruiter" }))).message).toBe(team.ownerUntouchable);
    expect((await refusal(removeMember({ actor: admin, userId: otherAdmin.userId }))).message).toBe(team.onlyOwnerManagesAdmins);
    const recruiter = await createColleague(owner, "recruiter");
    expect((await refusal(removeMember({ actor: recruiter, userId: admin.userId }))).message).toBe(team.cannotManage);
    await changeMemberRole({ actor: admin, userId: recruiter.userId, role: "interviewer" });
    expect((await membershipOf(recruiter.userId))?.role).toBe("interviewer");
    await setJobTeamMember({ actor: admin, userId: recruiter.userId, jobId: jobB, onTeam: true });
    expect((await membershipOf(recruiter.userId))?.teamJobIds).toEqual([jobB]);
    expect((await refusal(setJobTeamMember({ actor: admin, userId: recruiter.userId, jobId: otherJob, onTeam: true }))).message).toBe(team.jobNotInOrganisation);
    // Back to a role that works on every job: the job teams go.
    await changeMemberRole({ actor: owner, userId: recruiter.userId, role: "recruiter" });
    expect((await membershipOf(recruiter.userId))?.teamJobIds).toEqual([]);
    const actions = await auditActions(owner.membership!.organisationId);
    expect(actions).toEqual(expect.arrayContaining(["team.role-change", "team.job-add"]));
    const [row] = await db()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, "team.role-change"), eq(auditLog.targetId, recruiter.userId)))
      .orderBy(auditLog.id)
      .limit(1);
    expect(row!.details).toMatchObject({ from: "recruiter", to: "interviewer" });
  });

  it("the team lists members with roles and pending invitations, for owners, admins and recruiters", async () => {
    const page = await listTeam({ actor: owner });
    expect(page.me).toMatchObject({ role: "owner", canManage: true });
    expect(page.members[0]).toMatchObject({ userId: owner.userId, role: "owner" });
    expect(page.invitations.every((i) => i.email !== undefined)).toBe(true);
    const rows = await db().select().from(organisationMembers).where(eq(organisationMembers.organisationId, owner.membership!.organisationId));
    expect(rows).toHaveLength(page.members.length);
  });
});
