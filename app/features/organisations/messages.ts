// The texts of organisations, their teams and invitations (docs/decisions/091-organisations-and-roles.md).
import { formatCount } from "~/lib/format";
import { validation } from "~/lib/messages";
import type { OrgRole } from "~/lib/team-permissions";

export const ORG_ROLE_LABELS: Record<OrgRole, string> = {
  owner: "Owner",
  admin: "Admin",
  recruiter: "Recruiter",
  hiring_manager: "Hiring manager",
  interviewer: "Interviewer",
};

/** What each role may do, shown beside the invitation form. */
export const ORG_ROLE_HINTS: Record<OrgRole, string> = {
  owner: "Manages the team and every job.",
  admin: "Manages the team and every job.",
  recruiter: "Posts and edits every job of the organisation and moves its candidates; does not manage the team.",
  hiring_manager: "Sees and acts only on the jobs whose team they are on.",
  interviewer: "Sees only the jobs whose team they are on, and their candidates, read-only.",
};

export const team = {
  tabLabel: "Team",
  title: "Team",
  intro: (organisation: string) => `The people of ${organisation} who work on its jobs, and what each of them may do.`,
  membersHeading: "Members",
  invitationsHeading: "Pending invitations",
  noInvitations: "No invitation is waiting.",
  inviteHeading: "Invite a colleague",
  emailLabel: "E-mail address",
  roleLabel: "Role",
  inviteButton: "Send invitation",
  revokeButton: "Revoke",
  resendButton: "Resend",
  changeRoleButton: "Change role",
  removeButton: "Remove",
  you: "(you)",
  jobsLabel: "Jobs",
  noTeamJobs: "On no job yet.",
  addToJobLabel: "Add to a job",
  addToJobButton: "Add",
  removeFromJobButton: (title: string) => `Take off ${title}`,
  chooseJob: "Choose a job",
  expires: (date: string) => `Expires ${date}`,
  expired: "Expired",
  invitedAs: (role: string) => `Invited as ${role}`,

  // Toasts after a change.
  invited: (email: string) => ({ title: "Invitation sent", description: `We e-mailed an invitation link to ${email}.` }),
  resent: (email: string) => ({ title: "Invitation sent again", description: `A new link went to ${email}; the old one no longer works.` }),
  revoked: { title: "Invitation revoked", description: "Its link no longer works." },
  roleChanged: { title: "Role changed" },
  removed: { title: "Member removed", description: "Their access to the organisation ended at once." },
  addedToJob: { title: "Added to the job's team" },
  removedFromJob: { title: "Taken off the job's team" },
  actionFailed: "The change was not made",

  // Refusals.
  notMember: validation.notInOrganisation,
  cannotManage: "Only the organisation's owner and admins manage its team.",
  cannotSeeTeam: "Your role works only on the jobs whose team you are on: the Team tab is for the organisation's owner, admins and recruiters.",
  ownerUntouchable: "The owner cannot be removed or given another role.",
  onlyOwnerManagesAdmins: "Only the owner changes or removes an admin.",
  notYourOrganisation: "This person is not a member of your organisation.",
  alreadyMember: "This person is already a member of your organisation.",
  alreadyInvited: "An invitation to this address is already waiting: resend it instead.",
  invitationNotFound: "This invitation was not found.",
  cannotRemoveSelf: "You cannot remove yourself.",
  cannotChangeSelf: "You cannot change your own role.",
  jobNotInOrganisation: "This job is not one of your organisation's jobs.",
  jobTeamRoleOnly: "Only hiring managers and interviewers are put on a job's team: the other roles work on every job.",
  emailInvalid: "Enter a valid e-mail address.",
  roleInvalid: "Choose a role.",
} as const;

