// The one policy table (spec section 6). The UI uses it to hide what a user cannot do;
// feature functions on the server use the same rules to refuse it.
import type { Role } from "./constants";
import { memberMayInOrg, memberMayOnJob, type JobRef, type Membership } from "./team-permissions";

export type Actor = {
  userId: string;
  email: string;
  name: string;
  role: Role;
  isAdmin: boolean;
  /**
   * An employer whose organisation the admin has verified, or a doctor whose registration number the admin has
   * checked. Missing means not verified.
   */
  verified?: boolean;
  /** An employer's organisation and role there, read with the session on every request (none: not a member). */
  membership?: Membership | null;
};

export type MaybeActor = Actor | null;

export const can = {
  /** Employer dashboard: employers and the admin. */
  useEmployerDashboard: (a: MaybeActor) => !!a && (a.isAdmin || a.role === "employer"),
  useDoctorDashboard: (a: MaybeActor) => !!a && !a.isAdmin && a.role === "doctor",
  /** The admin, and members of an organisation whose role posts jobs (owner, admin, recruiter). */
  postJob: (a: MaybeActor) => !!a && (a.isAdmin || (a.role === "employer" && memberMayInOrg(a.membership, "postJob"))),
  /**
   * Edit, close, reopen a job: the admin, and the members of the job's organisation whose role allows it on this job
   * (lib/team-permissions.ts, JOB_RULES).
   */
  manageJob: (a: MaybeActor, job: JobRef) => onJob(a, job, "edit"),
  deleteJob: (a: MaybeActor, job: JobRef) => onJob(a, job, "delete"),
  /** See the job on the dashboard, its applicants and their history (read-only). */
  viewJobApplicants: (a: MaybeActor, job: JobRef) => onJob(a, job, "view"),
  /** Move an applicant through the pipeline, message a doctor about the job. */
  moveCandidates: (a: MaybeActor, job: JobRef) => onJob(a, job, "moveCandidates"),
  /** The Team tab's changes (invite, role, remove, job teams): owners and admins of the organisation. */
  manageTeam: (a: MaybeActor) => !!a && !a.isAdmin && a.role === "employer" && memberMayInOrg(a.membership, "manageTeam"),
  /** The Webhooks tab: owners and admins of the organisation (its endpoints' secrets sign what it receives). */
  manageWebhooks: (a: MaybeActor) => !!a && !a.isAdmin && a.role === "employer" && memberMayInOrg(a.membership, "manageWebhooks"),
  /** The Team tab itself: any member but interviewers and hiring managers, who work only on their jobs. */
  seeTeam: (a: MaybeActor) => !!a && !a.isAdmin && a.role === "employer" && memberMayInOrg(a.membership, "seeAllOrgJobs"),
  /** The organisation's e-mail templates and tags: owners, admins and recruiters change them. */
  manageEmailTemplates: (a: MaybeActor) => !!a && !a.isAdmin && a.role === "employer" && memberMayInOrg(a.membership, "manageTemplates"),
  /** Hiring managers read them too (they reject on their jobs); interviewers do not. */
  readEmailTemplates: (a: MaybeActor) => !!a && !a.isAdmin && a.role === "employer" && memberMayInOrg(a.membership, "readTemplates"),
  setFeatured: (a: MaybeActor) => !!a && a.isAdmin,
  seeAllJobs: (a: MaybeActor) => !!a && a.isAdmin,
  editOwnProfile: (a: MaybeActor, profileId: string) => !!a && a.userId === profileId,
  manageDoctorProfiles: (a: MaybeActor) => !!a && a.isAdmin,
  deleteDoctorProfile: (a: MaybeActor) => !!a && a.isAdmin,
  manageReviews: (a: MaybeActor) => !!a && a.isAdmin,
  manageClients: (a: MaybeActor) => !!a && a.isAdmin,
  applyToJob: (a: MaybeActor) => !!a && !a.isAdmin && a.role === "doctor",
  saveJob: (a: MaybeActor) => !!a && !a.isAdmin && a.role === "doctor",
  /**
   * Whether the caller may open other people's resumes at all: the admin, and verified employers (each resume then
   * also needs the doctor's consent or an application, app/services/storage/resume-access.server.ts).
   */
  viewResumes: (a: MaybeActor) => !!a && (a.isAdmin || (a.role === "employer" && !!a.verified)),
  /**
   * Conversations are started by the admin and verified employers (a pending employer cannot message doctors);
   * doctors reply (docs/decisions/072-messages.md).
   */
  startMessageThread: (a: MaybeActor) => !!a && (a.isAdmin || (a.role === "employer" && !!a.verified)),
  /** The admin's queue of employers and the account tools. */
  manageAccounts: (a: MaybeActor) => !!a && a.isAdmin,
} as const;

function onJob(a: MaybeActor, job: JobRef, action: Parameters<typeof memberMayOnJob>[2]): boolean {
  return !!a && (a.isAdmin || (a.role === "employer" && memberMayOnJob(a.membership, job, action)));
}

/** The role label used in titles: "Admin", "Employer" or "Doctor". */
export function roleLabel(a: Actor): string {
  if (a.isAdmin) return "Admin";
  return a.role === "employer" ? "Employer" : "Doctor";
}
