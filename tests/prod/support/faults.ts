import http from "node:http";
import {
  applicationsOf,
  countMarkedJobs,
  currentStages,
  hiringApplicationsAfter,
  hiringRows,
  localCluster,
  markedJobIdsAfter,
  markedSignUps,
  movableApplicationsAfter,
  pgCtl,
  proposedInterviewOf,
  sentOfferOf,
  terminateConnections,
  waitReady,
} from "./database";
import type { Environment } from "./environment";
import { PROXY_PAGE_MARKER } from "./nginx";
import { isAcknowledged, jobFields, measureRecovery, startLoad, type LoadResult, type WriteKind } from "./load";
import { hiringChecks } from "./write-checks";
import { sleep, type Instance } from "./processes";
import { describeOutcome, ProxyClient, signIn, snippet } from "./proxy-client";
import { noteworthy, shorten, type Report } from "./report";
import { HOSTNAME } from "./settings";
import { pdfFile } from "../../files";

// The faults of the production test run, each under a bounded concurrent load through the proxy in which job posts,
// sign-ups (a transaction each), applications, stage moves and the hiring pipeline's writes (notes, scorecards,
// interviews proposed and booked, offers sent and accepted) are always in flight:
//   1. every database connection of the app's database terminated, FAULT_REPEATS times,
//   2. PostgreSQL stopped and started again, FAULT_REPEATS times (the first outage lasting 3 s),
//   3. one instance killed (SIGKILL), then started again;
// and a graceful stop (SIGTERM) during a slow in-flight request. For each: no instance exits, every acknowledged
// write of every kind is stored, the only error answer through the proxy is 503, and service is back within 5 s of
// the fault's end.

export const RECOVERY_LIMIT_MS = 5_000;
/** How often each database fault is injected in one run (TEST_PROD_FAULT_REPEATS, at least 1). */
export const FAULT_REPEATS = Math.max(1, Number(process.env.TEST_PROD_FAULT_REPEATS ?? 10) || 10);
/** Between two injections of a repeated fault: long enough for the load to be writing again. */
const BETWEEN_REPEATS_MS = 1_000;

export type FaultFigures = {
  fault: string;
  requests: number;
  writesAcked: number;
  rowsStored: number;
  lost: number;
  duplicates: number;
  answers503: number;
  /** Of those, nginx's own page (no instance could answer). */
  answers503Proxy: number;
  violations: number;
  maxMs: number;
  recoveryMs: number | null;
  outageMs?: number;
  /** How many times the fault was injected. */
  injections: number;
  /** Acknowledged and stored, by kind of write: job posts, sign-ups, applications, stage moves and the hiring writes. */
  byKind: { kind: string; acked: number; stored: number; lost: number }[];
};

export type FaultContext = {
  env: Environment;
  report: Report;
  log: (line: string) => void;
  employer: { email: string; password: string };
  /**
   * The doctor who applies to the jobs posted during a fault (needs no resume of its own: one is uploaded), and whose
   * applications the employer moves on the board or takes through the hiring pipeline (interview, offer, hire).
   */
  doctor?: { email: string; password: string };
  /** Concurrent sign-ups during a fault. */
  signUps?: number;
  readPaths: string[];
  /** Readers and writers of the load during a fault. */
  readers: number;
  writers: number;
};

type Injected = { endedAt: number; outageMs?: number; note?: string; injections?: number };

function logOffsets(instances: Instance[]): number[] {
  return instances.map((i) => i.logSize());
}

function newLogLines(instances: Instance[], offsets: number[], maxLines = 12): string {
  const parts = instances
    .map((i, n) => {
      const text = i.logSince(offsets[n] ?? 0, 2_000);
      return text ? `--- ${i.name}:\n${shorten(noteworthy(text, maxLines), 260)}` : "";
    })
    .filter(Boolean);
  return parts.length ? parts.join("\n") : "(no instance logged anything during the phase)";
}

/** Starts again any instance that is not running (e.g. it crashed in an earlier phase), so each phase starts whole. */
export async function healInstances(ctx: FaultContext): Promise<void> {
  for (const instance of ctx.env.instances) {
    if (instance.running()) continue;
    ctx.log(`  ${instance.name} is not running (${JSON.stringify(instance.exitInfo)}): starting it again before the next phase`);
    instance.start();
    await instance.waitHealthy(60_000);
  }
}

