import type { Route } from "./+types/dashboard.google-reviews";
import { requireAdminTab } from "~/features/dashboard/access.server";
import { listReviews } from "~/features/reviews/reviews.server";
import { handleReviewsAction } from "~/features/reviews/reviews-action.server";
import { ReviewsManager } from "~/features/reviews/components/reviews-manager";
import { reviews as msg } from "~/lib/messages";
import { logger } from "~/services/logger.server";

// Admin only: anyone else gets 403 (the manager functions check again).
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminTab(request);
  try {
    return { reviews: await listReviews(), error: null };
  } catch (error) {
    logger().error({ err: error }, "could not list reviews");
    return { reviews: [], error: msg.fetchFailed };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdminTab(request);
  return handleReviewsAction({ request, actor });
}

export default function DashboardGoogleReviews({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-4">
      {loaderData.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {loaderData.error}
        </p>
      ) : null}
      <ReviewsManager reviews={loaderData.reviews} />
    </div>
  );
}
