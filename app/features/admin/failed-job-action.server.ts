import type { Actor } from "~/lib/permissions";
import { failedJobTexts as m } from "~/features/admin/messages";
import { pageUrl } from "~/server-lib/page-url.server";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { changeFailedJob, FailedJobActionSchema } from "./failed-jobs.server";

/** Try again / Remove on a failed background job, posted from the failed-jobs tab or the System page: back to that page. */
export async function failedJobAction({ actor, request }: { actor: Actor; request: Request }) {
  const submission = parseForm(await request.formData(), FailedJobActionSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    await changeFailedJob({ actor, ...submission.value });
    return redirectWithToast(pageUrl(request).pathname, submission.value.intent === "retry" ? m.retried : m.removed);
  } catch (error) {
    return actionError(error, { toastTitle: m.actionFailed, submission, context: "changing a failed job failed" });
  }
}
