import { z } from "zod";
import { choice, requiredText, serialId } from "~/lib/form-schema";
import { apiKeyTexts as t } from "../messages";

// The API keys tab's forms, shared by the page and its action.

export const API_KEY_SCOPES = ["read", "write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The most active (not revoked) keys one organisation may hold. */
export const MAX_ACTIVE_API_KEYS = 20;

export const CreateApiKeySchema = z.object({
  intent: z.literal("create"),
  name: requiredText({ required: t.nameRequired, max: 60, maxMessage: t.nameTooLong, collapseSpaces: true }),
  scope: choice(API_KEY_SCOPES, t.scopeInvalid),
});

export const ApiKeyActionSchema = z.discriminatedUnion("intent", [CreateApiKeySchema, z.object({ intent: z.literal("revoke"), keyId: serialId() })]);

export type ApiKeyActionInput = z.output<typeof ApiKeyActionSchema>;
