// The one policy table (spec section 6). The UI uses it to hide what a user cannot do;
// feature functions on the server use the same rules to refuse it.
import type { Role } from "./constants";

export type Actor = {
  userId: string;
  email: string;
  name: string;
  role: Role;
  isAdmin: boolean;
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
  /** Conversations are started by employers and the admin; doctors reply (docs/decisions/072-messages.md). */
  startMessageThread: (a: MaybeActor) => !!a && (a.isAdmin || a.role === "employer"),
  viewResumes: (a: MaybeActor) => !!a && (a.isAdmin || a.role === "employer"),
} as const;

/** The role label used in titles: "Admin", "Employer" or "Doctor". */
export function roleLabel(a: Actor): string {
  if (a.isAdmin) return "Admin";
  return a.role === "employer" ? "Employer" : "Doctor";
}
