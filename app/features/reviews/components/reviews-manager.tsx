import { ContentManager, ImageField, type ContentList, type ContentSpec } from "~/components/content-manager/content-manager";
import { TextareaField, TextField } from "~/components/forms/app-form";
import { StarPicker, Stars } from "~/components/ui/star-rating";
import { RATING_DEFAULT } from "~/lib/constants";
import type { GoogleReview } from "~/db/schema";
import { contentPages as ui } from "~/lib/messages";
import { DeleteReviewSchema, ReviewSchema } from "../schema";

const spec: ContentSpec<GoogleReview> = {
  texts: { heading: ui.reviewsHeading, add: ui.addReview, edit: ui.editReview, empty: ui.noReviews },
  layout: { headingId: "reviews-title", listClassName: "mt-4 grid gap-4 md:grid-cols-2", rowClassName: "flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm", rowTestId: "review-row" },
  row: (review, actions) => (
    <>
      {review.avatarUrl ? (
        <img src={review.avatarUrl} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700">
          {review.name.charAt(0)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{review.name}</p>
        <Stars rating={review.rating} />
        <p className="mt-1 line-clamp-3 text-sm text-slate-600">{review.review}</p>
        {actions}
      </div>
    </>
  ),
  schemas: { save: ReviewSchema, delete: DeleteReviewSchema },
  defaults: (review) => ({ name: review?.name, review: review?.review, rating: String(review?.rating ?? RATING_DEFAULT) }),
  fields: (fields) => (
    <>
      <TextField field={fields.name!} label={ui.name} />
      <TextareaField field={fields.review!} label={ui.review} rows={4} />
      <ImageField field={fields.avatar!} label={ui.avatar} />
      <div key={fields.rating!.key}>
        <StarPicker name={fields.rating!.name} defaultValue={Number(fields.rating!.initialValue) || RATING_DEFAULT} />
        {fields.rating!.errors?.length ? (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {fields.rating!.errors[0]}
          </p>
        ) : null}
      </div>
    </>
  ),
  deleteDescription: (review) => ui.reviewDeleteText(review.name),
};

export function ReviewsManager(list: ContentList<GoogleReview>) {
  return <ContentManager {...list} spec={spec} />;
}
