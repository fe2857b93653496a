import type { Route } from "./+types/_site.job-alerts.new";
import { publicSite } from "~/env.server";
import { CreateAlertForm, AlertCard } from "~/features/jobs/alerts/components/create-alert-form";
import { createAlertAction, newAlertPage } from "~/features/jobs/alerts/alert-pages.server";
import { Alert } from "~/components/ui/alert";
import { jobAlertTexts as m } from "~/features/jobs/messages";
import { documentPage, loadAsDocument } from "~/lib/islands";
import { getViewer } from "~/services/auth/session.server";
import authFormIsland from "~/islands/auth-form.island.ts?island";
import { pageUrl } from "~/server-lib/page-url.server";

// "Create job alert" for the /jobs search in the query string. A document page: a plain form, checked by the island.
export const handle = documentPage(authFormIsland);
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${m.createTitle} | ${data?.brand ?? "DocHire"}` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  return { brand: publicSite().brand, ...newAlertPage(pageUrl(request), viewer?.actor ?? null) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  return createAlertAction({ request, actor: viewer?.actor ?? null, clientIp: context.clientIp });
}

export default function NewJobAlert({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.allowed) {
    return (
      <AlertCard title={m.createTitle}>
        <Alert tone="info">{m.onlyDoctors}</Alert>
      </AlertCard>
    );
  }
  return <CreateAlertForm query={loaderData.query} searchLabel={loaderData.searchLabel} signedIn={loaderData.signedIn} reply={actionData} />;
}
