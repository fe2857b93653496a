import { Form, Link } from "react-router";
import type { Route } from "./+types/_site.job-alerts.unsubscribe";
import { publicSite } from "~/env.server";
import { AlertCard } from "~/features/jobs/alerts/components/create-alert-form";
import { unsubscribeAction, unsubscribePage } from "~/features/jobs/alerts/alert-pages.server";
import { Alert } from "~/components/ui/alert";
import { jobAlertTexts as m } from "~/features/jobs/messages";
import { documentPage, loadAsDocument } from "~/lib/islands";
import { pageUrl } from "~/server-lib/page-url.server";

// The unsubscribe link in every alert mail: no sign-in, one button (a GET alone changes nothing, so link scanners
// cannot unsubscribe anyone). Mail clients' one-click unsubscribe posts to /api/job-alerts/unsubscribe/<token>.
export const handle = documentPage();
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${m.unsubscribeTitle} | ${data?.brand ?? "DocHire"}` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  return { brand: publicSite().brand, ...(await unsubscribePage(pageUrl(request))) };
}

export async function action({ request }: Route.ActionArgs) {
  return unsubscribeAction(request);
}

export default function UnsubscribeJobAlert({ loaderData, actionData }: Route.ComponentProps) {
  let body;
  if (actionData?.done) body = <Alert tone="success" testId="alert-unsubscribed">{m.unsubscribed}</Alert>;
  else if (actionData?.invalid || !loaderData.name) body = <Alert tone="error">{m.unsubscribeInvalid}</Alert>;
  else
    body = (
      <Form method="post" className="space-y-4">
        <p className="text-slate-700">{m.unsubscribeQuestion(loaderData.name)}</p>
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" className="inline-flex w-full items-center justify-center rounded-lg bg-red-600 px-4 py-2.5 font-semibold text-white hover:bg-red-700">
          {m.unsubscribeButton}
        </button>
      </Form>
    );
  return (
    <AlertCard title={m.unsubscribeTitle}>
      {body}
      <Link to="/jobs" className="mt-5 block text-center text-sm font-semibold text-brand-700 hover:underline">
        {m.findJobs}
      </Link>
    </AlertCard>
  );
}
