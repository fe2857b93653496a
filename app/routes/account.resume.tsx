import { data } from "react-router";
import type { Route } from "./+types/account.resume";
import { getActor } from "~/services/auth/session.server";
import { deleteResume, uploadResume } from "~/features/resumes/resumes.server";
import { ResumeDeleteSchema, ResumeUploadSchema } from "~/features/resumes/schema";
import { RESUME_MAX_BYTES } from "~/lib/constants";
import { isAppError } from "~/lib/errors";
import type { FormReply } from "~/lib/form-schema";
import { content, type ToastMessage, resumeUpload } from "~/lib/messages";
import { resume as msg } from "~/features/resumes/messages";
import { describeError, formDone, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { fileBytes } from "~/server-lib/upload.server";
import { redirectWithToast } from "~/services/toast/toast.server";

// Resume upload and delete (a resource route). The upload widget (which shows a progress bar) gets the form's reply
// as JSON; a plain form post, before JavaScript loads, is redirected back to the tab with the reply's toast.
const BACK = "/dashboard/resume";
const MULTIPART_OVERHEAD = 64 * 1024;

export async function loader() {
  return data(null, { status: 405 });
}

type Reply = { data: FormReply; init: ResponseInit | null };

export async function action({ request }: Route.ActionArgs) {
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  const answer = (reply: Reply, fallback: ToastMessage) =>
    wantsJson ? Response.json(reply.data, reply.init ?? undefined) : redirectWithToast(BACK, reply.data.toast ?? fallback);
  const invalidFile = { ...resumeUpload.invalidFile, variant: "destructive" } as const;

  // Beyond 5 MB (and the form around it) the body is not even read: the file is refused as too large.
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > RESUME_MAX_BYTES + MULTIPART_OVERHEAD) return answer({ data: { result: null, toast: invalidFile }, init: { status: 413 } }, invalidFile);

  const actor = await getActor(request);
  const form = await request.formData();

  if (form.getAll("intent").includes("delete")) {
    const submission = parseForm(form, ResumeDeleteSchema);
    const failed = { title: content.deletionFailed, variant: "destructive" } as const;
    if (submission.status !== "success") return answer(invalidForm(submission, { ...failed, description: msg.deletionFailedFallback }), failed);
    try {
      await deleteResume({ actor, profileId: actor?.userId ?? "" });
      return answer(formDone(msg.deleted, submission), msg.deleted);
    } catch (error) {
      const { status, message } = describeError(error, "deleting a resume failed");
      // Nothing to delete is a warning, not a failure (spec: No Resume).
      const toast: ToastMessage =
        isAppError(error) && error.code === "not_found"
          ? { ...msg.noResumeToDelete, variant: "warning" }
          : { ...failed, description: status === 500 && !isAppError(error) ? msg.deletionFailedFallback : message };
      return answer({ data: { result: submission.reply({ formErrors: [toast.description ?? message] }), toast }, init: { status } }, toast);
    }
  }

  const submission = parseForm(form, ResumeUploadSchema);
  if (submission.status !== "success") {
    const noFile = submission.error?.resume?.[0] === msg.noFileSelected.title;
    const toast = noFile ? ({ ...msg.noFileSelected, variant: "destructive" } as const) : invalidFile;
    return answer(invalidForm(submission, toast), toast);
  }
  try {
    const file = await fileBytes(submission.value.resume);
    await uploadResume({ actor, profileId: actor?.userId ?? "", bytes: file?.bytes ?? null, originalName: file?.name });
    return answer(formDone(msg.updated, submission), msg.updated);
  } catch (error) {
    // A refused file (checked by content) keeps nothing; the reason is said beside the field and in the toast.
    const { status, message } = describeError(error, "uploading a resume failed");
    const fieldErrors = isAppError(error) && error.fieldErrors ? { resume: [error.fieldErrors.resume ?? message] } : undefined;
    const toast: ToastMessage =
      isAppError(error) && error.code === "invalid_file"
        ? message === msg.noFileSelected.title
          ? { ...msg.noFileSelected, variant: "destructive" }
          : invalidFile
        : { title: content.uploadFailed, description: status === 500 && !isAppError(error) ? msg.uploadFailedFallback : message, variant: "destructive" };
    return answer({ data: { result: submission.reply({ formErrors: fieldErrors ? [] : [message], fieldErrors }), toast }, init: { status } }, toast);
  }
}
