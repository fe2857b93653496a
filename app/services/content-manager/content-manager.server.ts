import { data } from "react-router";
import type { z } from "zod";
import { singleFormValue } from "~/lib/ids";
import { content, formInput, type ToastMessage } from "~/lib/messages";
import { actionError, invalidForm, parseForm, type FormReply } from "~/server-lib/route-errors.server";
import { isAppError } from "~/lib/errors";
import { fileBytes } from "~/server-lib/upload.server";
import { logger } from "~/services/logger.server";
import type { ContentList } from "~/components/content-manager/content-manager";

// The server half of ContentManager: the list for its loader and the posts of its dialogs, each parsed with its
// form's schema. Permission checks stay in the feature's own save and remove functions.

/** The list for the manager's page; a failed read shows `fetchFailed` above an empty manager instead of an error page. */
export async function loadContentList<T>(list: () => Promise<T[]>, { fetchFailed, logMessage }: { fetchFailed: string; logMessage: string }): Promise<ContentList<T>> {
  try {
    return { items: await list(), loadError: null };
  } catch (error) {
    logger().error({ err: error }, logMessage);
    return { items: [], loadError: fetchFailed };
  }
}

type SaveSchema = z.ZodType<{ intent: "save"; id?: number } & Record<string, unknown>, Record<string, unknown>>;
type DeleteSchema = z.ZodType<{ intent: "delete"; id: number }, Record<string, unknown>>;

const refused = (title: string, description: string): ToastMessage => ({ title, description, variant: "destructive" });

/**
 * Answers the manager's posts: save (add when there is no id, else edit; the schema's fields plus an optional image)
 * and delete. Every answer is a FormReply: on success the toast (the page's loaders revalidate); on a failure the
 * errors beside the fields, what was typed, and a destructive toast.
 */
export async function handleContentAction<S extends SaveSchema>({
  request,
  schemas,
  image,
  save,
  remove,
  toasts,
  logMessage,
}: {
  request: Request;
  schemas: { save: S; delete: DeleteSchema };
  /** The save form's image field. */
  image: string;
  save: (args: { id: number | null; value: z.output<S>; image: { bytes: Uint8Array; name: string } | null }) => Promise<unknown>;
  remove: (id: number) => Promise<void>;
  /** Success toasts, and the failure toast's title when the image is refused. */
  toasts: { added: ToastMessage; updated: ToastMessage; deleted: ToastMessage; imageFailed: string };
  /** Logged with any error that is not an AppError. */
  logMessage: string;
}) {
  const form = await request.formData();
  const intent = singleFormValue(form, "intent");

  if (intent === "delete") {
    const submission = parseForm(form, schemas.delete);
    if (submission.status !== "success") return invalidForm(submission, refused(content.deletionFailed, firstError(submission.error)));
    try {
      await remove(submission.value.id);
      return data<FormReply>({ result: submission.reply({ resetForm: true }), toast: toasts.deleted });
    } catch (error) {
      return actionError(error, { toastTitle: content.deletionFailed, submission, context: logMessage });
    }
  }

  if (intent === "save") {
    const submission = parseForm(form, schemas.save);
    const adding = !form.get("id");
    const failedTitle = adding ? content.creationFailed : content.updateFailed;
    if (submission.status !== "success") {
      const imageRefused = !!submission.error?.[image]?.length;
      return invalidForm(submission, refused(imageRefused ? toasts.imageFailed : failedTitle, formInput.fixFields));
    }
    const { id } = submission.value;
    const file = submission.value[image];
    try {
      await save({ id: id ?? null, value: submission.value, image: file instanceof File ? await fileBytes(file) : null });
      return data<FormReply>({ result: submission.reply({ resetForm: true }), toast: id === undefined ? toasts.added : toasts.updated });
    } catch (error) {
      const toastTitle = isAppError(error) && error.code === "invalid_image" ? toasts.imageFailed : failedTitle;
      return actionError(error, { toastTitle, submission, context: logMessage });
    }
  }

  return data<FormReply>({ result: null, toast: refused(content.updateFailed, formInput.unknownAction) }, { status: 400 });
}

function firstError(error: Record<string, string[] | null> | null | undefined): string {
  return Object.values(error ?? {}).flat().find((e): e is string => !!e) ?? formInput.fixFields;
}
