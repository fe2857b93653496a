import { data } from "react-router";
import type { Route } from "./+types/dashboard.applicants.$jobId_.export";
import { exportCandidatesCsv } from "~/features/applications/export-candidates.server";
import { BulkExportSchema } from "~/features/applications/schema";
import { parseId } from "~/lib/ids";
import { orNotFound, orStatusPage, parseForm } from "~/server-lib/route-errors.server";
import { requireViewer } from "~/services/auth/session.server";

// The job's candidates as a CSV download: all of them (GET, the list's link) or the selected ones (POST, the list's
// toolbar). The feature function checks the member's role on the job and that every selected id is this job's.

function csvResponse(file: { csv: string; fileName: string }) {
  return new Response(file.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request);
  const jobId = orNotFound(parseId(params.jobId));
  return csvResponse(await orStatusPage(() => exportCandidatesCsv({ actor, jobId, applicationIds: null })));
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireViewer(request);
  const jobId = orNotFound(parseId(params.jobId));
  const submission = parseForm(await request.formData(), BulkExportSchema);
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Bad request";
    throw data(message, { status: 400 });
  }
  return csvResponse(await orStatusPage(() => exportCandidatesCsv({ actor, jobId, applicationIds: submission.value.applicationId })));
}
