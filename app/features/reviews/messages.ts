// The Google reviews manager's texts.
import { type ToastMessage } from "~/lib/messages";

export const reviews = {
  gone: "This review no longer exists.",
  nameRequired: "Name is required",
  reviewRequired: "Review is required",
  ratingInvalid: "Choose a rating from 1 to 5 stars.",
  added: { title: "Review Added" },
  updated: { title: "Review Updated" },
  deleted: { title: "Review Deleted" },
} as const satisfies Record<string, ToastMessage | string>;
