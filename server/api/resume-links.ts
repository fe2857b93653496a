// Short-lived signed links to an applicant's resume (docs/decisions/101-api-applications-and-resume-links.md).
// POST /api/v1/applications/{id}/resume-link checks, as the key's member, that the application may be seen and its
// resume opened (the site's own rule, decideResumeAccess), and answers a link that serves the PDF without a key for
// RESUME_LINK_SECONDS. The link names the file, the application, the key and its organisation, and is signed with the
// app's secret (HMAC-SHA256), so nothing is stored for it. Each fetch checks it all again — the key still good, the
// file still the doctor's resume, the application still the organisation's — and is counted in file_views as the
// dashboard's opening of the resume through the application is.
import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { apiKeys, applications, jobs, profiles } from "~/db/schema";
import { decideResumeAccess, recordResumeView } from "~/services/storage/resume-access.server";
import { RESUME_CSP } from "~/services/storage/resume-gate.server";
import { serveFile } from "~/services/storage/serve-file.server";
import { findFile, parseFileUrl } from "~/services/storage/storage.server";
import { authSecret } from "~/services/auth/secret.server";
import type { ApiKeyCaller } from "~/features/organisations/api-keys/authenticate-api-key.server";
import { getApplicationResource, idOf } from "./applications";
import { applicationProblems as ap } from "./messages";
import { ApiProblem } from "./problem";

/** How long a resume link works. */
export const RESUME_LINK_SECONDS = 5 * 60;
export const RESUME_LINK_PATH = "/resume-links";

/** f: file, a: application, k: key, o: organisation, u: viewer (the key's member), d: 1 when the view comes through the
 * application (0: the doctor's choice to share, counted against the daily limit), e: expiry (unix seconds). */
type LinkClaims = { v: 1; f: string; a: number; k: number; o: string; u: string; d: 0 | 1; e: number };

function mac(payload: string): string {
  return crypto.createHmac("sha256", authSecret()).update(`api-resume-link:${payload}`).digest("base64url");
}

export function signResumeLink(claims: Omit<LinkClaims, "v">): string {
  const payload = Buffer.from(JSON.stringify({ v: 1, ...claims })).toString("base64url");
  return `${payload}.${mac(payload)}`;
}

/** The claims of a link whose signature holds (whatever its age), or null. */
export function verifyResumeLink(token: string): LinkClaims | null {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length || token.length > 1000) return null;
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as LinkClaims;
    if (claims.v !== 1 || typeof claims.f !== "string" || typeof claims.e !== "number" || typeof claims.u !== "string" || typeof claims.o !== "string" || !Number.isInteger(claims.a) || !Number.isInteger(claims.k) || (claims.d !== 0 && claims.d !== 1)) return null;
    return claims;
  } catch {
    return null;
  }
}

/** The application's doctor's resume file, with the application's organisation, or null. */
async function resumeOf(applicationId: number) {
  const [row] = await db()
    .select({ doctorId: applications.doctorId, jobId: applications.jobId, organisationId: jobs.organisationId, resumeUrl: profiles.resumeUrl })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(profiles, eq(profiles.id, applications.doctorId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row) return null;
  const location = parseFileUrl(row.resumeUrl);
  const file = location?.bucket === "resumes" ? await findFile("resumes", location.key) : null;
  return { ...row, file: file ? { id: file.id, key: location!.key } : null };
}

/** POST /api/v1/applications/{id}/resume-link. */
export async function createResumeLink(caller: ApiKeyCaller, rawId: string, apiBase: string, now = Date.now()) {
  const id = idOf(rawId, ap.badId);
  const { actor } = caller;
  const found = await resumeOf(id);
  if (!found?.jobId || found.organisationId !== actor.membership?.organisationId) throw new ApiProblem(404, ap.notFound);
  await getApplicationResource(actor, String(id)); // the member's role and teams: 403 when the job is not theirs
  if (!found.file) throw new ApiProblem(404, ap.noResume);
  const access = await decideResumeAccess(actor, found.doctorId);
  if (!access.allow) throw new ApiProblem(access.status === 429 ? 429 : 403, access.reason === "pending" ? ap.resumePending : ap.resumeRefused);
  const expires = Math.floor(now / 1000) + RESUME_LINK_SECONDS;
  const token = signResumeLink({ f: found.file.id, a: id, k: caller.key.id, o: caller.key.organisationId, u: actor.userId, d: access.viaApplication ? 1 : 0, e: expires });
  return { url: `${apiBase}${RESUME_LINK_PATH}/${token}`, expires_at: new Date(expires * 1000).toISOString() };
}

/**
 * GET /api/v1/resume-links/{token}: the PDF, or a problem — 403 for a link that is not one of ours (or was changed),
 * 410 for one past its time or no longer good (key revoked, resume replaced, application gone).
 */
export async function serveResumeLink(token: string, request: Request, now = Date.now()): Promise<Response> {
  const claims = verifyResumeLink(token);
  if (!claims) throw new ApiProblem(403, ap.linkInvalid);
  if (claims.e * 1000 <= now) throw new ApiProblem(410, ap.linkExpired);
  const [key] = await db()
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, claims.k), eq(apiKeys.organisationId, claims.o), isNull(apiKeys.revokedAt)))
    .limit(1);
  const found = await resumeOf(claims.a);
  if (!key || !found?.file || found.file.id !== claims.f || found.organisationId !== claims.o) throw new ApiProblem(410, ap.linkGone);
  return serveFile(request, "resumes", found.file.key, async () => {
    // A HEAD shows nothing of the resume: only a GET is a view. A view without a standing application counts against
    // the viewer's daily limit, as on the site.
    if (request.method !== "HEAD" && !(await recordResumeView({ fileId: claims.f, viewerId: claims.u, viaApplication: claims.d === 1 }))) {
      throw new ApiProblem(429, ap.resumeLimit);
    }
    return {
      allow: true,
      headers: {
        "Content-Disposition": `inline; filename="resume-${claims.a}.pdf"`,
        "Content-Security-Policy": RESUME_CSP,
        "Referrer-Policy": "no-referrer",
      },
    };
  });
}
