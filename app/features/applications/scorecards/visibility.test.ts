import { describe, expect, it } from "vitest";
import type { Actor } from "~/lib/permissions";
import type { OrgRole } from "~/lib/team-permissions";
import { formatAverage, maySeeScores, mayScore } from "./visibility";

const ORG = "0b6f0e7e-1a1a-4c4c-9d9d-000000000001";
const job = { id: 7, organisationId: ORG };
const member = (role: OrgRole, teamJobIds: number[] = [], organisationId = ORG): Actor => ({
  userId: `${role}-user`,
  email: `${role}@example.test`,
  name: role,
  role: "employer",
  isAdmin: false,
  membership: { organisationId, role, teamJobIds },
});
const doctor: Actor = { userId: "d", email: "d@example.test", name: "Dr. D", role: "doctor", isAdmin: false };
const admin: Actor = { userId: "a", email: "a@example.test", name: "Admin", role: "employer", isAdmin: true };

describe("who scores a candidate", () => {
  it("is every member who may see the job's candidates", () => {
    for (const role of ["owner", "admin", "recruiter"] as const) expect(mayScore(member(role), job)).toBe(true);
    expect(mayScore(member("hiring_manager", [7]), job)).toBe(true);
    expect(mayScore(member("interviewer", [7]), job)).toBe(true);
  });

  it("is not a member off the job's team, another organisation, a doctor, the site's admin or nobody", () => {
    expect(mayScore(member("interviewer", [8]), job)).toBe(false);
    expect(mayScore(member("hiring_manager"), job)).toBe(false);
    expect(mayScore(member("owner", [], "0b6f0e7e-1a1a-4c4c-9d9d-000000000002"), job)).toBe(false);
    expect(mayScore(doctor, job)).toBe(false);
    expect(mayScore(admin, job)).toBe(false);
    expect(mayScore(null, job)).toBe(false);
    expect(mayScore(member("owner"), { id: 7, organisationId: null })).toBe(false);
  });
});

describe("who sees the others' scores", () => {
  it("is a member only once they have submitted their own, whatever their role", () => {
    for (const m of [member("owner"), member("recruiter"), member("hiring_manager", [7]), member("interviewer", [7])]) {
      expect(maySeeScores({ actor: m, job, submittedOwn: false })).toBe(false);
      expect(maySeeScores({ actor: m, job, submittedOwn: true })).toBe(true);
    }
  });

  it("is never someone who may not score, even with a scorecard of theirs on record", () => {
    expect(maySeeScores({ actor: member("interviewer", [8]), job, submittedOwn: true })).toBe(false);
    expect(maySeeScores({ actor: member("owner", [], "0b6f0e7e-1a1a-4c4c-9d9d-000000000002"), job, submittedOwn: true })).toBe(false);
    expect(maySeeScores({ actor: doctor, job, submittedOwn: true })).toBe(false);
    expect(maySeeScores({ actor: null, job, submittedOwn: true })).toBe(false);
  });

  it("includes the site's admin, who looks on without scoring", () => {
    expect(maySeeScores({ actor: admin, job, submittedOwn: false })).toBe(true);
  });
});

describe("an average as shown", () => {
  it("has one decimal", () => {
    expect(formatAverage(4)).toBe("4.0");
    expect(formatAverage(3.75)).toBe("3.8");
    expect(formatAverage(4.1666)).toBe("4.2");
  });
});
