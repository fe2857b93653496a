import { z } from "zod";
import { deleteSchema, imageUpload, saveFields } from "~/components/content-manager/schema";
import { RATING_DEFAULT, RATING_MAX, RATING_MIN } from "~/lib/constants";
import { requiredText } from "~/lib/form-schema";
import { formInput } from "~/lib/messages";
import { reviews as msg } from "~/features/reviews/messages";

export const REVIEW_LIMITS = { name: 120, review: 2000 } as const;

const rating = z
  .string({ error: (issue) => (Array.isArray(issue.input) ? formInput.repeatedField : msg.ratingInvalid) })
  .regex(/^\d$/, { error: msg.ratingInvalid })
  .transform(Number)
  .refine((n) => n >= RATING_MIN && n <= RATING_MAX, { error: msg.ratingInvalid })
  .optional()
  .transform((n) => n ?? RATING_DEFAULT);

/** The review dialog (add or edit): name, review, a 1-5 star rating (5 when none is chosen) and an optional avatar. */
export const ReviewSchema = z.object({
  ...saveFields,
  name: requiredText({ required: msg.nameRequired, max: REVIEW_LIMITS.name, collapseSpaces: true }),
  review: requiredText({ required: msg.reviewRequired, max: REVIEW_LIMITS.review }),
  rating,
  avatar: imageUpload(),
});

export const DeleteReviewSchema = deleteSchema();

/** What is stored on the review row. */
export type ReviewInput = Pick<z.output<typeof ReviewSchema>, "name" | "review" | "rating">;
