import { getActor } from "~/services/auth/session.server";
import { decideResumeAccess, recordResumeView } from "./resume-access.server";
import { findFile } from "./storage.server";
import type { PrivateFileGate } from "./serve-file.server";
import { pageUrl } from "~/server-lib/page-url.server";

/** The sandbox for an inline PDF: no scripts, no forms, nothing loaded from elsewhere. */
export const RESUME_CSP = "default-src 'none'; object-src 'self'; plugin-types application/pdf; sandbox; frame-ancestors 'self'";

/**
 * Resumes are private: served to their owner, the admin, and verified employers the doctor shared them with (by an
 * application or by their choice), within the daily limit (resume-access.server.ts). Keys are
 * resumes/{ownerProfileId}/{timestamp}-{name}.pdf. Every view by someone other than the owner is recorded.
 */
export const resumeGate: PrivateFileGate = async ({ bucket, key, request }) => {
  if (bucket !== "resumes") return { allow: false, status: 404 };
  const actor = await getActor(request);
  const ownerId = key.split("/")[0] ?? "";
  const access = await decideResumeAccess(actor, ownerId);
  if (!access.allow) return { allow: false, status: access.status };
  const file = await findFile(bucket, key);
  if (!file) return { allow: false, status: 404 };
  if (access.record && actor && !(await recordResumeView({ fileId: file.id, viewerId: actor.userId, viaApplication: access.viaApplication }))) {
    return { allow: false, status: 429 };
  }
  const download = pageUrl(request).searchParams.get("download") === "1";
  const filename = `resume-${file.createdAt.toISOString().slice(0, 10)}.pdf`;
  return {
    allow: true,
    headers: {
      "Content-Disposition": `${download ? "attachment" : "inline"}; filename="${filename}"`,
      "Content-Security-Policy": RESUME_CSP,
      "Cross-Origin-Resource-Policy": "same-origin",
      "X-Frame-Options": "SAMEORIGIN",
    },
  };
};
