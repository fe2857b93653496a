import type { ToastMessage } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { inviteMember, resendInvitation, revokeInvitation } from "./invite-member.server";
import { changeMemberRole, removeMember, setJobTeamMember } from "./manage-member.server";
import { team } from "./messages";
import { TeamActionSchema, type TeamActionInput } from "./schema";

export const TEAM_PATH = "/dashboard/team";

async function run(actor: MaybeActor, input: TeamActionInput, ip: string | null): Promise<ToastMessage> {
  switch (input.intent) {
    case "invite":
      await inviteMember({ actor, email: input.email, role: input.role, ip });
      return team.invited(input.email);
    case "resend":
      return team.resent((await resendInvitation({ actor, invitationId: input.invitationId, ip })).email);
    case "revoke":
      await revokeInvitation({ actor, invitationId: input.invitationId, ip });
      return team.revoked;
    case "change-role":
      await changeMemberRole({ actor, userId: input.userId, role: input.role, ip });
      return team.roleChanged;
    case "remove":
      await removeMember({ actor, userId: input.userId, ip });
      return team.removed;
    case "job-add":
      await setJobTeamMember({ actor, userId: input.userId, jobId: input.jobId, onTeam: true, ip });
      return team.addedToJob;
    case "job-remove":
      await setJobTeamMember({ actor, userId: input.userId, jobId: input.jobId, onTeam: false, ip });
      return team.removedFromJob;
  }
}

/**
 * The Team tab's forms, one schema per intent: parsed strictly (bad input is a 400 with the reason beside the field),
 * done by the feature function (which checks the member's role itself and writes the audit row), then back to the tab
 * with a toast.
 */
export async function handleTeamAction({ form, actor, clientIp }: { form: FormData; actor: MaybeActor; clientIp: string | null }) {
  const submission = parseForm(form, TeamActionSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    return await redirectWithToast(TEAM_PATH, await run(actor, submission.value, clientIp));
  } catch (error) {
    return actionError(error, { toastTitle: team.actionFailed, submission, context: "team change failed" });
  }
}
