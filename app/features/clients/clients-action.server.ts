import { handleContentAction } from "~/services/content-manager/content-manager.server";
import { clients as msg, content } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { deleteClient, saveClient } from "./clients.server";

/** The admin's trusted-clients manager posts: save (add or edit, with an optional logo) and delete. */
export function handleClientsAction({ request, actor }: { request: Request; actor: MaybeActor }) {
  return handleContentAction({
    request,
    fields: { text: ["name"], image: "logo" },
    save: ({ id, input, image }) => saveClient({ actor, id, input, logo: image }),
    remove: (id) => deleteClient({ actor, id }),
    toasts: { ...msg, imageFailed: content.uploadFailed },
    logMessage: "client action failed",
  });
}
