import { Link } from "react-router";
import type { Route } from "./+types/_site.job-alerts.confirm";
import { publicSite } from "~/env.server";
import { AlertCard } from "~/features/jobs/alerts/components/create-alert-form";
import { confirmAlertPage } from "~/features/jobs/alerts/alert-pages.server";
import { Alert } from "~/components/ui/alert";
import { jobAlertTexts as m } from "~/features/jobs/messages";
import { documentPage, loadAsDocument } from "~/lib/islands";
import { pageUrl } from "~/server-lib/page-url.server";

// The double opt-in link of a visitor's job alert.
export const handle = documentPage();
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${m.confirmedTitle} | ${data?.brand ?? "DocHire"}` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  return { brand: publicSite().brand, ...(await confirmAlertPage(pageUrl(request))) };
}

export default function ConfirmJobAlert({ loaderData }: Route.ComponentProps) {
  return (
    <AlertCard title={m.confirmedTitle}>
      {loaderData.confirmed ? <Alert tone="success" testId="alert-confirmed">{m.confirmed}</Alert> : <Alert tone="error">{m.confirmInvalid}</Alert>}
      <Link to="/jobs" className="mt-5 inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">
        {m.findJobs}
      </Link>
    </AlertCard>
  );
}
