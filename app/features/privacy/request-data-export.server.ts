import crypto from "node:crypto";
import { db } from "~/db/client.server";
import { dataExports } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { EXPORT_LINK_HOURS } from "~/lib/privacy";
import { queueMail } from "~/services/mail/mail-queue.server";
import { dataExportMail, siteUrl } from "~/services/mail/templates.server";

export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * "Download my data": a random link, mailed to the account's own address, that works for EXPORT_LINK_HOURS and only for
 * the account itself. Only its hash is stored. The file is made when the link is opened (it is small: profile,
 * applications, saved jobs and one resume).
 */
export async function requestDataExport({ actor }: { actor: MaybeActor }): Promise<void> {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + EXPORT_LINK_HOURS * 3600_000);
  await db().insert(dataExports).values({ tokenHash: hashToken(token), userId: actor.userId, expiresAt });
  await queueMail({ to: actor.email, ...dataExportMail({ name: actor.name, url: siteUrl(`/account/export/${token}`), hours: EXPORT_LINK_HOURS }) });
}
