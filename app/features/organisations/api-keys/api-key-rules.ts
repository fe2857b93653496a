import { memberMayInOrg, type Membership } from "~/lib/team-permissions";

/**
 * Who may create, list and revoke an organisation's API keys, and whose keys keep working: its owner and admins (the
 * roles that manage its team). A key made by a member who is later removed, or who is no longer an owner or admin,
 * stops working at its next call. Client-safe: the dashboard shows the tab with the same rule.
 */
export function mayManageApiKeys(membership: Membership | null | undefined): boolean {
  return memberMayInOrg(membership, "manageTeam");
}
