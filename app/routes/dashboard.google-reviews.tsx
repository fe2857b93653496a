import type { Route } from "./+types/dashboard.google-reviews";
import { loadContentList } from "~/services/content-manager/content-manager.server";
import { requireAdminTab } from "~/features/dashboard/access.server";
import { listReviews } from "~/features/reviews/reviews.server";
import { handleReviewsAction } from "~/features/reviews/reviews-action.server";
import { ReviewsManager } from "~/features/reviews/components/reviews-manager";
import { content } from "~/lib/messages";

// Admin only: anyone else gets 403 (the manager functions check again).
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminTab(request);
  return loadContentList(listReviews, { fetchFailed: content.reviewsFetchFailed, logMessage: "could not list reviews" });
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdminTab(request);
  return handleReviewsAction({ request, actor });
}

export default function DashboardGoogleReviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsManager {...loaderData} />;
}