function violationSummary(result: LoadResult, extra: string): string {
  const byProblem = new Map<string, number>();
  for (const v of result.violations) byProblem.set(`${v.kind} ${v.problem}`, (byProblem.get(`${v.kind} ${v.problem}`) ?? 0) + 1);
  const counts = [...byProblem].map(([k, n]) => `${n}× ${k}`).join(", ");
  const samples = result.violations
    .slice(0, 5)
    .map((v) => `    ${v.kind} ${v.path}: ${v.detail}`)
    .join("\n");
  return `${counts}\n${samples}${extra ? `\n${extra}` : ""}`;
}

/** Runs one fault under load and records its checks and figures. */
async function faultUnderLoad(
  ctx: FaultContext,
  name: string,
  slug: string,
  inject: () => Promise<Injected>,
  options: { afterRecovery?: () => Promise<void>; victim?: Instance } = {},
): Promise<FaultFigures> {
  const { env, report, log } = ctx;
  const group = `fault: ${name}`;
  await healInstances(ctx);
  const startsBefore = env.instances.map((i) => i.starts);
  const failedBefore = report.failed.length;
  const marker = `${env.runId}-${slug}-`;
  const client = new ProxyClient(env.port);
  const cookie = await signIn(client, ctx.employer);
  const applicant = ctx.doctor ? await readyApplicant(client, ctx.doctor, env.db.url, marker) : undefined;
  const offsets = logOffsets(env.instances);
  const doctorEmail = ctx.doctor?.email;
  const mover = doctorEmail ? { cookie, nextApplications: (after: number) => movableApplicationsAfter(env.db.url, doctorEmail, marker, after) } : undefined;
  const hiring =
    doctorEmail && applicant
      ? {
          employerCookie: cookie,
          doctorCookie: applicant.cookie,
          nextApplications: (after: number) => hiringApplicationsAfter(env.db.url, doctorEmail, marker, after),
          proposedInterview: (applicationId: number) => proposedInterviewOf(env.db.url, applicationId),
          sentOffer: (applicationId: number) => sentOfferOf(env.db.url, applicationId),
        }
      : undefined;
  const load = startLoad({ client, readers: ctx.readers, writers: ctx.writers, readPaths: ctx.readPaths, cookie, marker, signUps: ctx.signUps, applicant, mover, hiring });
  await sleep(3_000); // the load is steady before the fault

  log(`  ${name}: injecting under load (${ctx.readers} readers, ${ctx.writers} writers)`);
  let injected: Injected;
  try {
    injected = await inject();
  } catch (error) {
    report.add(group, "the fault could be injected", false, (error as Error).message);
    injected = { endedAt: Date.now() };
  }
  if (injected.note) log(`  ${name}: ${injected.note}`);

  const recovery = await measureRecovery({ client, cookie, marker, since: injected.endedAt, timeoutMs: 30_000 });
  if (options.afterRecovery) {
    try {
      await options.afterRecovery();
    } catch (error) {
      report.add(group, "put back after the fault", false, (error as Error).message);
    }
  }
  await sleep(3_000); // and steady again afterwards,
  // and until every kind of write has been acknowledged at least once in the phase (the hiring pipeline's last steps
  // come seconds after its first), 15 s at most.
  const kinds: WriteKind[] = [
    "job post",
    ...(ctx.signUps ? (["sign-up"] as const) : []),
    ...(ctx.doctor ? (["application", "stage move", "note", "scorecard", "interview proposal", "interview booking", "offer", "offer acceptance"] as const) : []),
  ];
  const waitUntil = Date.now() + 15_000;
  while (Date.now() < waitUntil && kinds.some((kind) => !load.records.some((r) => r.write === kind && r.acked))) await sleep(250);
  const result = await load.stop();
  client.close();

  const acked = new Set([...result.ackedTitles, ...recovery.ackedTitles]);
  const stored = await countMarkedJobs(env.db.url, marker);
  const lost = [...acked].filter((t) => !stored.titles.has(t));
  const signUps = await markedSignUps(env.db.url, marker);
  const lostSignUps = [...result.ackedSignUps].filter((e) => !signUps.emails.has(e));
  const applied = ctx.doctor ? await applicationsOf(env.db.url, ctx.doctor.email, [...result.ackedApplications]) : { rows: 0, jobIds: new Set<number>() };
  const lostApplications = [...result.ackedApplications].filter((id) => !applied.jobIds.has(id));
  const stagesNow = await currentStages(env.db.url, [...result.ackedMoves.keys()]);
  const lostMoves = [...result.ackedMoves].filter(([id, to]) => stagesNow.get(id) !== to).map(([id, to]) => `application ${id} not in stage ${to}`);
  const hired = ctx.doctor ? hiringChecks(result, await hiringRows(env.db.url, marker, ctx.employer.email, [...result.ackedHiring.scorecards.keys()]), marker) : null;
  const duplicates = stored.rows - stored.distinct + signUps.rows - signUps.emails.size + applied.rows - applied.jobIds.size + (hired?.duplicates ?? 0);
  const byKind = [
    { kind: "job posts", write: "job post", acked: acked.size, stored: stored.rows, lost: lost.length, sample: lost },
    ...(ctx.signUps ? [{ kind: "sign-ups", write: "sign-up", acked: result.ackedSignUps.size, stored: signUps.rows, lost: lostSignUps.length, sample: lostSignUps }] : []),
    ...(ctx.doctor
      ? [
          { kind: "applications", write: "application", acked: result.ackedApplications.size, stored: applied.rows, lost: lostApplications.length, sample: lostApplications.map(String) },
          { kind: "stage moves", write: "stage move", acked: result.ackedMoves.size, stored: result.ackedMoves.size - lostMoves.length, lost: lostMoves.length, sample: lostMoves },
        ]
      : []),
    ...(hired?.kinds ?? []),
  ];
  const firstWrite = (write: string) => result.records.find((r) => r.write === write);
  report.add(
    group,
    "every acknowledged write is stored (job posts, sign-ups, applications, stage moves, notes, scorecards, interviews, offers)",
    byKind.every((k) => k.acked > 0 && k.lost === 0),
    byKind
      .map((k) =>
        k.acked === 0
          ? `${k.kind}: none acknowledged (answers: ${JSON.stringify(result.statuses)}); first: ${firstWrite(k.write) ? describeOutcome(firstWrite(k.write)!.outcome) : "none"}`
          : k.lost
            ? `${k.kind}: ${k.lost} of ${k.acked} acknowledged are missing, e.g. ${k.sample.slice(0, 3).join(", ")}`
            : `${k.kind}: ${k.acked} acknowledged, ${k.stored} stored`,
      )
      .join("; "),
  );
  report.add(
    group,
    "no write was stored twice (POSTs are not repeated)",
    duplicates === 0,
    duplicates ? `${duplicates} duplicate rows` : `${stored.rows + signUps.rows + applied.rows + (hired?.rows ?? 0)} rows, all distinct`,
  );
  const answers503 = result.records.filter((r) => r.outcome.status === 503).length;
  const answers503Proxy = result.records.filter((r) => r.outcome.status === 503 && r.outcome.body.includes(PROXY_PAGE_MARKER)).length;
  report.add(
    group,
    "only 503 as an error answer; no resets, nothing over 10 s",
    result.violations.length === 0,
    result.violations.length
      ? violationSummary(result, "")
      : `${result.records.length} requests, ${answers503} answered 503, slowest ${result.maxMs} ms`,
  );
  report.add(
    group,
    `GET / and a write succeed within ${RECOVERY_LIMIT_MS / 1000} s after the fault`,
    recovery.ms !== null && recovery.ms <= RECOVERY_LIMIT_MS,
    recovery.ms === null
      ? `not within 30 s; last GET /: ${recovery.lastGet ? describeOutcome(recovery.lastGet) : "none"}; last write: ${
          recovery.lastWrite ? describeOutcome(recovery.lastWrite) : "none"
        }`
      : `${recovery.ms} ms`,
  );
  const crashed = env.instances.filter((i, n) => i !== options.victim && (i.starts !== startsBefore[n] || !i.running()));
  report.add(
    group,
    "no instance crashed",
    crashed.length === 0,
    crashed.length
      ? crashed.map((i) => `${i.name} exited (code ${i.exitInfo?.code ?? "?"}, signal ${i.exitInfo?.signal ?? "none"})`).join("; ")
      : `${env.instances.length - (options.victim ? 1 : 0)} instances up throughout`,
  );
  if (report.failed.length > failedBefore) log(`  instance logs during this phase (errors, warnings, exits):\n${newLogLines(env.instances, offsets)}`);
  return {
    fault: name,
    requests: result.records.length,
    writesAcked: byKind.reduce((n, k) => n + k.acked, 0),
    rowsStored: byKind.reduce((n, k) => n + k.stored, 0),
    lost: byKind.reduce((n, k) => n + k.lost, 0),
    injections: injected.injections ?? 1,
    byKind: byKind.map(({ kind, acked: a, stored: st, lost: l }) => ({ kind, acked: a, stored: st, lost: l })),
    duplicates,
    answers503,
    answers503Proxy,
    violations: result.violations.length,
    maxMs: result.maxMs,
    recoveryMs: recovery.ms,
    outageMs: injected.outageMs,
  };
}

