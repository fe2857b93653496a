import crypto from "node:crypto";
import PgBoss from "pg-boss";
import { database } from "~/db/client.server";
import { env } from "~/env.server";
import { getSingleton, setSingleton, clearSingleton } from "~/server-lib/singleton.server";
import { logger } from "~/services/logger.server";
import { currentRequestId, runWithRequestContext } from "~/services/observability/request-context.server";
import { observeQueueBacklog, recordJobFailure, type QueueBacklog } from "~/services/observability/metrics.server";

// Background work on pg-boss queues in the application's own database (docs/decisions/070-job-queue.md): mails,
// alert digests, message and applicant notifications. A job is retried with exponential backoff; one that fails
// every try stays in the queue's table as "failed" (the admin's dead-letter view) for FAILED_KEPT_DAYS.
//
// Any process may send jobs. A process works them when QUEUE_WORKER=in-process (the default, so `npm start` needs
// nothing else) or when it is the worker process (`npm run worker`). On the embedded database the queue runs over
// the same PGlite instance, through its `executeSql` adapter; on PostgreSQL it keeps a small pool of its own.

/** Failed jobs stay visible (and retryable) this long before pg-boss archives them. */
export const FAILED_KEPT_DAYS = 30;
/** Jobs one worker fetches per poll; each is handled, and failed or completed, on its own. */
const BATCH_SIZE = 10;

export type JobOptions = {
  /** Tries after the first. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time (pg-boss's backoff). */
  retryDelay: number;
  /** A try that runs longer than this is failed (and retried). */
  expireInSeconds: number;
};

export type JobDefinition<T extends object> = {
  name: string;
  options: JobOptions;
  /** Must be idempotent: a job may run again after a crash between its work and its completion. */
  handle: (data: T, job: { id: string; retryCount: number }) => Promise<void>;
  /** A cron expression (Asia/Kolkata) on which the job is sent with `scheduleData`, by whichever instance is first. */
  schedule?: { cron: string; data: T };
};

/** Any job definition, whatever its data (for lists of them). */
export type AnyJobDefinition = Omit<JobDefinition<object>, "handle"> & { handle: (data: never, job: { id: string; retryCount: number }) => Promise<void> };

/** The field of a job's data that carries the id of the request that queued it (its logs carry the same id). */
const REQUEST_ID_FIELD = "_requestId";

const DEFAULT_OPTIONS: JobOptions = { retryLimit: 5, retryDelay: 30, expireInSeconds: 300 };

export function defineJob<T extends object>(
  definition: Omit<JobDefinition<T>, "options"> & { options?: Partial<JobOptions> },
): JobDefinition<T> {
  return { ...definition, options: { ...DEFAULT_OPTIONS, ...definition.options } };
}

type QueueState = {
  boss: PgBoss;
  /** Queues created in the database by this process (creation is idempotent, but one round trip each is enough). */
  created: Map<string, Promise<void>>;
  /** Worker ids by job name, for the jobs this process works. */
  workers: Map<string, Promise<string>>;
};

const KEY = "job-queue";

function pollingIntervalSeconds(): number {
  return env().QUEUE_POLL_SECONDS;
}

async function createState(): Promise<QueueState> {
  const handle = database();
  const common = {
    schedule: true,
    supervise: true,
    archiveFailedAfterSeconds: FAILED_KEPT_DAYS * 86_400,
    // The cron monitor polls too; every 45 s (its slowest) is plenty for daily and weekly digests.
    cronMonitorIntervalSeconds: 45,
  };
  const boss = handle.embeddedSql
    ? new PgBoss({ ...common, db: handle.embeddedSql as PgBoss.Db })
    : new PgBoss({ ...common, connectionString: handle.url ?? undefined, max: 3, application_name: "dochire-queue" });
  // A lost connection (a database restart) is reported here; pg-boss keeps polling and recovers when it is back.
  boss.on("error", (error) => logger().warn({ err: error }, "job queue: database error; retrying"));
  await boss.start();
  observeQueueBacklog(() => backlog(boss));
  return { boss, created: new Map(), workers: new Map() };
}

/** Jobs waiting, running and failed per queue, and how long the oldest waiting one has waited (the queue gauges). */
async function backlog(boss: PgBoss): Promise<QueueBacklog> {
  // Every queue, with zeros when it is empty (a gauge that disappears reads as "no data", not "nothing waiting").
  const text = `select q.name,
                      count(j.id) filter (where j.state in ('created', 'retry'))::int as waiting,
                      count(j.id) filter (where j.state = 'active')::int as active,
                      count(j.id) filter (where j.state = 'failed')::int as failed,
                      coalesce(extract(epoch from now() - min(j.created_on) filter (where j.state in ('created', 'retry') and j.start_after <= now())), 0)::float8 as oldest
                 from pgboss.queue q
                 left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
                group by q.name`;
  const rows = (await boss.getDb().executeSql(text, [])).rows as { name: string; waiting: number; active: number; failed: number; oldest: number }[];
  return rows.map((r) => ({ queue: r.name, waiting: Number(r.waiting), active: Number(r.active), failed: Number(r.failed), oldestWaitingSeconds: Number(r.oldest) }));
}

