// Google Indexing API notifications (docs/decisions/093-feeds-and-indexing.md): when GOOGLE_INDEXING_KEY_FILE names a
// service account's JSON key, a job published or edited is announced as URL_UPDATED and a job closed or deleted as
// URL_DELETED, so Google's job search shows and drops it within minutes instead of at its next crawl. Off by default.
//
// The calls go through the job queue: the write that caused them never waits for Google, a failed call is retried,
// and beyond the daily quota (GOOGLE_INDEXING_DAILY_QUOTA, counted in the database across instances per Pacific-time
// day, as Google counts) a notification waits for the next day instead of being refused by Google.
import fs from "node:fs/promises";
import { sql } from "drizzle-orm";
import { importPKCS8, SignJWT } from "jose";
import { z } from "zod";
import { db } from "~/db/client.server";
import { env } from "~/env.server";
import { singleton } from "~/server-lib/singleton.server";
import { logger } from "~/services/logger.server";
import { defineJob, enqueue } from "~/services/queue/queue.server";

export type IndexingNotice = { url: string; type: "URL_UPDATED" | "URL_DELETED" };

export const INDEXING_SCOPE = "https://www.googleapis.com/auth/indexing";
export const PUBLISH_PATH = "/v3/urlNotifications:publish";

const ServiceAccountKey = z.object({ client_email: z.string().min(1), private_key: z.string().min(1) });

/** Whether notifications are on (a key file is set). */
export function indexingEnabled(): boolean {
  return !!env().GOOGLE_INDEXING_KEY_FILE;
}

type Token = { value: string; expiresAt: number; keyFile: string; tokenUrl: string };
const tokens = () => singleton<{ current: Token | null }>("google-indexing-token", () => ({ current: null }));

/** An OAuth access token for the service account: a JWT signed with its key, exchanged at the token endpoint. */
async function accessToken(): Promise<string> {
  const { GOOGLE_INDEXING_KEY_FILE: keyFile, GOOGLE_INDEXING_TOKEN_URL: tokenUrl } = env();
  if (!keyFile) throw new Error("GOOGLE_INDEXING_KEY_FILE is not set");
  const kept = tokens().current;
  if (kept && kept.keyFile === keyFile && kept.tokenUrl === tokenUrl && kept.expiresAt > Date.now() + 60_000) return kept.value;
  const key = ServiceAccountKey.parse(JSON.parse(await fs.readFile(keyFile, "utf8")));
  const assertion = await new SignJWT({ scope: INDEXING_SCOPE })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(key.client_email)
    .setAudience(tokenUrl)
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(await importPKCS8(key.private_key, "RS256"));
  const response = await fetch(tokenUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
  const body = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive().default(3600) }).parse(await response.json());
  tokens().current = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000, keyFile, tokenUrl };
  return body.access_token;
}

/** Google's quota day: the date in Pacific time, and the seconds until it ends. */
export function quotaDay(now: Date = new Date()): { day: string; secondsLeft: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const elapsed = Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
  return { day: `${parts.year}-${parts.month}-${parts.day}`, secondsLeft: Math.max(60, 86_400 - elapsed) };
}

/** Takes one unit of today's quota; false when it is used up. One statement, so instances never overspend it. */
async function takeQuota(day: string): Promise<boolean> {
  const quota = env().GOOGLE_INDEXING_DAILY_QUOTA;
  const taken = await db().execute(sql`
    insert into google_indexing_quota (day, used) values (${day}, 1)
    on conflict (day) do update set used = google_indexing_quota.used + 1 where google_indexing_quota.used < ${quota}
    returning used`);
  return taken.rows.length > 0;
}

async function publish(notice: IndexingNotice): Promise<void> {
  const response = await fetch(`${env().GOOGLE_INDEXING_API_URL}${PUBLISH_PATH}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${await accessToken()}`, "Content-Type": "application/json" },
    body: JSON.stringify(notice),
    signal: AbortSignal.timeout(15_000),
  });
  if (response.status === 401) tokens().current = null;
  if (!response.ok) throw new Error(`Indexing API answered ${response.status} for ${notice.type} ${notice.url}`);
}

export const googleIndexingJob = defineJob<IndexingNotice>({
  name: "google-indexing",
  options: { retryLimit: 5, retryDelay: 60, expireInSeconds: 60 },
  async handle(notice) {
    if (!indexingEnabled()) return;
    const { day, secondsLeft } = quotaDay();
    if (!(await takeQuota(day))) {
      // Today's quota is spent: the same notice again once Google's day has turned.
      await enqueue(googleIndexingJob, notice, { startAfterSeconds: secondsLeft + 60 });
      logger().info({ url: notice.url, type: notice.type }, "Indexing API quota used up today; notification deferred");
      return;
    }
    await publish(notice);
  },
});

/** Queues a notification when they are on (nothing otherwise). Never throws: the caller's write has been made. */
export async function notifyGoogle(notice: IndexingNotice): Promise<void> {
  if (!indexingEnabled()) return;
  await enqueue(googleIndexingJob, notice).catch((error: unknown) => logger().warn({ err: error, ...notice }, "Indexing API notification not queued"));
}
