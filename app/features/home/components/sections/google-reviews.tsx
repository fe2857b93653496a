import { RATING_MAX } from "~/lib/constants";
import { counts, content } from "~/lib/messages";
import { home } from "~/features/home/messages";
import type { HomeReview } from "../../types";
import { SectionHeading } from "../section-heading";

// Lucide's star (ISC licence, lucide.dev), as lucide-react draws it.
const STAR_PATH =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
const star = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="h-4 w-4 ${color}" aria-hidden="true"><path d="${STAR_PATH}"></path></svg>`;
const FILLED = star("fill-amber-400 text-amber-400");
const EMPTY = star("fill-slate-200 text-slate-200");
/** The five stars of each rating, as markup made once (a dozen reviews drew 65 icons element by element). */
const STARS = Array.from({ length: RATING_MAX + 1 }, (_, rating) => FILLED.repeat(rating) + EMPTY.repeat(RATING_MAX - rating));

function Stars({ rating }: { rating: number }) {
  const filled = Math.min(RATING_MAX, Math.max(0, Math.round(rating)));
  return (
    <span className="flex gap-0.5" role="img" aria-label={`${rating} out of ${RATING_MAX} stars`} dangerouslySetInnerHTML={{ __html: STARS[filled]! }} />
  );
}

export default function GoogleReviews({ reviews }: { reviews: HomeReview[] | null }) {
  if (reviews && reviews.length === 0) return null;
  const average = reviews ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : 0;
  return (
    <section aria-labelledby="google-reviews" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="google-reviews" eyebrow="Google reviews" title={home.googleReviews} />
        {reviews ? (
          <>
            <p className="mt-4 flex items-center justify-center gap-2 text-slate-700">
              <Stars rating={Math.round(average)} />
              <span className="font-semibold">{average.toFixed(1)}</span>
              <span className="text-slate-500">{counts.fromReviews(reviews.length)}</span>
            </p>
            <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="google-reviews">
              {reviews.map((review) => (
                <li key={review.id}>
                  <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                    <Stars rating={review.rating} />
                    <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">“{review.review}”</blockquote>
                    <figcaption className="mt-5 flex items-center gap-3">
                      {review.avatarUrl ? (
                        // The name is printed right beside the photo, so the image itself is decorative.
                        <img src={review.avatarUrl} alt="" loading="lazy" decoding="async" className="h-11 w-11 rounded-full object-cover" />
                      ) : (
                        <span aria-hidden="true" className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
                          {review.name.charAt(0)}
                        </span>
                      )}
                      <span className="font-semibold text-slate-900">{review.name}</span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p role="status" className="mt-8 text-center text-slate-600">{content.reviewsFetchFailed}</p>
        )}
      </div>
    </section>
  );
}
