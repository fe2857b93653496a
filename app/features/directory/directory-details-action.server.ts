import { data } from "react-router";
import { isAppError } from "~/lib/errors";
import { hasFieldErrors } from "~/lib/form-fields";
import { formInput, profile as profileMessages } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { logger } from "~/services/logger.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { updateOwnDirectoryDetails } from "./manage-doctor.server";
import { DIRECTORY_DETAILS_INTENT, readDirectoryForm, type DirectoryFormValues } from "./schema";

export { DIRECTORY_DETAILS_INTENT };

export type DirectoryDetailsActionData = { intent: typeof DIRECTORY_DETAILS_INTENT; fieldErrors?: Record<string, string>; formError?: string; values: DirectoryFormValues };

/** A doctor saves the directory details on their profile page. */
export async function handleDirectoryDetails({ form, actor, back }: { form: FormData; actor: MaybeActor; back: string }) {
  const { values, errors } = readDirectoryForm(form);
  if (hasFieldErrors(errors)) {
    return data<DirectoryDetailsActionData>({ intent: DIRECTORY_DETAILS_INTENT, fieldErrors: errors, formError: formInput.fixFields, values }, { status: 400 });
  }
  try {
    await updateOwnDirectoryDetails({ actor, values });
    return redirectWithToast(back, profileMessages.updated);
  } catch (error) {
    if (!isAppError(error)) logger().error({ err: error }, "directory details update failed");
    return data<DirectoryDetailsActionData>(
      {
        intent: DIRECTORY_DETAILS_INTENT,
        fieldErrors: isAppError(error) ? error.fieldErrors : undefined,
        formError: isAppError(error) && error.code === "invalid_input" ? error.message : profileMessages.updateFailed.description,
        values,
      },
      { status: isAppError(error) ? error.status : 500 },
    );
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
