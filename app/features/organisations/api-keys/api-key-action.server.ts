import { data } from "react-router";
import type { FormReply } from "~/lib/form-schema";
import type { MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { apiKeyTexts as t } from "../messages";
import { createApiKey, revokeApiKey } from "./api-keys.server";
import { ApiKeyActionSchema } from "./schema";

export const API_KEYS_PATH = "/dashboard/api-keys";

/** The key just made, shown once on the page that answers the post (never stored, never shown again). */
export type CreatedApiKey = { name: string; scope: "read" | "write"; token: string };
export type ApiKeyReply = FormReply & { created?: CreatedApiKey };

/**
 * The API Keys tab's forms: create answers with the page itself, holding the new key (a redirect would have to carry
 * the key through a cookie or the address); revoke goes back to the list with a toast. The feature functions check
 * the member's role on every request and write the audit row.
 */
export async function handleApiKeyAction({ form, actor, clientIp }: { form: FormData; actor: MaybeActor; clientIp: string | null }) {
  const submission = parseForm(form, ApiKeyActionSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  try {
    if (input.intent === "create") {
      const key = await createApiKey({ actor, name: input.name, scope: input.scope, ip: clientIp });
      return data<ApiKeyReply>(
        { result: submission.reply({ resetForm: true }), toast: t.created, created: { name: key.name, scope: key.scope, token: key.token } },
        { headers: { "Cache-Control": "no-store" } },
      );
    }
    await revokeApiKey({ actor, keyId: input.keyId, ip: clientIp });
    return await redirectWithToast(API_KEYS_PATH, t.revoked);
  } catch (error) {
    return actionError(error, { toastTitle: t.actionFailed, submission, context: "API key change failed" });
  }
}
