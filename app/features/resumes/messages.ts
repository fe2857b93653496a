// The resume upload's texts.
import { type ToastMessage } from "~/lib/messages";

/** "File Selected" toast: the file name is ready for upload. */
export function fileSelected(fileName: string): ToastMessage {
  return { title: "File Selected", description: `${fileName} is ready for upload.` };
}
