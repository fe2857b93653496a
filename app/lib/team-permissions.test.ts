import { describe, expect, it } from "vitest";
import { can, type Actor } from "./permissions";
import { ASSIGNABLE_ORG_ROLES, JOB_RULES, mayManageMember, memberMayInOrg, memberMayOnJob, ORG_ROLES, ORG_RULES, type JobAction, type OrgRole } from "./team-permissions";

// Every role × every action of the role table (docs/decisions/091-organisations-and-roles.md), through `can` as the
// feature functions ask it.

const ORG = "org-1";
const OTHER_ORG = "org-2";
const TEAM_JOB = { id: 10, organisationId: ORG };
const OTHER_JOB = { id: 11, organisationId: ORG };
const FOREIGN_JOB = { id: 12, organisationId: OTHER_ORG };
const ORPHAN_JOB = { id: 13, organisationId: null };

const member = (role: OrgRole, teamJobIds: number[] = [TEAM_JOB.id]): Actor => ({
  userId: `u-${role}`,
  email: `${role}@example.test`,
  name: role,
  role: "employer",
  isAdmin: false,
  verified: true,
  membership: { organisationId: ORG, role, teamJobIds },
});
const admin: Actor = { userId: "admin", email: "admin@example.test", name: "Admin", role: "employer", isAdmin: true };
const doctor: Actor = { userId: "doc", email: "doc@example.test", name: "Doc", role: "doctor", isAdmin: false };
const removed: Actor = { ...member("recruiter"), membership: null };

const JOB_CHECKS: Record<JobAction, (a: Actor, job: typeof TEAM_JOB | typeof ORPHAN_JOB) => boolean> = {
  view: can.viewJobApplicants,
  edit: can.manageJob,
  delete: can.deleteJob,
  moveCandidates: can.moveCandidates,
};

// What each role may do on a job whose team it is on, and on another job of its organisation.
const EXPECTED: Record<OrgRole, Record<JobAction, [onTeamJob: boolean, onOtherJob: boolean]>> = {
  owner: { view: [true, true], edit: [true, true], delete: [true, true], moveCandidates: [true, true] },
  admin: { view: [true, true], edit: [true, true], delete: [true, true], moveCandidates: [true, true] },
  recruiter: { view: [true, true], edit: [true, true], delete: [true, true], moveCandidates: [true, true] },
  hiring_manager: { view: [true, false], edit: [true, false], delete: [false, false], moveCandidates: [true, false] },
  interviewer: { view: [true, false], edit: [false, false], delete: [false, false], moveCandidates: [false, false] },
};

describe("jobs: every role × action", () => {
  for (const role of ORG_ROLES) {
    for (const action of Object.keys(JOB_CHECKS) as JobAction[]) {
      const [onTeam, onOther] = EXPECTED[role][action];
      it(`${role} ${onTeam ? "may" : "may not"} ${action} a job it is on, ${onOther ? "may" : "may not"} another job of its organisation`, () => {
        expect(JOB_CHECKS[action](member(role), TEAM_JOB)).toBe(onTeam);
        expect(JOB_CHECKS[action](member(role), OTHER_JOB)).toBe(onOther);
        expect(memberMayOnJob(member(role).membership, TEAM_JOB, action)).toBe(onTeam);
      });
      it(`${role} may not ${action} another organisation's job, even one with the same id on its team list`, () => {
        expect(JOB_CHECKS[action](member(role, [FOREIGN_JOB.id]), FOREIGN_JOB)).toBe(false);
        expect(JOB_CHECKS[action](member(role), ORPHAN_JOB)).toBe(false);
      });
    }
  }

  it("the table and the expectations agree", () => {
    for (const role of ORG_ROLES) {
      for (const action of Object.keys(JOB_CHECKS) as JobAction[]) {
        const [onTeam, onOther] = EXPECTED[role][action];
        expect(JOB_RULES[role][action]).toBe(onOther ? "all" : onTeam ? "team" : "none");
      }
    }
  });

  it("the platform admin may do everything on every job, an organisation's or none", () => {
    for (const check of Object.values(JOB_CHECKS)) {
      expect(check(admin, FOREIGN_JOB)).toBe(true);
      expect(check(admin, ORPHAN_JOB)).toBe(true);
    }
  });

  it("a removed member, a doctor and a signed-out visitor may do nothing", () => {
    for (const check of Object.values(JOB_CHECKS)) {
      expect(check(removed, TEAM_JOB)).toBe(false);
      expect(check(doctor, TEAM_JOB)).toBe(false);
      expect((check as (a: Actor | null, j: typeof TEAM_JOB) => boolean)(null, TEAM_JOB)).toBe(false);
    }
  });

  it("a doctor account with a membership row still gets nothing (the role comes first)", () => {
    const odd: Actor = { ...doctor, membership: { organisationId: ORG, role: "owner", teamJobIds: [] } };
    expect(can.manageJob(odd, TEAM_JOB)).toBe(false);
    expect(can.postJob(odd)).toBe(false);
  });
});

