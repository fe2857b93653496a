import { z } from "zod";
import { choice, requiredText, serialId, textId } from "~/lib/form-schema";
import { ASSIGNABLE_ORG_ROLES } from "~/lib/team-permissions";
import { team } from "./messages";

// The Team tab's forms: one schema per intent, shared by the page and its action.

const isEmail = (value: string) => z.email().safeParse(value).success;
const email = () =>
  requiredText({ required: team.emailInvalid, max: 254 })
    .refine(isEmail, { error: team.emailInvalid })
    .transform((v) => v.toLowerCase());
const role = () => choice(ASSIGNABLE_ORG_ROLES, team.roleInvalid);

export const InviteSchema = z.object({ intent: z.literal("invite"), email: email(), role: role() });

export const TeamActionSchema = z.discriminatedUnion("intent", [
  InviteSchema,
  z.object({ intent: z.literal("resend"), invitationId: serialId() }),
  z.object({ intent: z.literal("revoke"), invitationId: serialId() }),
  z.object({ intent: z.literal("change-role"), userId: textId(), role: role() }),
  z.object({ intent: z.literal("remove"), userId: textId() }),
  z.object({ intent: z.literal("job-add"), userId: textId(), jobId: serialId() }),
  z.object({ intent: z.literal("job-remove"), userId: textId(), jobId: serialId() }),
]);

export type TeamActionInput = z.output<typeof TeamActionSchema>;