/**
 * Signs the doctor in and gives them a resume (an application needs one), so that they can apply to each job the
 * load's writers post: the ids are read from the database as the jobs appear.
 */
async function readyApplicant(client: ProxyClient, doctor: { email: string; password: string }, dbUrl: string, marker: string) {
  const cookie = await signIn(client, doctor);
  const form = new FormData();
  form.set("resume", new Blob([pdfFile("load-resume.pdf").buffer], { type: "application/pdf" }), "load-resume.pdf");
  const upload = await client.postMultipart("/account/resume", form, cookie);
  if (upload.status !== 302 && upload.status !== 303) throw new Error(`the applicant's resume upload answered ${describeOutcome(upload)}`);
  return { cookie, nextJobIds: (after: number) => markedJobIdsAfter(dbUrl, marker, after) };
}

export async function terminateConnectionsFault(ctx: FaultContext): Promise<FaultFigures> {
  return faultUnderLoad(ctx, "database connections terminated", "term", async () => {
    const ended: number[] = [];
    for (let i = 0; i < FAULT_REPEATS; i++) {
      if (i > 0) await sleep(BETWEEN_REPEATS_MS);
      ended.push(await terminateConnections(ctx.env.serverUrl, ctx.env.db.name));
    }
    return { endedAt: Date.now(), injections: ended.length, note: `${ended.length} times, ${ended.join(", ")} connections terminated` };
  });
}

