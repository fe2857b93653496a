import { and, count, desc, eq, lt, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { contactForm as msg } from "~/features/contact/messages";
import type { MaybeActor } from "~/lib/permissions";
import { ENQUIRY_STATUSES } from "./schema";

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRIES_PAGE = 50;

function requireAdmin(actor: MaybeActor) {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  if (!actor.isAdmin) throw new AppError("forbidden", validation.permissionDenied);
  return actor;
}

/** The admin's inbox: enquiries newest first, optionally of one status, with the count of each status. */
export async function listEnquiries({ actor, status, before }: { actor: MaybeActor; status: EnquiryStatus | null; before?: number }) {
  requireAdmin(actor);
  const where: SQL[] = [];
  if (status) where.push(eq(contactMessages.status, status));
  if (before) where.push(lt(contactMessages.id, before));
  const [rows, counts] = await Promise.all([
    db()
      .select()
      .from(contactMessages)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(contactMessages.id))
      .limit(ENQUIRIES_PAGE),
    db().select({ status: contactMessages.status, n: count() }).from(contactMessages).groupBy(contactMessages.status),
  ]);
  return {
    enquiries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() })),
    counts: Object.fromEntries(ENQUIRY_STATUSES.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0])) as Record<EnquiryStatus, number>,
  };
}

/** The admin moves an enquiry along (new → contacted → closed, or back) and keeps notes on it. */
export async function updateEnquiry({ actor, id, status, notes }: { actor: MaybeActor; id: number; status: EnquiryStatus; notes: string }) {
  requireAdmin(actor);
  const rows = await db()
    .update(contactMessages)
    .set({ status, notes, updatedAt: new Date() })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (rows.length === 0) throw new AppError("not_found", msg.enquiryNotFound);
}
