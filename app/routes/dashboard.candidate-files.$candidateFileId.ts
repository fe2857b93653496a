import type { Route } from "./+types/dashboard.candidate-files.$candidateFileId";
import { readCandidateFile } from "~/features/applications/candidate-record/candidate-files.server";
import { parseId } from "~/lib/ids";
import { orNotFound, orStatusPage } from "~/server-lib/route-errors.server";
import { requireViewer } from "~/services/auth/session.server";

/** A file attached to a candidate: only for the organisation's members who may see it; each view is logged. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request);
  const candidateFileId = orNotFound(parseId(params.candidateFileId));
  const file = orNotFound(await orStatusPage(() => readCandidateFile({ actor, candidateFileId })));
  const asciiName = file.name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      "Content-Security-Policy": "sandbox",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