export async function restartPostgresFault(ctx: FaultContext): Promise<FaultFigures | null> {
  const group = "fault: PostgreSQL restarted";
  if (process.env.TEST_PROD_RESTART_POSTGRES === "0") {
    ctx.report.skip(group, "restart", "TEST_PROD_RESTART_POSTGRES=0");
    return null;
  }
  const cluster = localCluster(ctx.env.serverUrl);
  if (!cluster) {
    ctx.report.skip(group, "restart", "the database server is not a local Debian cluster (pg_ctlcluster)");
    return null;
  }
  return faultUnderLoad(ctx, "PostgreSQL restarted", "pgrestart", async () => {
    const outages: number[] = [];
    for (let i = 0; i < FAULT_REPEATS; i++) {
      if (i > 0) await sleep(BETWEEN_REPEATS_MS);
      const down = Date.now();
      await pgCtl(cluster, "stop");
      // The first outage lasts long enough for every instance to notice and answer 503; the others are quick restarts.
      await sleep(i === 0 ? 3_000 : 200);
      await pgCtl(cluster, "start");
      const waited = await waitReady(ctx.env.serverUrl, 60_000);
      if (waited === null) throw new Error("PostgreSQL did not accept connections within 60 s of its start");
      outages.push(Date.now() - down);
    }
    const endedAt = Date.now();
    return {
      endedAt,
      injections: outages.length,
      outageMs: outages[0],
      note: `PostgreSQL ${cluster.version}/${cluster.name} restarted ${outages.length} times, down for ${outages.join(", ")} ms`,
    };
  });
}

/** Waits until nginx sends requests to the instance again (it rejoins after fail_timeout). */
async function waitUntilServing(env: Environment, instance: Instance, timeoutMs: number): Promise<number | null> {
  const client = new ProxyClient(env.port, { keepAlive: false });
  const started = Date.now();
  try {
    while (Date.now() - started < timeoutMs) {
      const o = await client.get("/healthz");
      if (o.status === 200 && o.upstream?.split(", ").pop() === instance.address) return Date.now() - started;
      await sleep(50);
    }
    return null;
  } finally {
    client.close();
  }
}

