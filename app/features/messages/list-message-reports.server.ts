import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { messageReports, messageThreads, profiles, user } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";

export const REPORTS_SHOWN = 100;

export type MessageReportView = { id: number; threadId: number; doctorName: string; employerName: string; jobTitle: string | null; reason: string; createdAt: string };

/** Reported conversations, newest report first: the admin's only. */
export async function listMessageReports({ actor }: { actor: MaybeActor }): Promise<MessageReportView[]> {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  if (!actor.isAdmin) throw new AppError("forbidden", validation.permissionDenied);
  const employerProfile = alias(profiles, "employer_profile");
  const rows = await db()
    .select({
      id: messageReports.id,
      threadId: messageReports.threadId,
      doctorName: profiles.name,
      employerName: sql<string>`coalesce(nullif(trim(${employerProfile.company}), ''), ${employerProfile.name}, ${user.name})`,
      jobTitle: messageThreads.jobTitle,
      reason: messageReports.reason,
      createdAt: messageReports.createdAt,
    })
    .from(messageReports)
    .innerJoin(messageThreads, eq(messageThreads.id, messageReports.threadId))
    .innerJoin(profiles, eq(profiles.id, messageThreads.doctorProfileId))
    .innerJoin(user, eq(user.id, messageThreads.employerUserId))
    .leftJoin(employerProfile, eq(employerProfile.id, messageThreads.employerUserId))
    .orderBy(desc(messageReports.createdAt), desc(messageReports.id))
    .limit(REPORTS_SHOWN);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
