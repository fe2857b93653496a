import { jobPagePath } from "~/lib/application-sources";
import { and, asc, eq, gt, gte, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobAlertDeliveries, jobAlerts, jobs } from "~/db/schema";
import { formatJobSalary } from "~/lib/format";
import { jobAlertTexts } from "~/features/jobs/messages";
import { notify, usersWantingMail } from "~/services/notify/notify.server";
import { queueMail } from "~/services/mail/mail-queue.server";
import { alertDigestMail, siteUrl } from "~/services/mail/templates.server";
import { defineJob, enqueue } from "~/services/queue/queue.server";
import { logger } from "~/services/logger.server";
import { savedSearchCondition } from "~/features/search/search.server";
import { alertSearch } from "./job-alerts.server";
import type { AlertFrequency } from "./schema";

/** Jobs one digest lists (the mail says how many more matched and links to them all). */
export const DIGEST_MAX_JOBS = 20;
/** Newest matches considered per search and run; a search with more new jobs than this gets its newest. */
const CANDIDATES_PER_SEARCH = 200;
/** Alerts read per page of a run. */
const PAGE_SIZE = 500;
const CONCURRENCY = 4;

/**
 * How far back a run looks for jobs an alert has not been sent: twice its period, so a late or failed run loses
 * nothing, while a job posted long before is not news. Jobs posted before the alert existed never are.
 */
const LOOKBACK_HOURS: Record<AlertFrequency, number> = { instant: 24, daily: 72, weekly: 24 * 15 };

type DueAlert = typeof jobAlerts.$inferSelect;
type Candidate = { id: number; title: string; company: string; location: string; salary: string | null; salaryMin: number | null; salaryMax: number | null; salaryUnit: string | null; createdAt: Date };

/**
 * The open jobs a saved search finds among those posted since `from`, newest first: /jobs' own search condition (the
 * same rules for every word, synonym and filter, closed jobs never). Many alerts share a search, so a run asks once
 * per distinct search and reuses the answer for every alert that saved it.
 */
async function searchCandidates(params: string, from: Date): Promise<Candidate[]> {
  return db()
    .select({ id: jobs.id, title: jobs.title, company: jobs.company, location: jobs.location, salary: jobs.salary, salaryMin: jobs.salaryMin, salaryMax: jobs.salaryMax, salaryUnit: jobs.salaryUnit, createdAt: jobs.createdAt })
    .from(jobs)
    .where(and(savedSearchCondition(alertSearch({ params })), gte(jobs.createdAt, from)))
    .orderBy(sql`${jobs.createdAt} desc`, sql`${jobs.id} desc`)
    .limit(CANDIDATES_PER_SEARCH);
}

/**
 * Claims each alert's new matches for it, a whole page of alerts in one insert into job_alert_deliveries (primary
 * key alert + job): a pair already there was sent before and is left out, which is what makes "never the same job
 * twice" hold even when two workers run the same alerts. Returns the claimed jobs per alert.
 */
async function claimMatches(matches: Map<number, Candidate[]>): Promise<Map<number, Candidate[]>> {
  const pairs = [...matches].flatMap(([alertId, list]) => list.map((job) => ({ alertId, jobId: job.id })));
  const claimed = new Map<number, Candidate[]>();
  for (let i = 0; i < pairs.length; i += 5_000) {
    const rows = await db().insert(jobAlertDeliveries).values(pairs.slice(i, i + 5_000)).onConflictDoNothing().returning({ alertId: jobAlertDeliveries.alertId, jobId: jobAlertDeliveries.jobId });
    for (const row of rows) {
      const job = matches.get(row.alertId)!.find((j) => j.id === row.jobId)!;
      claimed.set(row.alertId, [...(claimed.get(row.alertId) ?? []), job]);
    }
  }
  for (const list of claimed.values()) list.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  return claimed;
}

