// The one policy table (spec section 6). The UI uses it to hide what a user cannot do;
// feature functions on the server use the same rules to refuse it.
import type { Role } from "./constants";

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
};

export type MaybeActor = Actor | null;

export const can = {
  /** Employer dashboard: employers and the admin. */
  useEmployerDashboard: (a: MaybeActor) => !!a && (a.isAdmin || a.role === "employer"),
  useDoctorDashboard: (a: MaybeActor) => !!a && !a.isAdmin && a.role === "doctor",
  postJob: (a: MaybeActor) => !!a && (a.isAdmin || a.role === "employer"),
  /** Employers manage only their own jobs; the admin manages any. */
  manageJob: (a: MaybeActor, job: { userId: string | null }) => !!a && (a.isAdmin || (a.role === "employer" && job.userId === a.userId)),
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

/** The role label used in titles: "Admin", "Employer" or "Doctor". */
export function roleLabel(a: Actor): string {
  if (a.isAdmin) return "Admin";
  return a.role === "employer" ? "Employer" : "Doctor";
}
