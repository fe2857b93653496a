import { data } from "react-router";
import { isAppError } from "~/lib/errors";
import { formTextId, singleFormValue } from "~/lib/ids";
import { content, directory, formInput, profileDeleted } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { redirectWithToast, toastHeader } from "~/services/toast/toast.server";
import { deleteDoctorProfile } from "./delete-doctor-profile.server";

/** The directory's form posts (admin delete), shared by the public page and the dashboard tab. */
export async function handleDirectoryAction({ request, actor }: { request: Request; actor: MaybeActor }) {
  const form = await request.formData();
  const intent = singleFormValue(form, "intent");
  const url = new URL(request.url);
  if (intent !== "delete-doctor") return data({ error: formInput.unknownAction }, { status: 400 });
  const refuse = async (status: number, message: string) =>
    data(
      { error: message },
      { status, headers: { "Set-Cookie": await toastHeader({ title: content.deletionFailed, description: message, variant: "destructive" }) } },
    );
  const profileId = formTextId(form, "profileId");
  if (profileId === null) return refuse(400, formInput.invalidId);
  try {
    const { name } = await deleteDoctorProfile({ actor, profileId });
    return redirectWithToast(url.pathname + url.search, profileDeleted(name));
  } catch (error) {
    return refuse(isAppError(error) ? error.status : 500, isAppError(error) ? error.message : directory.deleteFallback);
  }
}
