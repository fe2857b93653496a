import { handleContentAction } from "~/services/content-manager/content-manager.server";
import { content } from "~/lib/messages";
import { clients as msg } from "~/features/clients/messages";
import type { MaybeActor } from "~/lib/permissions";
import { deleteClient, saveClient } from "./clients.server";
import { ClientSchema, DeleteClientSchema } from "./schema";

/** The admin's trusted-clients manager posts: save (add or edit, with an optional logo) and delete. */
export function handleClientsAction({ request, actor }: { request: Request; actor: MaybeActor }) {
  return handleContentAction({
    request,
    schemas: { save: ClientSchema, delete: DeleteClientSchema },
    image: "logo",
    save: ({ id, value, image }) => saveClient({ actor, id, input: value, logo: image }),
    remove: (id) => deleteClient({ actor, id }),
    toasts: { added: msg.added, updated: msg.updated, deleted: msg.deleted, imageFailed: content.uploadFailed },
    logMessage: "client action failed",
  });
}