export async function killInstanceFault(ctx: FaultContext, victim: Instance): Promise<FaultFigures> {
  const group = "fault: instance killed";
  const putBack = async () => {
    victim.start();
    const ms = await victim.waitHealthy(60_000);
    const back = await waitUntilServing(ctx.env, victim, 15_000);
    ctx.report.add(
      group,
      "the restarted instance serves through the proxy again",
      back !== null,
      back === null ? `nginx did not send it a request within 15 s\n${shorten(victim.tail(10))}` : `healthy ${ms} ms after start, serving ${back} ms later`,
    );
  };
  const kill = async () => {
    victim.signal("SIGKILL");
    const exit = await victim.waitExit(5_000);
    if (!exit) throw new Error(`${victim.name} did not end after SIGKILL`);
    return { endedAt: Date.now(), note: `${victim.name} (pid ${victim.pid}) killed` };
  };
  return faultUnderLoad(ctx, "instance killed", "kill", kill, { victim, afterRecovery: putBack });
}

/**
 * SIGTERM during a slow request: a form post sent straight to the instance (with the headers nginx adds), whose
 * body arrives in two halves around the signal. The instance must answer it in full and then exit within 10 s.
 */
export async function gracefulStopCheck(ctx: FaultContext, victim: Instance): Promise<void> {
  const { env, report } = ctx;
  const group = "SIGTERM";
  await healInstances(ctx);
  const client = new ProxyClient(env.port);
  const cookie = await signIn(client, ctx.employer);
  const marker = `${env.runId}-sigterm-`;
  const title = `${marker}slow`;
  const offsets = logOffsets(env.instances);
  // Light load through the proxy meanwhile: the stop must not show up as anything but (at most) a 503.
  const load = startLoad({ client, readers: 4, writers: 1, readPaths: ctx.readPaths, cookie, marker: `${marker}load-` });
  await sleep(1_000);

  const body = new URLSearchParams(jobFields(title)).toString();
  const half = Math.floor(body.length / 2);
  const publicHost = `${HOSTNAME}:${env.port}`;
  let signalledAt = 0;
  const answer = new Promise<{ status: number | null; location: string | null; error: string | null; body: string }>((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: victim.port,
        method: "POST",
        path: "/post-job",
        agent: false,
        headers: {
          host: publicHost,
          "x-forwarded-proto": "https",
          "x-forwarded-host": publicHost,
          "x-forwarded-for": "127.0.0.1",
          origin: env.baseURL,
          referer: `${env.baseURL}/post-job`,
          cookie,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? null, location: res.headers.location ?? null, error: null, body: text }));
        res.on("error", (e) => resolve({ status: res.statusCode ?? null, location: null, error: e.message, body: text }));
      },
    );
    req.on("error", (e) => resolve({ status: null, location: null, error: `${(e as NodeJS.ErrnoException).code ?? ""} ${e.message}`, body: "" }));
    req.write(body.slice(0, half));
    // The server has the headers and half the body: the request is in flight. Now the signal, then the rest.
    setTimeout(() => {
      signalledAt = Date.now();
      victim.signal("SIGTERM");
      setTimeout(() => {
        req.end(body.slice(half));
      }, 2_000);
    }, 500);
  });

  const res = await answer;
  const exit = await victim.waitExit(Math.max(0, 10_000 - (Date.now() - signalledAt)));
  const exitMs = Date.now() - signalledAt;
  const result = await load.stop();
  const ok = isAcknowledged(res);
  report.add(
    group,
    "a slow request in flight at SIGTERM is answered in full",
    ok,
    ok ? `HTTP ${res.status} → ${res.location}` : `${res.status === null ? `network error ${res.error}` : `HTTP ${res.status}`} ${snippet(res.body)}\n${newLogLines(env.instances, offsets)}`,
  );
  const stored = await countMarkedJobs(env.db.url, title);
  report.add(group, "its write is stored", stored.rows === 1, `${stored.rows} rows with its title`);
  report.add(
    group,
    "the instance exits within 10 s of SIGTERM",
    exit !== null,
    exit ? `exited after ${exitMs} ms (code ${exit.code}, signal ${exit.signal})` : `still running ${exitMs} ms after SIGTERM`,
  );
  report.add(
    group,
    "through the proxy meanwhile: only 503 as an error answer",
    result.violations.length === 0,
    result.violations.length ? violationSummary(result, "") : `${result.records.length} requests`,
  );
  client.close();

  if (victim.running()) await victim.stop(5_000);
  victim.start();
  await victim.waitHealthy(60_000);
}
