import type { Route } from "./+types/dashboard.enquiries";
import { requireAdminTab } from "~/features/dashboard/access.server";
import { listEnquiries, type EnquiryStatus } from "~/features/contact/enquiries.server";
import { handleEnquiryUpdate } from "~/features/contact/enquiries-action.server";
import { EnquiriesInbox } from "~/features/contact/components/enquiries-inbox";
import { ENQUIRY_STATUSES } from "~/features/contact/schema";
import { pageUrl } from "~/server-lib/page-url.server";

function statusFrom(url: URL): EnquiryStatus | null {
  const value = url.searchParams.get("status");
  return (ENQUIRY_STATUSES as readonly string[]).includes(value ?? "") ? (value as EnquiryStatus) : null;
}

// The admin's enquiries inbox (the Contact Us page's messages).
export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireAdminTab(request);
  const status = statusFrom(pageUrl(request));
  return { status, ...(await listEnquiries({ actor, status })) };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdminTab(request);
  const url = pageUrl(request);
  return handleEnquiryUpdate({ form: await request.formData(), actor, back: `${url.pathname}${url.search}` });
}

export default function DashboardEnquiries({ loaderData, actionData }: Route.ComponentProps) {
  return <EnquiriesInbox enquiries={loaderData.enquiries} counts={loaderData.counts} status={loaderData.status} reply={actionData} />;
}
