import { data } from "react-router";
import { isAppError } from "~/lib/errors";
import { hasFieldErrors } from "~/lib/form-fields";
import { content, formInput } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { fileBytes } from "~/lib/upload.server";
import { logger } from "~/services/logger.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { saveDoctorProfile, setVerified } from "./manage-doctor.server";
import { readDirectoryForm, type DirectoryFormValues } from "./schema";

export type AdminDoctorActionData = { formError: string; fieldErrors?: Record<string, string>; values: DirectoryFormValues };

/**
 * Create/edit of a directory profile by the admin. The resume is stored by the caller's `attachResume`
 * (the resume rules live with resumes) after the profile exists; a bad resume leaves the saved profile and
 * reports the resume error on the edit page.
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
  const form = await request.formData();
  const { values, errors } = readDirectoryForm(form);
  if (hasFieldErrors(errors)) return data<AdminDoctorActionData>({ formError: formInput.fixFields, fieldErrors: errors, values }, { status: 400 });
  const verifiedField = form.getAll("verified").map(String);
  try {
    const photo = await fileBytes(form.get("photo"));
    const profile = await saveDoctorProfile({ actor, profileId, values, photo: photo && photo.bytes.byteLength ? photo : null });
    if (verifiedField.length) await setVerified({ actor, profileId: profile.id, verified: verifiedField.includes("on") }).catch((e: unknown) => {
      if (!(isAppError(e) && e.code === "conflict")) throw e;
    });
    const resume = await fileBytes(form.get("resume"));
    if (resume && resume.bytes.byteLength) {
      try {
        await attachResume(profile.id, resume);
      } catch (error) {
        const message = isAppError(error) ? error.message : "Could not store the resume.";
        return redirectWithToast(`/admin/edit-doctor/${encodeURIComponent(profile.id)}`, {
          title: content.uploadFailed,
          description: `The profile was saved, but the resume was not: ${message}`,
          variant: "destructive",
        });
      }
    }
    return redirectWithToast("/dashboard/doctor-profiles", {
      title: profileId ? "Profile Updated" : "Profile Created",
      description: `${profile.name} is ${profile.listed ? "listed in" : "saved to"} the directory.`,
    });
  } catch (error) {
    if (!isAppError(error)) logger().error({ err: error }, "admin doctor save failed");
    const formError = isAppError(error) ? error.message : "Something went wrong. Please try again.";
    const fieldErrors = isAppError(error) ? (error.fieldErrors ?? (error.code === "invalid_image" ? { photo: error.message } : undefined)) : undefined;
    return data<AdminDoctorActionData>({ formError, fieldErrors, values }, { status: isAppError(error) ? error.status : 500 });
  }
}
