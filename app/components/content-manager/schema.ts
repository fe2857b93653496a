import { z } from "zod";
import { IMAGE_MAX_BYTES } from "~/lib/constants";
import { serialId } from "~/lib/form-schema";
import { contentManager, formInput } from "~/lib/messages";

// Building blocks of the content managers' form schemas (each feature's schema.ts composes its own). Client-safe.

/** The save form's intent and the item it edits: no id (or an empty one) adds an item, anything else must be an id. */
export const saveFields = {
  intent: z.literal("save", { error: formInput.unknownAction }),
  id: serialId().optional(),
};

/** An optional image upload: an empty file input keeps the current image. The type is checked by content on the server. */
export function imageUpload() {
  return z
    .file({ error: (issue) => (Array.isArray(issue.input) ? formInput.repeatedField : contentManager.notAFile) })
    .max(IMAGE_MAX_BYTES, { error: contentManager.imageTooLarge })
    .optional();
}

/** The delete confirmation's form: the item's id. */
export function deleteSchema() {
  return z.object({ intent: z.literal("delete", { error: formInput.unknownAction }), id: serialId() });
}
