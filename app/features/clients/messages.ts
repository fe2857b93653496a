// The trusted clients manager's texts.
import { type ToastMessage } from "~/lib/messages";

export const clients = {
  gone: "This client no longer exists.",
  nameRequired: "Name is required",
  added: { title: "Client Added" },
  updated: { title: "Client Updated" },
  deleted: { title: "Client Deleted" },
} as const satisfies Record<string, ToastMessage | string>;