describe("the organisation: every role × action", () => {
  const expected: Record<OrgRole, { manageTeam: boolean; postJob: boolean; seeTeam: boolean }> = {
    owner: { manageTeam: true, postJob: true, seeTeam: true },
    admin: { manageTeam: true, postJob: true, seeTeam: true },
    recruiter: { manageTeam: false, postJob: true, seeTeam: true },
    hiring_manager: { manageTeam: false, postJob: false, seeTeam: false },
    interviewer: { manageTeam: false, postJob: false, seeTeam: false },
  };
  for (const role of ORG_ROLES) {
    it(`${role}: manage the team ${expected[role].manageTeam}, post jobs ${expected[role].postJob}, open the Team tab ${expected[role].seeTeam}`, () => {
      expect(can.manageTeam(member(role))).toBe(expected[role].manageTeam);
      expect(can.postJob(member(role))).toBe(expected[role].postJob);
      expect(can.seeTeam(member(role))).toBe(expected[role].seeTeam);
      expect(memberMayInOrg(member(role).membership, "manageTeam")).toBe(ORG_RULES[role].manageTeam);
    });
  }

  it("the platform admin posts jobs but has no Team tab of its own; a removed member has neither", () => {
    expect(can.postJob(admin)).toBe(true);
    expect(can.manageTeam(admin)).toBe(false);
    expect(can.postJob(removed)).toBe(false);
    expect(can.manageTeam(removed)).toBe(false);
    expect(can.seeTeam(removed)).toBe(false);
  });
});

describe("managing members", () => {
  it("nobody changes or removes the owner, or makes someone owner", () => {
    for (const role of ["owner", "admin"] as const) {
      expect(mayManageMember(member(role).membership, "owner")).toBe(false);
      expect(mayManageMember(member(role).membership, "recruiter", "owner")).toBe(false);
    }
  });

  it("only the owner makes, changes or removes an admin", () => {
    expect(mayManageMember(member("owner").membership, "admin")).toBe(true);
    expect(mayManageMember(member("owner").membership, "recruiter", "admin")).toBe(true);
    expect(mayManageMember(member("admin").membership, "admin")).toBe(false);
    expect(mayManageMember(member("admin").membership, "recruiter", "admin")).toBe(false);
  });

  it("owners and admins manage the other roles; the other roles manage nobody", () => {
    for (const target of ASSIGNABLE_ORG_ROLES.filter((r) => r !== "admin")) {
      expect(mayManageMember(member("owner").membership, target)).toBe(true);
      expect(mayManageMember(member("admin").membership, target)).toBe(true);
      for (const role of ["recruiter", "hiring_manager", "interviewer"] as const) {
        expect(mayManageMember(member(role).membership, target)).toBe(false);
      }
    }
    expect(mayManageMember(null, "interviewer")).toBe(false);
  });
});
