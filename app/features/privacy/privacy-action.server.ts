import { data, redirect } from "react-router";
import { z } from "zod";
import { formInput, privacy } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { describeError } from "~/lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { requestAccountDeletion } from "./request-account-deletion.server";
import { requestDataExport } from "./request-data-export.server";

const PrivacySchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("export") }),
    z.object({ intent: z.literal("delete"), email: z.string().trim().min(1, privacy.deleteEmailMismatch).max(254), password: z.string().min(1, privacy.deletePasswordWrong).max(128) }),
  ],
  { error: formInput.unknownAction },
);

export type PrivacyReply = { error: string; fieldErrors?: Record<string, string> };

/** The My Data tab: e-mail a download link, or schedule the account's deletion (then signed out, to the notice). */
export async function handlePrivacyAction({ request, actor }: { request: Request; actor: MaybeActor }) {
  const parsed = PrivacySchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = typeof issue?.path[0] === "string" ? issue.path[0] : null;
    return data<PrivacyReply>({ error: issue?.message ?? formInput.unknownAction, ...(field ? { fieldErrors: { [field]: issue?.message ?? "" } } : {}) }, { status: 400 });
  }
  try {
    if (parsed.data.intent === "export") {
      await requestDataExport({ actor });
      return redirectWithToast("/dashboard/my-data", privacy.downloadSent);
    }
    await requestAccountDeletion({ actor, email: parsed.data.email, password: parsed.data.password });
    return redirect("/privacy?deletion=scheduled");
  } catch (error) {
    const { status, message } = describeError(error, "privacy request failed");
    return data<PrivacyReply>({ error: message }, { status });
  }
}
