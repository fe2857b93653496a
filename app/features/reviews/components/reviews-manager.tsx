import { ContentManager, ImageField, type ContentList, type ContentSpec } from "~/components/content-manager/content-manager";
import { Field, inputClass } from "~/components/ui/field";
import { StarPicker, Stars } from "~/components/ui/star-rating";
import { RATING_DEFAULT } from "~/lib/constants";
import type { GoogleReview } from "~/db/schema";

const spec: ContentSpec<GoogleReview> = {
  texts: { heading: "Google Reviews", add: "Add Review", edit: "Edit Review", empty: "No reviews yet. Add the first one." },
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
  fields: (review, { values, fieldErrors, formError }) => (
    <>
      <Field id="review-name" label="Name" error={fieldErrors?.name}>
        <input id="review-name" name="name" required maxLength={120} defaultValue={values?.name ?? review?.name ?? ""} aria-invalid={!!fieldErrors?.name} className={inputClass} />
      </Field>
      <Field id="review-text" label="Review" error={fieldErrors?.review}>
        <textarea id="review-text" name="review" required rows={4} maxLength={2000} defaultValue={values?.review ?? review?.review ?? ""} aria-invalid={!!fieldErrors?.review} className={inputClass} />
      </Field>
      <ImageField id="review-avatar" name="avatar" label="Avatar" error={formError} />
      <StarPicker name="rating" defaultValue={Number(values?.rating) || review?.rating || RATING_DEFAULT} />
    </>
  ),
  deleteDescription: (review) => `The review by ${review.name} will be removed from the home page.`,
};

export function ReviewsManager(list: ContentList<GoogleReview>) {
  return <ContentManager {...list} spec={spec} />;
}
