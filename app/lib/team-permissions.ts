// Who may do what inside an employer organisation (docs/decisions/091-organisations-and-roles.md). Pure: the actor
// carries its membership, read with its session on every request (session.server.ts), so a removed member is refused
// at its next request. `can` in permissions.ts answers through these functions; the UI hides with them and the
// feature functions refuse with them.

export const ORG_ROLES = ["owner", "admin", "recruiter", "hiring_manager", "interviewer"] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

/** The roles an owner or admin can give by invitation or change: ownership is not handed out this way. */
export const ASSIGNABLE_ORG_ROLES = ["admin", "recruiter", "hiring_manager", "interviewer"] as const satisfies readonly OrgRole[];
export type AssignableOrgRole = (typeof ASSIGNABLE_ORG_ROLES)[number];

/** Roles that work only on the jobs whose team they are on. */
export const JOB_SCOPED_ROLES: readonly OrgRole[] = ["hiring_manager", "interviewer"];

/** The actor's membership: its organisation, its role there, and the jobs whose team it is on. */
export type Membership = { organisationId: string; role: OrgRole; teamJobIds: readonly number[] };

/** What a member can do on one job of its organisation. */
export type JobAction =
  /** See the job on the dashboard, its applicants and their history, open their resumes (read-only). */
  | "view"
  /** Edit, close and reopen the listing. */
  | "edit"
  /** Delete the listing. */
  | "delete"
  /** Move candidates through the pipeline, message them about the job. */
  | "moveCandidates";

/** What a member can do in its organisation as a whole. */
export type OrgAction =
  /** Invite, change roles, remove members, put colleagues on a job's team. */
  | "manageTeam"
  /** Post a new job for the organisation. */
  | "postJob"
  /** See every job of the organisation (not only the ones whose team it is on). */
  | "seeAllOrgJobs"
  /** Create, edit and delete the organisation's e-mail templates and candidate tags. */
  | "manageTemplates"
  /** Read the e-mail templates (to send one while moving a candidate on a job it may move candidates on). */
  | "readTemplates"
  /** Register webhook endpoints, see their secrets and deliveries (docs/decisions/098-webhooks.md). */
  | "manageWebhooks";

/** The role table: "all" = every job of the organisation, "team" = only jobs whose team the member is on. */
export const JOB_RULES: Record<OrgRole, Record<JobAction, "all" | "team" | "none">> = {
  owner: { view: "all", edit: "all", delete: "all", moveCandidates: "all" },
  admin: { view: "all", edit: "all", delete: "all", moveCandidates: "all" },
  recruiter: { view: "all", edit: "all", delete: "all", moveCandidates: "all" },
  hiring_manager: { view: "team", edit: "team", delete: "none", moveCandidates: "team" },
  interviewer: { view: "team", edit: "none", delete: "none", moveCandidates: "none" },
};

export const ORG_RULES: Record<OrgRole, Record<OrgAction, boolean>> = {
  owner: { manageTeam: true, postJob: true, seeAllOrgJobs: true, manageTemplates: true, readTemplates: true, manageWebhooks: true },
  admin: { manageTeam: true, postJob: true, seeAllOrgJobs: true, manageTemplates: true, readTemplates: true, manageWebhooks: true },
  recruiter: { manageTeam: false, postJob: true, seeAllOrgJobs: true, manageTemplates: true, readTemplates: true, manageWebhooks: false },
  hiring_manager: { manageTeam: false, postJob: false, seeAllOrgJobs: false, manageTemplates: false, readTemplates: true, manageWebhooks: false },
  interviewer: { manageTeam: false, postJob: false, seeAllOrgJobs: false, manageTemplates: false, readTemplates: false, manageWebhooks: false },
};

/** A job as the rules see it: its id and the organisation it belongs to (null: nobody's, only the admin's). */
export type JobRef = { id: number; organisationId: string | null };

export function memberMayOnJob(membership: Membership | null | undefined, job: JobRef, action: JobAction): boolean {
  if (!membership || !job.organisationId || job.organisationId !== membership.organisationId) return false;
  const reach = JOB_RULES[membership.role][action];
  if (reach === "all") return true;
  if (reach === "team") return membership.teamJobIds.includes(job.id);
  return false;
}

export function memberMayInOrg(membership: Membership | null | undefined, action: OrgAction): boolean {
  return !!membership && ORG_RULES[membership.role][action];
}

/**
 * Whether `membership` may change or remove a member holding `targetRole` (or give `newRole`): owners and admins
 * manage the team, nobody changes the owner this way, and only the owner changes or removes an admin.
 */
export function mayManageMember(membership: Membership | null | undefined, targetRole: OrgRole, newRole?: OrgRole): boolean {
  if (!memberMayInOrg(membership, "manageTeam") || !membership) return false;
  if (targetRole === "owner" || newRole === "owner") return false;
  if ((targetRole === "admin" || newRole === "admin") && membership.role !== "owner") return false;
  return true;
}
