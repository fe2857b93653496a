import { data } from "react-router";
import { isAppError } from "~/lib/errors";
import { content, directory, profileDeleted } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { redirectWithToast, toastHeader } from "~/services/toast/toast.server";
import { deleteDoctorProfile } from "./delete-doctor-profile.server";

/** The directory's form posts (admin delete), shared by the public page and the dashboard tab. */
export async function handleDirectoryAction({ request, actor }: { request: Request; actor: MaybeActor }) {
  const form = await request.formData();
  const intent = form.get("intent");
  const url = new URL(request.url);
  if (intent !== "delete-doctor") return data({ error: "Unknown action." }, { status: 400 });
  const profileId = String(form.get("profileId") ?? "");
  try {
    const { name } = await deleteDoctorProfile({ actor, profileId });
    return redirectWithToast(url.pathname + url.search, profileDeleted(name));
  } catch (error) {
    const message = isAppError(error) ? error.message : directory.deleteFallback;
    const status = isAppError(error) ? error.status : 500;
    return data(
      { error: message },
      { status, headers: { "Set-Cookie": await toastHeader({ title: content.deletionFailed, description: message, variant: "destructive" }) } },
    );
  }
}
