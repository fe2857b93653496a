import { handleContentAction } from "~/services/content-manager/content-manager.server";
import { content, reviews as msg } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { deleteReview, saveReview } from "./reviews.server";

/** The admin's review manager posts: save (add or edit, with an optional avatar) and delete. */
export function handleReviewsAction({ request, actor }: { request: Request; actor: MaybeActor }) {
  return handleContentAction({
    request,
    fields: { text: ["name", "review", "rating"], image: "avatar" },
    save: ({ id, input, image }) => saveReview({ actor, id, input, avatar: image }),
    remove: (id) => deleteReview({ actor, id }),
    toasts: { ...msg, imageFailed: content.avatarUploadFailed },
    logMessage: "review action failed",
  });
}
