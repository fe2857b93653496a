// Who reads an organisation's reports (docs/decisions/104-reports-and-application-sources.md). Client-safe: the
// dashboard shows the Reports tab by the same rule the feature functions refuse by.
import type { Membership, OrgRole } from "~/lib/team-permissions";

/**
 * Owners, admins and recruiters: the roles that work on every job of the organisation. Hiring managers and
 * interviewers see only their own jobs' candidates, so organisation-wide figures are not theirs to read.
 */
export const REPORT_ROLES: readonly OrgRole[] = ["owner", "admin", "recruiter"];

export function mayReadReports(membership: Membership | null | undefined): boolean {
  return !!membership && REPORT_ROLES.includes(membership.role);
}