export const invitation = {
  title: "Invitation",
  heading: (organisation: string) => `Join ${organisation}`,
  body: (inviter: string | null, organisation: string, role: string) =>
    `${inviter ? `${inviter} invited you` : "You are invited"} to join ${organisation} on the employer side as ${role}.`,
  forEmail: (email: string) => `This invitation is for ${email}.`,
  acceptButton: "Accept the invitation",
  signInButton: "Log in to accept",
  signUpButton: "Create an account",
  signUpHint: "New here? Create your account with this address, confirm it from the e-mail we send, then log in and come back to this link.",
  accepted: (organisation: string) => ({ title: `Welcome to ${organisation}`, description: "You now work on its jobs as your role allows." }),
  wrongAccount: (email: string) => `You are signed in with another account. This invitation is for ${email}: log out, then log in or sign up with that address.`,
  logOut: "Log out",
  expired: "This invitation has expired. Ask the person who invited you to send it again.",
  revoked: "This invitation was withdrawn. Ask the organisation for a new one if you still need access.",
  used: "This invitation was already accepted. Log in to open your dashboard.",
  invalid: "This invitation link is not valid. Check that you opened the whole link from the e-mail, or ask for a new one.",
  notEmployer: "This account is a doctor's account: an invitation to an organisation needs an employer account. Sign up with another address.",
  otherOrganisation: "This account already belongs to another organisation. An account belongs to one organisation: ask the other invitation to be sent to another address.",
  openDashboard: "Open my dashboard",
  goHome: "Go to the home page",
  signUpPrefilled: (organisation: string) => `You are joining ${organisation}: your account will be an employer account of that organisation.`,
} as const;

/** The invitation mail. */
export const invitationMail = {
  subject: (organisation: string) => `You are invited to join ${organisation}`,
  body: (inviter: string, organisation: string, role: string, brand: string) => `${inviter} invited you to join ${organisation} on ${brand} as ${role}.`,
  button: "Open the invitation",
  expiry: (days: number) => `The link works for ${formatCount(days, "day")}. If you did not expect it, ignore this mail.`,
} as const;

/** The API keys tab (docs/decisions/097-api-keys.md). */
export const apiKeyTexts = {
  title: "API keys",
  intro: (organisation: string) =>
    `Keys let ${organisation}'s own systems (an HR system, an applicant tracking system) use the DocHire API. A call made with a key acts as the member who made it, with that member's role; a read key only reads.`,
  referenceLink: "API reference",
  createHeading: "Create a key",
  nameLabel: "Name",
  nameHint: "What the key is for, e.g. \"HR system sync\".",
  scopeLabel: "Access",
  scopeLabels: { read: "Read only", write: "Read and write" } as Record<"read" | "write", string>,
  scopeHints: {
    read: "Reads jobs and members; cannot change anything.",
    write: "Also creates, edits, closes and reopens the organisation's jobs.",
  } as Record<"read" | "write", string>,
  choose: "Choose the access",
  createButton: "Create key",
  createdHeading: "Your new key",
  createdWarning: "Copy it now: it is shown only this once. We keep only a fingerprint of it and cannot show it again.",
  keyLabel: "API key",
  copyButton: "Copy",
  copied: "Copied",
  listHeading: "Keys",
  noKeys: "No key yet.",
  columns: { name: "Name", scope: "Access", key: "Key", createdBy: "Created by", createdAt: "Created", lastUsed: "Last used", actions: "Actions" },
  neverUsed: "Never",
  lastUsedFrom: (address: string) => `from ${address}`,
  revokedOn: (date: string) => `Revoked ${date}`,
  revokeButton: "Revoke",
  confirmHeading: (name: string) => `Revoke "${name}"?`,
  confirmText: "Every system using this key is refused from its next call. This cannot be undone; a new key can be made instead.",
  confirmButton: "Revoke key",
  cancel: "Cancel",
  formerMember: "A former member",

  // Toasts.
  created: { title: "Key created", description: "Copy it now: it is shown only this once." },
  revoked: { title: "Key revoked", description: "Calls with it are refused from now on." },
  actionFailed: "The change was not made",

  // Refusals and field errors.
  cannotManage: "Only the organisation's owner and admins manage its API keys.",
  nameRequired: "Give the key a name.",
  nameTooLong: "Use at most 60 characters.",
  scopeInvalid: "Choose read only or read and write.",
  keyNotFound: "There is no such key in your organisation.",
  alreadyRevoked: "This key was already revoked.",
  tooMany: (max: number) => `An organisation can have at most ${max} active keys: revoke one first.`,
} as const;
