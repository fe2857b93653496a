import { content } from "~/lib/messages";
import { directory, profileDeleted } from "~/features/directory/messages";
import type { MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { deleteDoctorProfile } from "./delete-doctor-profile.server";
import { DeleteDoctorSchema } from "./schema";
import { pageUrl } from "~/server-lib/page-url.server";

const refusedToast = (description: string) => ({ title: content.deletionFailed, description, variant: "destructive" as const });

/** The directory's form posts (the admin's delete), shared by the public page and the dashboard tab. */
export async function handleDirectoryAction({ request, actor }: { request: Request; actor: MaybeActor }) {
  const submission = parseForm(await request.formData(), DeleteDoctorSchema);
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat().find(Boolean);
    return invalidForm(submission, first ? refusedToast(first) : null);
  }
  try {
    const { name } = await deleteDoctorProfile({ actor, profileId: submission.value.profileId });
    const url = pageUrl(request);
    return redirectWithToast(url.pathname + url.search, profileDeleted(name));
  } catch (error) {
    return actionError(error, { toastTitle: content.deletionFailed, submission, context: "doctor profile delete failed", fallback: directory.deleteFallback });
  }
}
