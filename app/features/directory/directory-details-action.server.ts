import { data } from "react-router";
import { profile as profileMessages } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { updateOwnDirectoryDetails } from "./manage-doctor.server";
import { DIRECTORY_DETAILS_INTENT, DirectoryDetailsSchema } from "./schema";

export { DIRECTORY_DETAILS_INTENT };

/** The profile page holds two forms; this section's replies say they are its own. */
function ownReply<T extends object>(response: { data: T; init: ResponseInit | null }) {
  return data({ ...response.data, intent: DIRECTORY_DETAILS_INTENT as typeof DIRECTORY_DETAILS_INTENT }, response.init ?? undefined);
}

/** A doctor saves the directory details on their profile page (DirectoryDetailsSchema). */
export async function handleDirectoryDetails({ form, actor, back }: { form: FormData; actor: MaybeActor; back: string }) {
  const submission = parseForm(form, DirectoryDetailsSchema);
  if (submission.status !== "success") return ownReply(invalidForm(submission));
  const { intent: _intent, ...details } = submission.value;
  try {
    await updateOwnDirectoryDetails({ actor, details });
    return redirectWithToast(back, profileMessages.updated);
  } catch (error) {
    return ownReply(actionError(error, { toastTitle: profileMessages.updateFailed.title, submission, context: "directory details update failed" }));
  }
}

/** A profile's directory details as its forms show them (the doctor's own section, the admin's edit form). */
export function directoryDefaults(p: {
  bio: string | null;
  skills: string[];
  experienceYears: number | null;
  availability: string | null;
  qualifications: string[];
  registrationNumber: string | null;
  listed: boolean;
  verifiedAt: Date | null;
}) {
  return {
    bio: p.bio,
    skills: p.skills,
    experienceYears: p.experienceYears,
    availability: p.availability,
    qualifications: p.qualifications,
    registrationNumber: p.registrationNumber,
    listed: p.listed,
    verified: !!p.verifiedAt,
  };
}
