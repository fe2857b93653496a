import { handleContentAction } from "~/services/content-manager/content-manager.server";
import { content } from "~/lib/messages";
import { reviews as msg } from "~/features/reviews/messages";
import type { MaybeActor } from "~/lib/permissions";
import { deleteReview, saveReview } from "./reviews.server";
import { DeleteReviewSchema, ReviewSchema } from "./schema";

/** The admin's review manager posts: save (add or edit, with an optional avatar) and delete. */
export function handleReviewsAction({ request, actor }: { request: Request; actor: MaybeActor }) {
  return handleContentAction({
    request,
    schemas: { save: ReviewSchema, delete: DeleteReviewSchema },
    image: "avatar",
    save: ({ id, value, image }) => saveReview({ actor, id, input: value, avatar: image }),
    remove: (id) => deleteReview({ actor, id }),
    toasts: { added: msg.added, updated: msg.updated, deleted: msg.deleted, imageFailed: content.avatarUploadFailed },
    logMessage: "review action failed",
  });
}
