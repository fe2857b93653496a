import { resumeSharing } from "~/features/resumes/messages";
import type { MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { ResumeSharingSchema } from "./schema";
import { setResumeSharing } from "./set-resume-sharing.server";

/** The resume tab's sharing form: saved, then back to the tab with a toast (post/redirect/get). */
export async function handleResumeSharingAction({ request, actor, back }: { request: Request; actor: MaybeActor; back: string }) {
  const submission = parseForm(await request.formData(), ResumeSharingSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    await setResumeSharing({ actor, open: submission.value.open });
  } catch (error) {
    return actionError(error, { toastTitle: resumeSharing.resumeVisibilityLabel, submission, context: "saving resume sharing failed" });
  }
  return redirectWithToast(back, resumeSharing.resumeVisibilitySaved);
}
