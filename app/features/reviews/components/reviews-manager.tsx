import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog, Dialog } from "~/components/ui/dialog";
import { Field, inputClass } from "~/components/ui/field";
import { StarPicker, Stars } from "~/components/ui/star-rating";
import { RATING_DEFAULT } from "~/lib/constants";
import type { GoogleReview } from "~/db/schema";
import type { handleReviewsAction } from "../reviews-action.server";

type ReviewActionData = Awaited<ReturnType<typeof handleReviewsAction>>["data"];

type Editing = { mode: "add" } | { mode: "edit"; review: GoogleReview } | null;

export function ReviewsManager({ reviews }: { reviews: GoogleReview[] }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<GoogleReview | null>(null);
  return (
    <section aria-labelledby="reviews-title">
      <div className="flex items-center justify-between gap-4">
        <h2 id="reviews-title" className="text-xl font-semibold text-slate-900">Google Reviews</h2>
        <button type="button" onClick={() => setEditing({ mode: "add" })} className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Add Review
        </button>
      </div>
      {reviews.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">No reviews yet. Add the first one.</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {reviews.map((review) => (
            <li key={review.id} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="review-row">
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
                <div className="mt-3 flex gap-2">
                  <button type="button" onClick={() => setEditing({ mode: "edit", review })} className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50">
                    Edit
                  </button>
                  <button type="button" onClick={() => setDeleting(review)} className="rounded-md border border-red-200 px-3 py-1 text-sm text-red-700 hover:bg-red-50">
                    Delete
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? <ReviewDialog key={editing.mode === "edit" ? editing.review.id : "add"} editing={editing} onClose={() => setEditing(null)} /> : null}
      <DeleteReview review={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function ReviewDialog({ editing, onClose }: { editing: NonNullable<Editing>; onClose: () => void }) {
  const fetcher = useFetcher<ReviewActionData>();
  const review = editing.mode === "edit" ? editing.review : null;
  const busy = fetcher.state !== "idle";
  const result = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const saved = fetcher.state === "idle" && fetcher.data?.ok === true;
  useEffect(() => {
    if (saved) onClose();
  }, [saved, onClose]);
  const values = result?.values;
  return (
    <Dialog open onClose={onClose} title={review ? "Edit Review" : "Add Review"}>
      <fetcher.Form method="post" encType="multipart/form-data" className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        {review ? <input type="hidden" name="id" value={review.id} /> : null}
        <Field id="review-name" label="Name" error={result?.fieldErrors?.name}>
          <input id="review-name" name="name" required maxLength={120} defaultValue={values?.name ?? review?.name ?? ""} aria-invalid={!!result?.fieldErrors?.name} className={inputClass} />
        </Field>
        <Field id="review-text" label="Review" error={result?.fieldErrors?.review}>
          <textarea id="review-text" name="review" required rows={4} maxLength={2000} defaultValue={values?.review ?? review?.review ?? ""} aria-invalid={!!result?.fieldErrors?.review} className={inputClass} />
        </Field>
        <Field id="review-avatar" label="Avatar" hint="PNG, JPEG, WebP or GIF, up to 2 MB." error={result && !result.fieldErrors ? result.error : undefined}>
          <input id="review-avatar" name="avatar" type="file" accept="image/png,image/jpeg,image/webp,image/gif" className="block w-full text-sm" />
        </Field>
        <StarPicker name="rating" defaultValue={Number(values?.rating) || review?.rating || RATING_DEFAULT} />
        <div className="flex justify-end gap-2 pt-2">
          <button type="button" onClick={onClose} className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50">
            Cancel
          </button>
          <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
            {busy ? "Saving..." : "Save"}
          </button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}

function DeleteReview({ review, onClose }: { review: GoogleReview | null; onClose: () => void }) {
  const fetcher = useFetcher<ReviewActionData>();
  return (
    <ConfirmDialog
      open={!!review}
      onClose={onClose}
      title="Are you sure?"
      description={review ? `The review by ${review.name} will be removed from the home page.` : null}
      confirm={
        <fetcher.Form method="post" onSubmit={onClose}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={review?.id ?? ""} />
          <button type="submit" className="w-full rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700">
            Delete
          </button>
        </fetcher.Form>
      }
    />
  );
}
