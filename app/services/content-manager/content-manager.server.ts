import { data } from "react-router";
import { AppError, isAppError } from "~/lib/errors";
import { hasFieldErrors, readTextFields } from "~/lib/form-fields";
import { formId, singleFormValue } from "~/lib/ids";
import { content, formInput, type ToastMessage } from "~/lib/messages";
import { fileBytes } from "~/lib/upload.server";
import { logger } from "~/services/logger.server";
import { toastHeader } from "~/services/toast/toast.server";
import type { ContentActionData, ContentList } from "~/components/content-manager/content-manager";

// The server half of ContentManager: the list for its loader and the posts of its dialogs. Permission checks and
// validation stay in the feature's own save and remove functions.

/** The list for the manager's page; a failed read shows `fetchFailed` above an empty manager instead of an error page. */
export async function loadContentList<T>(list: () => Promise<T[]>, { fetchFailed, logMessage }: { fetchFailed: string; logMessage: string }): Promise<ContentList<T>> {
  try {
    return { items: await list(), loadError: null };
  } catch (error) {
    logger().error({ err: error }, logMessage);
    return { items: [], loadError: fetchFailed };
  }
}

/**
 * Answers the manager's posts: save (add when there is no id, else edit; text fields plus an optional image) and
 * delete. Success answers with data, so the page's loaders revalidate, and a toast for the next render; a failure
 * answers with the error, the field errors and what was typed, and a destructive toast.
 */
export async function handleContentAction({
  request,
  fields,
  save,
  remove,
  toasts,
  logMessage,
}: {
  request: Request;
  /** The form's text inputs (echoed back after a failure) and its image input. */
  fields: { text: readonly string[]; image: string };
  save: (args: { id: number | null; input: Record<string, string>; image: { bytes: Uint8Array; name: string } | null }) => Promise<unknown>;
  remove: (id: number) => Promise<void>;
  /** Success toasts, and the failure toast's title when the image is refused. */
  toasts: { added: ToastMessage; updated: ToastMessage; deleted: ToastMessage; imageFailed: string };
  /** Logged with any error that is not an AppError. */
  logMessage: string;
}) {
  const form = await request.formData();
  const intent = singleFormValue(form, "intent") ?? "";
  // No id (or an empty one) adds an item; anything else must be exactly one well-formed id.
  const idValues = form.getAll("id");
  const adding = idValues.length === 0 || (idValues.length === 1 && idValues[0] === "");
  const id = adding ? null : formId(form, "id");
  const { values, errors } = readTextFields(form, fields.text);
  try {
    if (intent === "delete") {
      if (id === null) throw new AppError("invalid_input", formInput.invalidId);
      await remove(id);
      return done(toasts.deleted);
    }
    if (intent === "save") {
      if (!adding && id === null) throw new AppError("invalid_input", formInput.invalidId);
      if (hasFieldErrors(errors)) throw new AppError("invalid_input", formInput.fixFields, errors as Record<string, string>);
      await save({ id, input: values, image: await fileBytes(form.get(fields.image)) });
      return done(adding ? toasts.added : toasts.updated);
    }
    return data<ContentActionData>({ error: formInput.unknownAction }, { status: 400 });
  } catch (error) {
    if (!isAppError(error)) logger().error({ err: error }, logMessage);
    const title = intent === "delete" ? content.deletionFailed : isAppError(error) && error.code === "invalid_image" ? toasts.imageFailed : adding ? content.creationFailed : content.updateFailed;
    const message = isAppError(error) ? error.message : "Something went wrong. Please try again.";
    return data<ContentActionData>(
      { error: message, fieldErrors: isAppError(error) ? error.fieldErrors : undefined, values },
      {
        status: isAppError(error) ? error.status : 500,
        headers: { "Set-Cookie": await toastHeader({ title, description: message, variant: "destructive" }) },
      },
    );
  }
}

async function done(toast: ToastMessage) {
  return data<ContentActionData>({ ok: true }, { headers: { "Set-Cookie": await toastHeader(toast) } });
}