/**
 * Where stopping has got to. While "stopping", jobs still in hand may send follow-up jobs through the queue being
 * stopped (its connections stay open until they finish), but no worker starts. Once "stopped", sending fails: a new
 * queue started behind the owner's back would poll a database that is being closed (or dropped, in tests) forever.
 * startQueue() clears it.
 */
const PHASE = "job-queue-phase";
type Phase = "stopping" | "stopped";
const phase = () => getSingleton<Phase>(PHASE);

/** The running queue of this process, started on first use. */
async function queue(): Promise<QueueState> {
  const existing = getSingleton<Promise<QueueState>>(KEY);
  if (existing) return existing;
  if (phase() === "stopped") throw new Error("The job queue has been stopped: this process is shutting down.");
  const starting = createState();
  setSingleton(KEY, starting);
  starting.catch(() => clearSingleton(KEY));
  return starting;
}

function ensureQueue(state: QueueState, definition: Pick<AnyJobDefinition, "name" | "options">): Promise<void> {
  let created = state.created.get(definition.name);
  if (!created) {
    const { retryLimit, retryDelay, expireInSeconds } = definition.options;
    created = state.boss.createQueue(definition.name, { name: definition.name, retryLimit, retryDelay, retryBackoff: true, expireInSeconds });
    state.created.set(definition.name, created);
    created.catch(() => state.created.delete(definition.name));
  }
  return created;
}

