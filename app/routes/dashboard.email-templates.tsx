import type { Route } from "./+types/dashboard.email-templates";
import { requireEmployerOwnTab } from "~/features/dashboard/access.server";
import { TemplatesView } from "~/features/email-templates/components/templates-view";
import { handleTemplateAction } from "~/features/email-templates/template-action.server";
import { listTemplates } from "~/features/email-templates/templates.server";
import { parseId } from "~/lib/ids";
import { orStatusPage } from "~/server-lib/route-errors.server";
import { pageUrl } from "~/server-lib/page-url.server";

// The organisation's e-mail templates: owners, admins and recruiters change them, hiring managers read them,
// interviewers are refused (the feature functions check the role on every request).
export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireEmployerOwnTab(request);
  const editing = parseId(pageUrl(request).searchParams.get("edit") ?? "");
  return orStatusPage(async () => ({ ...(await listTemplates({ actor })), editing }));
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireEmployerOwnTab(request);
  return handleTemplateAction({ form: await request.formData(), actor });
}

export default function DashboardEmailTemplates({ loaderData, actionData }: Route.ComponentProps) {
  return <TemplatesView page={loaderData} reply={actionData ?? null} />;
}
