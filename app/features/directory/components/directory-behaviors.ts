import { showToast, toastMessageOf } from "~/components/ui/toaster";
import { directoryDom } from "./directory-dom";

/**
 * The public directory's island (a document page): Message and View Resume without a resume show the toast they
 * carry; the admin's Delete opens the confirmation dialog for that profile, whose form posts the delete (the
 * server comes back to the page with the outcome's toast).
 */
export function directoryBehaviors(doc: Document = document): () => void {
  const installed = new AbortController();
  doc.addEventListener(
    "click",
    (event) => {
      const toastButton = directoryDom.toastButton.closest(event.target);
      if (toastButton) {
        const message = toastMessageOf(toastButton);
        if (message) showToast(message);
        return;
      }
      const remove = directoryDom.deleteButton.closest(event.target);
      const dialog = directoryDom.deleteDialog.find(doc);
      if (remove && dialog) {
        const id = directoryDom.deleteId.find(dialog);
        const text = directoryDom.deleteText.find(dialog);
        if (id) id.value = directoryDom.deleteButton.valueOf(remove) ?? "";
        if (text) text.textContent = directoryDom.confirmText.valueOf(remove) ?? "";
        dialog.showModal();
        return;
      }
      if (dialog?.open && (event.target === dialog || directoryDom.dialogClose.closest(event.target))) dialog.close();
    },
    { signal: installed.signal },
  );
  return () => installed.abort();
}
