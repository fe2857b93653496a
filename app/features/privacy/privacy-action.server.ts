import { redirect } from "react-router";
import { privacy } from "~/features/privacy/messages";
import type { MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { requestAccountDeletion } from "./request-account-deletion.server";
import { requestDataExport } from "./request-data-export.server";
import { PrivacySchema } from "./schema";

/** The My Data tab: e-mail a download link, or schedule the account's deletion (then signed out, to the notice). */
export async function handlePrivacyAction({ request, actor }: { request: Request; actor: MaybeActor }) {
  const submission = parseForm(await request.formData(), PrivacySchema);
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  try {
    if (input.intent === "export") {
      await requestDataExport({ actor });
      return redirectWithToast("/dashboard/my-data", privacy.downloadSent);
    }
    await requestAccountDeletion({ actor, email: input.email, password: input.password });
    return redirect("/privacy?deletion=scheduled");
  } catch (error) {
    return actionError(error, { toastTitle: input.intent === "export" ? privacy.downloadTitle : privacy.deleteTitle, submission, context: "privacy request failed" });
  }
}
