import { AppError, isAppError } from "~/lib/errors";
import { storeImage } from "./storage.server";

/**
 * Stores an image uploaded with a form. Its type is checked by content (PNG, JPEG, WebP or GIF, whatever the name
 * says); a refusal is an AppError that names `field`, so the form shows why beside the file input.
 */
export async function storeFormImage(input: Parameters<typeof storeImage>[0], field: string) {
  try {
    return await storeImage(input);
  } catch (error) {
    if (isAppError(error) && error.code === "invalid_image") throw new AppError("invalid_image", error.message, { [field]: error.message });
    throw error;
  }
}
