import { content } from "~/lib/messages";
import { directory as msg } from "~/features/directory/messages";
import type { MaybeActor } from "~/lib/permissions";
import { actionError, describeError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { fileBytes } from "~/server-lib/upload.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { saveDoctorProfile, setVerified } from "./manage-doctor.server";
import { AdminDoctorSchema } from "./schema";

/**
 * Create/edit of a directory profile by the admin (one form, AdminDoctorSchema). The resume is stored by the
 * caller's `attachResume` (the resume rules live with resumes) once the profile exists; a refused resume leaves
 * the saved profile and says why on its edit page. A refused photo saves nothing and keeps what was typed.
 */
export async function handleAdminDoctorAction({
  request,
  actor,
  profileId,
  attachResume,
}: {
  request: Request;
  actor: MaybeActor;
  profileId: string | null;
  attachResume: (profileId: string, file: { bytes: Uint8Array; name: string }) => Promise<unknown>;
}) {
  const submission = parseForm(await request.formData(), AdminDoctorSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const { verified, photo, resume, ...values } = submission.value;
  const toastTitle = profileId ? content.updateFailed : content.creationFailed;
  try {
    const profile = await saveDoctorProfile({ actor, profileId, values, photo: await fileBytes(photo ?? null) });
    // Verification is set on the edit form only (the create form has no such box).
    if (profileId) await setVerified({ actor, profileId: profile.id, verified });
    const resumeFile = await fileBytes(resume ?? null);
    if (resumeFile) {
      try {
        await attachResume(profile.id, resumeFile);
      } catch (error) {
        const { message } = describeError(error, "admin resume upload failed");
        return redirectWithToast(`/admin/edit-doctor/${encodeURIComponent(profile.id)}`, {
          title: content.uploadFailed,
          description: msg.resumeNotStored(message),
          variant: "destructive",
        });
      }
    }
    const toast = profileId ? msg.profileSaved(profile.name, profile.listed) : msg.profileCreated(profile.name, profile.listed);
    return redirectWithToast("/dashboard/doctor-profiles", toast);
  } catch (error) {
    return actionError(error, { toastTitle, submission, context: "admin doctor save failed" });
  }
}
