import { keyed, marker } from "~/lib/dom-contract";

/** The directory's markup contract on the public page: rendered by directory-view.tsx, used by directory-behaviors.ts. */
export const directoryDom = {
  /** A button whose whole job is a toast (Message: coming soon; View Resume without a resume); the toast it carries. */
  toastButton: marker<HTMLButtonElement>("toast-button"),
  /** The admin's Delete on a card: the profile's id, and the confirmation's text for it. */
  deleteButton: keyed<string, HTMLButtonElement>("delete-doctor"),
  confirmText: keyed<string, HTMLButtonElement>("confirm-text"),
  /** The confirmation dialog the island opens, its text and the id field its form sends. */
  deleteDialog: marker<HTMLDialogElement>("delete-dialog"),
  deleteText: marker("delete-text"),
  deleteId: marker<HTMLInputElement>("delete-id"),
  dialogClose: marker<HTMLButtonElement>("dialog-close"),
};
