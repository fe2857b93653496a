import { data } from "react-router";
import { isAppError } from "~/lib/errors";
import { content, reviews as msg } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { fileBytes } from "~/lib/upload.server";
import { toastHeader } from "~/services/toast/toast.server";
import type { ToastMessage } from "~/lib/messages";
import { logger } from "~/services/logger.server";
import { deleteReview, saveReview } from "./reviews.server";

export type ReviewActionData = { ok?: false; error: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };

/** The admin's review manager posts: save (add or edit, with an optional avatar) and delete. */
/** Success answers with data (the page's loaders then revalidate) and a toast for the next render. */
async function done(toast: ToastMessage) {
  return data({ ok: true as const }, { headers: { "Set-Cookie": await toastHeader(toast) } });
}

export async function handleReviewsAction({ request, actor }: { request: Request; actor: MaybeActor }) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const idRaw = String(form.get("id") ?? "");
  const id = /^\d+$/.test(idRaw) ? Number(idRaw) : null;
  const values = { name: String(form.get("name") ?? ""), review: String(form.get("review") ?? ""), rating: String(form.get("rating") ?? "") };
  try {
    if (intent === "delete") {
      if (id == null) throw new Error("missing id");
      await deleteReview({ actor, id });
      return done(msg.deleted);
    }
    if (intent === "save") {
      await saveReview({ actor, id, input: values, avatar: await fileBytes(form.get("avatar")) });
      return done(id == null ? msg.added : msg.updated);
    }
    return data<ReviewActionData>({ error: "Unknown action." }, { status: 400 });
  } catch (error) {
    if (!isAppError(error)) logger().error({ err: error }, "review action failed");
    const title = intent === "delete" ? content.deletionFailed : isAppError(error) && error.code === "invalid_image" ? content.avatarUploadFailed : id == null ? content.creationFailed : content.updateFailed;
    const message = isAppError(error) ? error.message : "Something went wrong. Please try again.";
    return data<ReviewActionData>(
      { error: message, fieldErrors: isAppError(error) ? error.fieldErrors : undefined, values },
      {
        status: isAppError(error) ? error.status : 500,
        headers: { "Set-Cookie": await toastHeader({ title, description: message, variant: "destructive" }) },
      },
    );
  }
}
