import crypto from "node:crypto";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobAlerts } from "~/db/schema";
import { env } from "~/env.server";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { jobAlertTexts as m } from "~/features/jobs/messages";
import { can, type MaybeActor } from "~/lib/permissions";
import { consumeLimit } from "~/services/auth/rate-limit.server";
import { queueMail } from "~/services/mail/mail-queue.server";
import { alertConfirmMail, siteUrl } from "~/services/mail/templates.server";
import { EMPTY_SEARCH, jobSearchParams, parseJobSearch, type JobSearch } from "~/features/search/search-params";
import { ALERTS_PER_OWNER, type AlertFrequency, type CreateAlertInput } from "./schema";

/**
 * The saved form of a search: its canonical /jobs query string without the page, the sort and the date-posted
 * filter (an alert is about jobs posted after it, in the digest's own order).
 */
export function alertQuery(search: JobSearch): string {
  return jobSearchParams({ ...search, page: 1, sort: EMPTY_SEARCH.sort, postedWithin: null }).toString();
}

/** The search an alert stands for, read by /jobs' own parser (so alerts follow the search's rules as they change). */
export function alertSearch(query: { params: string }): JobSearch {
  return { ...parseJobSearch(new URLSearchParams(query.params)), page: 1 };
}

/** A readable name for a search: "Cardiology jobs in Hyderabad", "\"icu\" jobs", "All jobs". */
export function describeSearch(search: JobSearch): string {
  const what = search.keyword ? `"${search.keyword}"` : search.specialties.length ? search.specialties.slice(0, 2).join(", ") : "";
  const where = search.location || search.cities.slice(0, 2).join(", ");
  const base = what ? `${what} jobs` : m.anySearch;
  return (where ? `${base} in ${where}` : base).slice(0, 80);
}

const newToken = () => crypto.randomBytes(24).toString("base64url");

function visitorKey(clientIp: string | null | undefined): string {
  return `alerts:ip:${crypto.createHash("sha256").update(clientIp || "unknown").digest("hex")}`;
}

/**
 * Saves a /jobs search as an alert. A signed-in doctor's alert is active at once and mails the account's address; a
 * visitor's waits for the address to be confirmed (double opt-in: one confirmation mail, nothing else until then),
 * is rate-limited per connection, and a form that fills the hidden honeypot field is dropped without a word.
 */
export async function createJobAlert({
  actor,
  input,
  clientIp,
}: {
  actor: MaybeActor;
  input: CreateAlertInput;
  clientIp?: string | null;
}): Promise<{ needsConfirmation: boolean }> {
  const search = alertSearch({ params: input.query ?? "" });
  const params = alertQuery(search);
  const name = input.name || describeSearch(search);
  if (actor) {
    if (!can.saveJob(actor)) throw new AppError("forbidden", m.onlyDoctors);
    const [{ n } = { n: 0 }] = await db().select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, actor.userId));
    if (n >= ALERTS_PER_OWNER) throw new AppError("conflict", m.tooMany);
    await db()
      .insert(jobAlerts)
      .values({ userId: actor.userId, email: actor.email, name, query: { params }, frequency: input.frequency, confirmedAt: new Date(), token: newToken() });
    return { needsConfirmation: false };
  }
  if (input.website) return { needsConfirmation: true };
  const email = input.email?.toLowerCase();
  if (!email) throw new AppError("invalid_input", m.emailRequired, { email: m.emailRequired });
  const e = env();
  const decision = await consumeLimit(visitorKey(clientIp), { windowSeconds: 3600, max: e.CONTACT_RATE_LIMIT_MAX * 2 });
  if (!decision.allowed) throw new AppError("rate_limited", m.tooManyRequests);
  const [{ n } = { n: 0 }] = await db().select({ n: count() }).from(jobAlerts).where(and(eq(jobAlerts.email, email), isNull(jobAlerts.userId)));
  if (n >= ALERTS_PER_OWNER) throw new AppError("conflict", m.tooMany);
  const token = newToken();
  await db().insert(jobAlerts).values({ userId: null, email, name, query: { params }, frequency: input.frequency, token });
  await queueMail({ to: email, ...alertConfirmMail({ alertName: name, url: siteUrl(`/job-alerts/confirm?token=${token}`) }) });
  return { needsConfirmation: true };
}

/** The double opt-in link: activates the alert; jobs posted from now on are its news. */
export async function confirmJobAlert(token: string): Promise<{ name: string } | null> {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  const [row] = await db().select({ id: jobAlerts.id, name: jobAlerts.name, confirmedAt: jobAlerts.confirmedAt }).from(jobAlerts).where(eq(jobAlerts.token, token)).limit(1);
  if (!row) return null;
  if (!row.confirmedAt) await db().update(jobAlerts).set({ confirmedAt: new Date(), matchFrom: new Date() }).where(eq(jobAlerts.id, row.id));
  return { name: row.name };
}

/** The alert an unsubscribe link names (for the page that asks to confirm). */
export async function findAlertByToken(token: string): Promise<{ name: string } | null> {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  const [row] = await db().select({ name: jobAlerts.name }).from(jobAlerts).where(eq(jobAlerts.token, token)).limit(1);
  return row ?? null;
}

/** One-click unsubscribe (RFC 8058) and the page's button: the token is the only credential needed. */
export async function unsubscribeJobAlert(token: string): Promise<boolean> {
  if (!/^[\w-]{20,64}$/.test(token)) return false;
  const removed = await db().delete(jobAlerts).where(eq(jobAlerts.token, token)).returning({ id: jobAlerts.id });
  return removed.length > 0;
}

export type AlertView = { id: number; name: string; searchHref: string; frequency: AlertFrequency; paused: boolean; lastSentAt: string | null; createdAt: string };

function requireDoctor(actor: MaybeActor) {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  if (!can.saveJob(actor)) throw new AppError("forbidden", m.onlyDoctors);
  return actor;
}

/** The doctor's own alerts, newest first. */
export async function listMyAlerts({ actor }: { actor: MaybeActor }): Promise<AlertView[]> {
  const me = requireDoctor(actor);
  const rows = await db().select().from(jobAlerts).where(eq(jobAlerts.userId, me.userId)).orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    searchHref: r.query.params ? `/jobs?${r.query.params}` : "/jobs",
    frequency: r.frequency,
    paused: r.paused,
    lastSentAt: r.lastSentAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Changes one of the doctor's own alerts; another's (or a missing one) is "not found". */
export async function updateMyAlert({
  actor,
  id,
  change,
}: {
  actor: MaybeActor;
  id: number;
  change: { name?: string; frequency?: AlertFrequency; paused?: boolean } | "delete";
}): Promise<void> {
  const me = requireDoctor(actor);
  const mine = and(eq(jobAlerts.id, id), eq(jobAlerts.userId, me.userId));
  const rows =
    change === "delete"
      ? await db().delete(jobAlerts).where(mine).returning({ id: jobAlerts.id })
      : await db()
          .update(jobAlerts)
          .set({
            ...(change.name ? { name: change.name } : {}),
            ...(change.frequency ? { frequency: change.frequency } : {}),
            ...(change.paused !== undefined ? { paused: change.paused } : {}),
          })
          .where(mine)
          .returning({ id: jobAlerts.id });
  if (rows.length === 0) throw new AppError("not_found", m.notFound);
}
