import { data } from "react-router";
import type { Route } from "./+types/account.resume";
import { getActor } from "~/services/auth/session.server";
import { deleteResume, uploadResume } from "~/features/resumes/resumes.server";
import { RESUME_MAX_BYTES } from "~/lib/constants";
import { isAppError } from "~/lib/errors";
import { content, resume as msg, type ToastMessage } from "~/lib/messages";
import { fileBytes } from "~/lib/upload.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { logger } from "~/services/logger.server";

// Resume upload/delete. Answers JSON to the upload widget (which shows a progress bar) and redirects with a
// toast for plain form posts, so it works before JavaScript loads too.
const MULTIPART_OVERHEAD = 64 * 1024;

export async function loader() {
  return data(null, { status: 405 });
}

export async function action({ request }: Route.ActionArgs) {
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  const back = "/dashboard/resume";
  const reply = async (status: number, toast: ToastMessage, extra: Record<string, unknown> = {}) =>
    wantsJson ? Response.json({ ok: status < 300, toast, ...extra }, { status }) : redirectWithToast(back, toast);

  const actor = await getActor(request);
  if (!actor) return reply(401, { title: content.uploadFailed, description: "Please sign in again.", variant: "destructive" });
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > RESUME_MAX_BYTES + MULTIPART_OVERHEAD) return reply(413, { ...msg.invalidFile, variant: "destructive" });

  const form = await request.formData();
  const intent = String(form.get("intent") ?? "upload");
  try {
    if (intent === "delete") {
      await deleteResume({ actor, profileId: actor.userId });
      return reply(200, msg.deleted);
    }
    const file = await fileBytes(form.get("resume"));
    const { resumeUrl } = await uploadResume({ actor, profileId: actor.userId, bytes: file?.bytes ?? null, originalName: file?.name });
    return reply(200, msg.updated, { resumeUrl });
  } catch (error) {
    if (!isAppError(error)) logger().error({ err: error }, "resume action failed");
    if (isAppError(error) && intent === "delete" && error.code === "not_found") return reply(404, { ...msg.noResumeToDelete, variant: "warning" });
    if (isAppError(error) && error.code === "invalid_file") {
      const toast = error.message === msg.noFileSelected.title ? { ...msg.noFileSelected, variant: "destructive" as const } : { ...msg.invalidFile, variant: "destructive" as const };
      return reply(400, toast);
    }
    const fallback = intent === "delete" ? msg.deletionFailedFallback : msg.uploadFailedFallback;
    return reply(isAppError(error) ? error.status : 500, {
      title: intent === "delete" ? content.deletionFailed : content.uploadFailed,
      description: isAppError(error) ? error.message : fallback,
      variant: "destructive",
    });
  }
}
