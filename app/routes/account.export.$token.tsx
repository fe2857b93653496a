import type { Route } from "./+types/account.export.$token";
import { buildDataExport } from "~/features/privacy/build-data-export.server";
import { isAppError } from "~/lib/errors";
import { requireViewer } from "~/services/auth/session.server";

// The file behind a "Download my data" link (a resource route): JSON, for the signed-in owner of an unexpired link.
export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request);
  const token = params.token.slice(0, 100);
  try {
    const body = await buildDataExport({ actor, token });
    return new Response(JSON.stringify(body, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="my-data-${new Date().toISOString().slice(0, 10)}.json"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (isAppError(error)) return new Response(error.message, { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw error;
  }
}
