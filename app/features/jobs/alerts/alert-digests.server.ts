import { and, asc, eq, gt, gte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobAlertDeliveries, jobAlerts, jobs } from "~/db/schema";
import { formatJobSalary } from "~/lib/format";
import { notificationTexts as n } from "~/lib/messages";
import { notify } from "~/features/notifications/notify.server";
import { usersWantingMail } from "~/features/notifications/email-preferences.server";
import { queueMail } from "~/services/mail/mail-queue.server";
import { alertDigestMail, siteUrl } from "~/services/mail/templates.server";
import { defineJob, enqueue } from "~/services/queue/queue.server";
import { logger } from "~/services/logger.server";
import { searchCondition } from "../search-jobs.server";
import { alertSearch } from "./job-alerts.server";
import type { AlertFrequency } from "./schema";

/** Jobs one digest lists at most (the mail links to the full search for the rest). */
export const DIGEST_MAX_JOBS = 20;
/** Alerts read per page of a run, and matched at once. */
const PAGE_SIZE = 500;
const CONCURRENCY = 4;

/**
 * How far back a run looks for jobs an alert has not been sent: twice its period, so a late or failed run loses
 * nothing, while a job posted long before is not news. Jobs posted before the alert existed never are.
 */
const LOOKBACK_HOURS: Record<AlertFrequency, number> = { instant: 24, daily: 72, weekly: 24 * 15 };

type DueAlert = typeof jobAlerts.$inferSelect;

/**
 * The new matching jobs of one alert, claimed for it: /jobs' own search condition (open jobs only, the same rules
 * for every word, synonym and filter), posted within the look-back and since the alert began, not sent to this alert
 * before. The claim (one insert into job_alert_deliveries, primary key alert + job) is what makes "never the same job
 * twice" hold even when two workers run the same alert.
 */
export async function claimAlertMatches(alert: DueAlert, now = new Date()) {
  const lookback = new Date(now.getTime() - LOOKBACK_HOURS[alert.frequency] * 3_600_000);
  const from = alert.matchFrom > lookback ? alert.matchFrom : lookback;
  const candidates = await db()
    .select({ id: jobs.id, title: jobs.title, company: jobs.company, location: jobs.location, salary: jobs.salary, salaryMin: jobs.salaryMin, salaryMax: jobs.salaryMax, salaryUnit: jobs.salaryUnit })
    .from(jobs)
    .where(
      and(
        searchCondition(alertSearch(alert.query)),
        gte(jobs.createdAt, from),
        sql`not exists (select 1 from ${jobAlertDeliveries} d where d.alert_id = ${alert.id} and d.job_id = ${jobs.id})`,
      ),
    )
    .orderBy(sql`${jobs.createdAt} desc`, sql`${jobs.id} desc`)
    .limit(DIGEST_MAX_JOBS);
  if (candidates.length === 0) return [];
  const claimed = await db()
    .insert(jobAlertDeliveries)
    .values(candidates.map((c) => ({ alertId: alert.id, jobId: c.id })))
    .onConflictDoNothing()
    .returning({ jobId: jobAlertDeliveries.jobId });
  const ids = new Set(claimed.map((c) => c.jobId));
  return candidates.filter((c) => ids.has(c.id));
}

/** Mails one alert's digest (with one-click unsubscribe headers) and rings the doctor's bell. */
async function sendDigest(alert: DueAlert, matches: Awaited<ReturnType<typeof claimAlertMatches>>, wantsMail: boolean) {
  const unsubscribeUrl = siteUrl(`/job-alerts/unsubscribe?token=${alert.token}`);
  const searchUrl = siteUrl(alert.query.params ? `/jobs?${alert.query.params}` : "/jobs");
  if (wantsMail) {
    const mail = alertDigestMail({
      alertName: alert.name,
      jobs: matches.map((j) => ({ title: j.title, company: j.company, location: j.location, salary: formatJobSalary(j), url: siteUrl(`/jobs/${j.id}`) })),
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
      { key: `alert:${alert.id}:${matches.map((m) => m.id).join(",")}` },
    );
  }
  if (alert.userId) {
    await notify({
      userId: alert.userId,
      kind: "alert_match",
      title: n.alertMatches(matches.length, alert.name),
      link: alert.query.params ? `/jobs?${alert.query.params}` : "/jobs",
      dedupeKey: `alert:${alert.id}:${matches.map((m) => m.id).join(",")}`.slice(0, 500),
    });
  }
  await db().update(jobAlerts).set({ lastSentAt: new Date() }).where(eq(jobAlerts.id, alert.id));
}

export type DigestRunResult = { alerts: number; digests: number; jobs: number; ms: number };

/** Runs every active alert of one frequency: pages of alerts by id, a few matched at once. */
export async function runAlertDigests(frequency: AlertFrequency, now = new Date()): Promise<DigestRunResult> {
  const started = performance.now();
  const result: DigestRunResult = { alerts: 0, digests: 0, jobs: 0, ms: 0 };
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
    const userIds = page.flatMap((a) => (a.userId ? [a.userId] : []));
    const wanting = await usersWantingMail(userIds, "jobAlerts");
    let next = 0;
    const worker = async () => {
      while (next < page.length) {
        const alert = page[next++]!;
        const matches = await claimAlertMatches(alert, now);
        if (matches.length === 0) continue;
        await sendDigest(alert, matches, alert.userId ? wanting.has(alert.userId) : true);
        result.digests++;
        result.jobs += matches.length;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }
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