/** Mails one alert's digest (with one-click unsubscribe headers) and rings the doctor's bell. */
async function sendDigest(alert: DueAlert, matches: Candidate[], wantsMail: boolean) {
  const unsubscribeUrl = siteUrl(`/job-alerts/unsubscribe?token=${alert.token}`);
  const searchUrl = siteUrl(alert.query.params ? `/jobs?${alert.query.params}` : "/jobs");
  const key = `alert:${alert.id}:${matches[0]!.id}:${matches.length}`;
  if (wantsMail) {
    const mail = alertDigestMail({
      alertName: alert.name,
      jobs: matches.slice(0, DIGEST_MAX_JOBS).map((j) => ({ title: j.title, company: j.company, location: j.location, salary: formatJobSalary(j), url: siteUrl(jobPagePath(j.id, "alert")) })),
      total: matches.length,
      manageUrl: siteUrl("/dashboard/job-alerts"),
      unsubscribeUrl,
      searchUrl,
    });
    await queueMail(
      {
        to: alert.email,
        ...mail,
        headers: {
          "List-Unsubscribe": `<${siteUrl(`/api/job-alerts/unsubscribe/${alert.token}`)}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      },
      { key },
    );
  }
  if (alert.userId) {
    await notify({
      userId: alert.userId,
      kind: "alert_match",
      title: jobAlertTexts.alertMatches(matches.length, alert.name),
      link: alert.query.params ? `/jobs?${alert.query.params}` : "/jobs",
      dedupeKey: key,
    });
  }
}

export type DigestRunResult = { alerts: number; searches: number; digests: number; jobs: number; ms: number };

/** Runs every active alert of one frequency: pages of alerts by id; each distinct search asked once per run. */
export async function runAlertDigests(frequency: AlertFrequency, now = new Date()): Promise<DigestRunResult> {
  const started = performance.now();
  const result: DigestRunResult = { alerts: 0, searches: 0, digests: 0, jobs: 0, ms: 0 };
  const lookback = new Date(now.getTime() - LOOKBACK_HOURS[frequency] * 3_600_000);
  const searches = new Map<string, Promise<Candidate[]>>();
  const candidatesFor = (params: string) => {
    let found = searches.get(params);
    if (!found) {
      found = searchCandidates(params, lookback);
      searches.set(params, found);
    }
    return found;
  };
  let cursor = 0;
  for (;;) {
    const page = await db()
      .select()
      .from(jobAlerts)
      .where(and(eq(jobAlerts.frequency, frequency), sql`${jobAlerts.confirmedAt} is not null`, eq(jobAlerts.paused, false), gt(jobAlerts.id, cursor)))
      .orderBy(asc(jobAlerts.id))
      .limit(PAGE_SIZE);
    if (page.length === 0) break;
    cursor = page[page.length - 1]!.id;
    result.alerts += page.length;

    // The page's distinct searches, a few at a time; then each alert's share of its search's answer.
    const distinct = [...new Set(page.map((a) => a.query.params))];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < distinct.length) await candidatesFor(distinct[next++]!);
      }),
    );
    const matches = new Map<number, Candidate[]>();
    for (const alert of page) {
      const from = alert.matchFrom > lookback ? alert.matchFrom : lookback;
      const list = (await candidatesFor(alert.query.params)).filter((job) => job.createdAt >= from);
      if (list.length) matches.set(alert.id, list);
    }
    const claimed = await claimMatches(matches);
    if (claimed.size === 0) continue;
    const wanting = await usersWantingMail(page.flatMap((a) => (a.userId && claimed.has(a.id) ? [a.userId] : [])), "jobAlerts");
    for (const alert of page) {
      const list = claimed.get(alert.id);
      if (!list) continue;
      await sendDigest(alert, list, alert.userId ? wanting.has(alert.userId) : true);
      result.digests++;
      result.jobs += list.length;
    }
    await db().update(jobAlerts).set({ lastSentAt: now }).where(inArray(jobAlerts.id, [...claimed.keys()]));
  }
  result.searches = searches.size;
  result.ms = Math.round(performance.now() - started);
  logger().info({ frequency, ...result }, "job alert digests sent");
  return result;
}

/** The scheduled runs: instant alerts every few minutes (and right after a job is posted), daily and weekly at 8:00 IST. */
export const instantAlertsJob = defineJob<{ frequency: "instant" }>({
  name: "job-alerts-instant",
  options: { retryLimit: 2, expireInSeconds: 1800 },
  schedule: { cron: "*/5 * * * *", data: { frequency: "instant" } },
  handle: async () => void (await runAlertDigests("instant")),
});
export const dailyAlertsJob = defineJob<{ frequency: "daily" }>({
  name: "job-alerts-daily",
  options: { retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 },
  schedule: { cron: "0 8 * * *", data: { frequency: "daily" } },
  handle: async () => void (await runAlertDigests("daily")),
});
export const weeklyAlertsJob = defineJob<{ frequency: "weekly" }>({
  name: "job-alerts-weekly",
  options: { retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 },
  schedule: { cron: "0 8 * * 1", data: { frequency: "weekly" } },
  handle: async () => void (await runAlertDigests("weekly")),
});

/** A job was posted: instant alerts run within seconds (postings within the same 15 s make one run). */
export async function announceNewJob(): Promise<void> {
  await enqueue(instantAlertsJob, { frequency: "instant" as const }, { singletonKey: "after-posting", debounceSeconds: 15 });
}