/** A UUID derived from a job's name and key, so the same key always names the same job. */
function keyedId(name: string, key: string): string {
  const hex = crypto.createHash("sha256").update(`${name}\u0000${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function worksInThisProcess(): boolean {
  return env().QUEUE_WORKER === "in-process" || getSingleton<boolean>("queue-worker-process") === true;
}

async function startWorker<T extends object>(state: QueueState, definition: JobDefinition<T>): Promise<string> {
  let worker = state.workers.get(definition.name);
  if (worker) return worker;
  worker = (async () => {
    await ensureQueue(state, definition);
    return state.boss.work<T>(
      definition.name,
      { batchSize: BATCH_SIZE, pollingIntervalSeconds: pollingIntervalSeconds(), includeMetadata: true },
      async (jobs) => {
        for (const job of jobs) {
          // The job's log lines carry the id of the request that queued it (or a fresh one for a scheduled job).
          const { [REQUEST_ID_FIELD]: queuedBy, ...data } = (job.data ?? {}) as T & { [REQUEST_ID_FIELD]?: unknown };
          const requestId = typeof queuedBy === "string" ? queuedBy : crypto.randomUUID();
          await runWithRequestContext({ requestId, job: definition.name }, async () => {
            try {
              await definition.handle(data as T, { id: job.id, retryCount: job.retryCount });
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              recordJobFailure(definition.name);
              logger().warn({ err: error, jobId: job.id, retryCount: job.retryCount }, "background job failed; it will be retried");
              await state.boss.fail(definition.name, job.id, { message });
            }
          });
        }
        // What did not fail is completed by pg-boss when this returns.
      },
    );
  })();
  state.workers.set(definition.name, worker);
  worker.catch(() => state.workers.delete(definition.name));
  return worker;
}

/**
 * Puts a job on its queue. Resolves once the job is stored (so a mail that was "sent" is at least queued), and wakes
 * this process's worker for it at once when there is one. Throws when the database cannot take it.
 */
export async function enqueue<T extends object>(
  definition: JobDefinition<T>,
  data: T,
  options: {
    /** Makes sending idempotent: a second job with the same key (while the first is kept) is not stored. */
    key?: string;
    /** With debounceSeconds: jobs sent within that window become one (e.g. one mail for several messages). */
    singletonKey?: string;
    debounceSeconds?: number;
    startAfterSeconds?: number;
  } = {},
): Promise<string | null> {
  const state = await queue();
  await ensureQueue(state, definition);
  const requestId = currentRequestId();
  if (requestId) data = { ...data, [REQUEST_ID_FIELD]: requestId };
  if (options.singletonKey && options.debounceSeconds) {
    // The first job of a window waits for the window's end; later ones in the window are that same job.
    const id = await state.boss.sendDebounced(definition.name, data, { singletonKey: options.singletonKey }, options.debounceSeconds, options.singletonKey);
    if (worksInThisProcess() && !phase()) await startWorker(state, definition);
    return id;
  }
  const id = await state.boss.send(definition.name, data, {
    ...(options.key ? { id: keyedId(definition.name, options.key) } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
  });
  if (worksInThisProcess() && !phase()) {
    const workerId = await startWorker(state, definition);
    if (!options.startAfterSeconds) state.boss.notifyWorker(workerId);
  }
  return id;
}

/**
 * Cancels a job sent with `key` that has not run yet (a reminder whose interview was moved or cancelled). A job that
 * has already run, or is gone, is left as it is. The job's handler must still check that it is wanted when it runs:
 * a cancel can lose the race with a worker picking the job up.
 */
export async function cancelQueued<T extends object>(definition: JobDefinition<T>, key: string): Promise<void> {
  const state = await queue();
  await ensureQueue(state, definition);
  await state.boss.cancel(definition.name, keyedId(definition.name, key));
}

/**
 * Puts many jobs of one definition on its queue in one statement (a bulk action's follow-ups): each keyed like
 * `enqueue`'s `key`, so sending the same batch twice stores each job once. Resolves once they are stored.
 */
export async function enqueueMany<T extends object>(
  definition: JobDefinition<T>,
  items: readonly { data: T; key: string }[],
  options: { startAfterSeconds?: number } = {},
): Promise<void> {
  if (items.length === 0) return;
  const state = await queue();
  await ensureQueue(state, definition);
  const requestId = currentRequestId();
  await state.boss.insert(
    items.map((item) => ({
      id: keyedId(definition.name, item.key),
      name: definition.name,
      data: requestId ? { ...item.data, [REQUEST_ID_FIELD]: requestId } : item.data,
      ...(options.startAfterSeconds ? { startAfter: String(options.startAfterSeconds) } : {}),
    })),
  );
  if (worksInThisProcess() && !phase()) {
    const workerId = await startWorker(state, definition);
    if (!options.startAfterSeconds) state.boss.notifyWorker(workerId);
  }
}

/**
 * Starts this process's part of the queue: workers for every job (when this process works them) and the schedules
 * of the scheduled ones. Called at start-up by the web server and by the worker process.
 */
export async function startQueue(definitions: readonly AnyJobDefinition[], { worker }: { worker: boolean }): Promise<void> {
  clearSingleton(PHASE);
  if (worker) setSingleton("queue-worker-process", true);
  const state = await queue();
  for (const definition of definitions as readonly JobDefinition<object>[]) {
    await ensureQueue(state, definition);
    if (definition.schedule) {
      await state.boss.schedule(definition.name, definition.schedule.cron, definition.schedule.data, { tz: "Asia/Kolkata" });
    }
    if (worker || worksInThisProcess()) await startWorker(state, definition);
  }
}

/** Stops polling and waits (briefly) for jobs in hand; the database itself is closed by its owner. */
export async function stopQueue(): Promise<void> {
  const existing = getSingleton<Promise<QueueState>>(KEY);
  if (!existing) {
    setSingleton<Phase>(PHASE, "stopped");
    return;
  }
  setSingleton<Phase>(PHASE, "stopping");
  clearSingleton("queue-worker-process");
  try {
    await stopState(existing);
  } finally {
    clearSingleton(KEY);
    setSingleton<Phase>(PHASE, "stopped");
  }
}

async function stopState(existing: Promise<QueueState>): Promise<void> {
  // A queue still starting (its connection stuck) is not waited for either.
  const state = await Promise.race([existing.catch(() => null), new Promise<null>((resolve) => setTimeout(() => resolve(null), 8_000).unref())]);
  if (!state) return;
  // pg-boss gives jobs in hand `timeout` to finish; its pool then waits for its connections, which a query stuck
  // behind a lock could hold: the caller is never kept waiting longer than this.
  const stopped = state.boss.stop({ graceful: true, wait: true, timeout: 5_000, close: true }).then(
    () => true,
    (error: unknown) => {
      logger().warn({ err: error }, "job queue did not stop cleanly");
      return true;
    },
  );
  const gaveUp = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 8_000).unref());
  if (!(await Promise.race([stopped, gaveUp]))) logger().warn("job queue still stopping after 8 s; going on without it");
}

export type FailedJob = {
  id: string;
  name: string;
  data: unknown;
  error: string;
  retryCount: number;
  createdOn: Date;
  failedOn: Date | null;
};

/** Jobs waiting, running and failed on each queue (the admin's System page). */
export async function queueBacklog(): Promise<QueueBacklog> {
  const state = await queue();
  return backlog(state.boss);
}

/** Jobs that failed every try, newest first: the admin's dead-letter view. */
export async function listFailedJobs(limit = 100): Promise<FailedJob[]> {
  const state = await queue();
  const text = `select id, name, data, output, retry_count, created_on, completed_on
                  from pgboss.job where state = 'failed' order by completed_on desc nulls last limit $1`;
  const rows = (await state.boss.getDb().executeSql(text, [limit])).rows as {
    id: string;
    name: string;
    data: unknown;
    output: { message?: unknown } | null;
    retry_count: number;
    created_on: Date | string;
    completed_on: Date | string | null;
  }[];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    data: row.data,
    error: typeof row.output?.message === "string" ? row.output.message : "",
    retryCount: Number(row.retry_count),
    createdOn: new Date(row.created_on),
    failedOn: row.completed_on ? new Date(row.completed_on) : null,
  }));
}

/** Puts a failed job back on its queue for another round of tries. */
export async function retryFailedJob(name: string, id: string): Promise<void> {
  const state = await queue();
  await state.boss.retry(name, id);
}

/** Removes a failed job for good (e.g. a mail to an address that will never accept it). */
export async function deleteFailedJob(name: string, id: string): Promise<void> {
  const state = await queue();
  await state.boss.deleteJob(name, id);
}
