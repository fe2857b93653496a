import { data } from "react-router";
import { isAppError } from "~/lib/errors";
import { clients as msg, content } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { fileBytes } from "~/lib/upload.server";
import { toastHeader } from "~/services/toast/toast.server";
import type { ToastMessage } from "~/lib/messages";
import { logger } from "~/services/logger.server";
import { deleteClient, saveClient } from "./clients.server";

export type ClientActionData = { ok?: false; error: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };

/** The admin's trusted-clients manager posts: save (add or edit, with an optional logo) and delete. */
/** Success answers with data (the page's loaders then revalidate) and a toast for the next render. */
async function done(toast: ToastMessage) {
  return data({ ok: true as const }, { headers: { "Set-Cookie": await toastHeader(toast) } });
}

export async function handleClientsAction({ request, actor }: { request: Request; actor: MaybeActor }) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const idRaw = String(form.get("id") ?? "");
  const id = /^\d+$/.test(idRaw) ? Number(idRaw) : null;
  const values = { name: String(form.get("name") ?? "") };
  try {
    if (intent === "delete") {
      if (id == null) throw new Error("missing id");
      await deleteClient({ actor, id });
      return done(msg.deleted);
    }
    if (intent === "save") {
      await saveClient({ actor, id, input: values, logo: await fileBytes(form.get("logo")) });
      return done(id == null ? msg.added : msg.updated);
    }
    return data<ClientActionData>({ error: "Unknown action." }, { status: 400 });
  } catch (error) {
    if (!isAppError(error)) logger().error({ err: error }, "client action failed");
    const title = intent === "delete" ? content.deletionFailed : isAppError(error) && error.code === "invalid_image" ? content.uploadFailed : id == null ? content.creationFailed : content.updateFailed;
    const message = isAppError(error) ? error.message : "Something went wrong. Please try again.";
    return data<ClientActionData>(
      { error: message, fieldErrors: isAppError(error) ? error.fieldErrors : undefined, values },
      {
        status: isAppError(error) ? error.status : 500,
        headers: { "Set-Cookie": await toastHeader({ title, description: message, variant: "destructive" }) },
      },
    );
  }
}
