import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { fileViews, files, profiles } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { resume as msg } from "~/features/resumes/messages";
import type { MaybeActor } from "~/lib/permissions";

export type ResumeViewRow = { viewedAt: Date; viewer: string; company: string | null; viaApplication: boolean };

const SHOWN = 50;

/**
 * Who opened the doctor's resumes (every version they uploaded) and when, newest first: the viewer's name and
 * organisation. Only the doctor themselves may ask (files_owner_idx, then file_views_file_idx).
 */
export async function listResumeViews({ actor }: { actor: MaybeActor }): Promise<ResumeViewRow[]> {
  if (!actor) throw new AppError("unauthenticated", msg.signInToManage);
  if (actor.isAdmin || actor.role !== "doctor") throw new AppError("forbidden", validation.permissionDenied);
  const rows = await db()
    .select({ viewedAt: fileViews.viewedAt, name: profiles.name, company: profiles.company, viaApplication: fileViews.viaApplication })
    .from(files)
    .innerJoin(fileViews, eq(fileViews.fileId, files.id))
    .leftJoin(profiles, eq(profiles.id, fileViews.viewerId))
    .where(and(eq(files.ownerId, actor.userId), eq(files.bucket, "resumes")))
    .orderBy(desc(fileViews.viewedAt))
    .limit(SHOWN);
  return rows.map((r) => ({ viewedAt: r.viewedAt, viewer: r.name ?? "—", company: r.company, viaApplication: r.viaApplication }));
}
