import { describeOutcome, type Outcome, type ProxyClient } from "./proxy-client";
import { sleep } from "./processes";

// A bounded concurrent load through the proxy: readers loop over public pages; writers post jobs as the demo
// employer through the /post-job form action, each with a unique title (the marker); sign-up writers make doctor
// accounts through the accounts API (user, profile and account in one transaction), each with a unique e-mail address
// (the marker); an applicant (the demo doctor) applies through the job page's form to the jobs the writers posted,
// each once. The employer moves half of those applications on the job's board; the other half go through the hiring
// pipeline from the candidate's page and the doctor's applications page, each step once and only after the step
// before it was acknowledged: a note, a scorecard (after reading the page for the job's criteria), an interview
// proposed, booked by the doctor, an offer sent, accepted by the doctor. Afterwards every acknowledged write of each
// kind can be looked up in the database.

/** The fields of a valid /post-job form. */
export function jobFields(title: string): Record<string, string> {
  return {
    title,
    company: "Sunrise Multispeciality Hospital",
    location: "Pune",
    type: "Full-time",
    specialty: "Neurology",
    salary: "",
    salaryMin: "",
    salaryMax: "",
    salaryUnit: "",
    description: "A job posted by the production test environment's load: one row per acknowledged write.",
    validThrough: "",
  };
}

/** A write is acknowledged only when the action answered with its success: the redirect to the listings. */
export function isAcknowledged(o: Pick<Outcome, "status" | "location">): boolean {
  return (o.status === 302 || o.status === 303) && (o.location ?? "").endsWith("/dashboard/job-listings");
}

/** An application is acknowledged when the job page's action answered with its success: back to the job's page. */
export function isAcknowledgedAt(o: Pick<Outcome, "status" | "location">, path: string): boolean {
  return (o.status === 302 || o.status === 303) && (o.location ?? "").endsWith(path);
}

/** A stage move is acknowledged when the pipeline answered with its success: back to the job's board, naming the move. */
export function isMoveAcknowledged(o: Pick<Outcome, "status" | "location">, path: string): boolean {
  return (o.status === 302 || o.status === 303) && (o.location ?? "").includes(`${path}?`) && /[?&]moved=\d+/.test(o.location ?? "");
}

export type StageMove = { applicationId: number; jobId: number; toStageId: number };

/** A hiring write is acknowledged when the candidate's page answered with its success: back to that page. */
export function isCandidateAcknowledged(o: Pick<Outcome, "status" | "location">, applicationId: number): boolean {
  return (o.status === 302 || o.status === 303) && new RegExp(`/dashboard/candidates/${applicationId}(#[\\w-]+)?$`).test(o.location ?? "");
}

/** The texts the hiring load writes, one per application: how each write is found in the database afterwards. */
export const hiringTexts = {
  note: (marker: string, applicationId: number) => `${marker}note-${applicationId}`,
  interview: (marker: string, applicationId: number) => `${marker}interview-${applicationId}`,
  offer: (marker: string, applicationId: number) => `${marker}offer-${applicationId}`,
};

/** "2026-12-10T10:30" some days ahead, as the proposal's datetime-local fields take it (India time). */
export function indiaSlot(daysAhead: number, hour: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000 + 330 * 60_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:30`;
}

/** The job's criteria ids from the candidate page's scorecard form, in order. */
export function criterionIdsIn(html: string): number[] {
  return [...html.matchAll(/name="ratings\[(\d+)\]\.criterionId" value="(\d+)"/g)].sort((a, b) => Number(a[1]) - Number(b[1])).map((m) => Number(m[2]));
}

/** A unique address for a sign-up of the load (lower case: addresses are stored as typed, compared lower-cased). */
export function signUpEmail(marker: string, n: number): string {
  return `${marker}${String(n).padStart(5, "0")}@load.example.com`.toLowerCase();
}

export function signUpFields(email: string): Record<string, string> {
  return { name: "Load Test Doctor", email, password: "Load-Test-Passw0rd-2026", role: "doctor", specialization: "Cardiology" };
}

/** During a fault the only error answer allowed is 503; no network errors and nothing slower than 10 s. */
export const SLOW_MS = 10_000;
export function violation(o: Outcome): string | null {
  if (o.status === null) return `network error: ${o.error}`;
  if (o.status >= 400 && o.status !== 503) return `HTTP ${o.status}`;
  if (o.ms > SLOW_MS) return `took ${o.ms} ms`;
  return null;
}

/** Thousands of answers are kept per phase: only the start of each body (enough to tell whose error page it is). */
function compact(o: Outcome): Outcome {
  return { ...o, headers: {}, body: Buffer.from(o.body.subarray(0, 2_048)) };
}

export type WriteKind =
  | "job post"
  | "sign-up"
  | "application"
  | "stage move"
  | "note"
  | "scorecard"
  | "interview proposal"
  | "interview booking"
  | "offer"
  | "offer acceptance";

/** The hiring writes answered with success, by what identifies each in the database. */
export type AckedHiring = {
  /** Application ids whose note was acknowledged. */
  notes: Set<number>;
  /** Application id → the recommendation and the number of ratings of the acknowledged scorecard. */
  scorecards: Map<number, { recommendation: string; ratings: number }>;
  /** Application ids whose interview proposal was acknowledged. */
  proposals: Set<number>;
  /** Interview id → the time the doctor booked (an ISO instant). */
  bookings: Map<number, string>;
  /** Application ids whose offer was acknowledged. */
  offers: Set<number>;
  /** Offer ids the doctor's acceptance was acknowledged for. */
  acceptances: Set<number>;
};

export type Record_ = { kind: "read" | "write"; path: string; outcome: Outcome; title?: string; acked?: boolean; write?: WriteKind };

export type LoadResult = {
  records: Record_[];
  reads: number;
  writes: number;
  acked: number;
  ackedTitles: Set<string>;
  /** E-mail addresses of the sign-ups answered with success. */
  ackedSignUps: Set<string>;
  /** Job ids the applicant's applications were acknowledged for. */
  ackedApplications: Set<number>;
  /** Stage moves answered with success: application id → the stage it was moved to. */
  ackedMoves: Map<number, number>;
  ackedHiring: AckedHiring;
  statuses: Record<string, number>;
  violations: { at: number; kind: string; path: string; problem: string; detail: string }[];
  maxMs: number;
  durationMs: number;
};

export type Load = { stop(): Promise<LoadResult>; records: Record_[] };

export function startLoad(options: {
  client: ProxyClient;
  readers: number;
  writers: number;
  readPaths: string[];
  cookie: string;
  marker: string;
  /** Milliseconds between a writer's writes (keeps the write stream steady rather than flat out). */
  writePauseMs?: number;
  /** Concurrent sign-ups of new doctor accounts (the transaction of the accounts API). */
  signUps?: number;
  /** A doctor who applies to each job the writers post (its session cookie), and where to find those jobs' ids. */
  applicant?: { cookie: string; nextJobIds: (after: number) => Promise<number[]> };
  /**
   * The employer moves each new application of those jobs to another stage (the pipeline's move: one transaction
   * writing the move, its history line, the doctor's delayed notice, the webhook outbox and the audit row).
   */
  mover?: { cookie: string; nextApplications: (after: number) => Promise<StageMove[]> };
  /**
   * The hiring pipeline on the other half of those applications: the employer (its cookie) writes a note, a
   * scorecard and proposes an interview; the doctor (its cookie) books it; the employer sends an offer; the doctor
   * accepts it. Ids of what was written are read from the database as each step is acknowledged.
   */
  hiring?: {
    employerCookie: string;
    doctorCookie: string;
    nextApplications: (after: number) => Promise<number[]>;
    proposedInterview: (applicationId: number) => Promise<{ interviewId: number; slot: string } | null>;
    sentOffer: (applicationId: number) => Promise<number | null>;
  };
}): Load {
  const { client, readers, writers, readPaths, cookie, marker } = options;
  const records: Record_[] = [];
  let stopping = false;
  let seq = 0;
  const started = Date.now();

  const reader = async (n: number) => {
    let i = n;
    while (!stopping) {
      const path = readPaths[i++ % readPaths.length]!;
      const outcome = compact(await client.get(path, {}, 20_000));
      records.push({ kind: "read", path, outcome });
      if (outcome.status === null || outcome.status >= 500) await sleep(20); // no hot loop against a refusing proxy
    }
  };
  const writer = async () => {
    while (!stopping) {
      const title = `${marker}${String(++seq).padStart(5, "0")}`;
      const outcome = compact(await client.postForm("/post-job", jobFields(title), cookie, {}, 20_000));
      const acked = isAcknowledged(outcome);
      records.push({ kind: "write", write: "job post", path: "/post-job", outcome, title, acked });
      await sleep(options.writePauseMs ?? 25);
    }
  };
  const signUpWriter = async () => {
    while (!stopping) {
      const email = signUpEmail(marker, ++seq);
      const outcome = compact(await client.postJson("/api/auth/sign-up/email", signUpFields(email), 20_000));
      records.push({ kind: "write", write: "sign-up", path: "/api/auth/sign-up/email", outcome, title: email, acked: outcome.status === 200 });
      await sleep(options.writePauseMs ?? 25);
    }
  };
  const applier = async (applicant: NonNullable<typeof options.applicant>) => {
    const queue: number[] = [];
    let last = 0;
    while (!stopping) {
      if (queue.length === 0) {
        // The database may be down right now (that is the point): look again shortly.
        const ids = await applicant.nextJobIds(last).catch(() => []);
        queue.push(...ids);
        if (ids.length) last = Math.max(...ids);
        else {
          await sleep(100);
          continue;
        }
      }
      // Each job once, whatever the answer: a post that was answered 503 may still have been stored.
      const id = queue.shift()!;
      const path = `/jobs/${id}`;
      const outcome = compact(await client.postForm(path, { intent: "apply", coverNote: `${marker}application` }, applicant.cookie, {}, 20_000));
      const acked = isAcknowledgedAt(outcome, path);
      records.push({ kind: "write", write: "application", path, outcome, title: String(id), acked });
      await sleep(options.writePauseMs ?? 25);
    }
  };
  const mover = async (m: NonNullable<typeof options.mover>) => {
    const queue: StageMove[] = [];
    let last = 0;
    while (!stopping) {
      if (queue.length === 0) {
        const next = await m.nextApplications(last).catch(() => []);
        queue.push(...next);
        if (next.length) last = Math.max(...next.map((n) => n.applicationId));
        else {
          await sleep(100);
          continue;
        }
      }
      // Each application once, whatever the answer (a move answered 503 may still have been stored).
      const move = queue.shift()!;
      const path = `/dashboard/applicants/${move.jobId}`;
      const fields = { intent: "move", applicationId: String(move.applicationId), toStageId: String(move.toStageId) };
      const outcome = compact(await client.postForm(path, fields, m.cookie, {}, 20_000));
      const acked = isMoveAcknowledged(outcome, path);
      records.push({ kind: "write", write: "stage move", path, outcome, title: `${move.applicationId}>${move.toStageId}`, acked });
      await sleep(options.writePauseMs ?? 25);
    }
  };
  // The hiring pipeline: each step of an application is taken only after its step before was acknowledged (two steps
  // of one candidate in flight at once would race each other's stage change, which the app rightly refuses).
  const proposed: number[] = [];
  const booked: number[] = [];
  const offered: number[] = [];
  const write = async (what: WriteKind, path: string, title: string, send: () => Promise<Outcome>, ok: (o: Outcome) => boolean) => {
    const outcome = compact(await send());
    const acked = ok(outcome);
    records.push({ kind: "write", write: what, path, outcome, title, acked });
    await sleep(options.writePauseMs ?? 25);
    return acked;
  };
  /** An id read from the database for the next step: null when not stored; undefined while the database cannot say. */
  const lookUp = <T>(read: () => Promise<T | null>): Promise<T | null | undefined> => read().catch(() => undefined);
  const team = async (h: NonNullable<typeof options.hiring>) => {
    const queue: number[] = [];
    let last = 0;
    while (!stopping) {
      // An offer for a booked interview first: the pipeline's later steps go ahead of new candidates.
      const forOffer = booked.shift();
      if (forOffer !== undefined) {
        const path = `/dashboard/candidates/${forOffer}`;
        const form = new FormData();
        const start = new Date(Date.now() + 40 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
        const fields = { intent: "sendOffer", applicationId: String(forOffer), salary: "1800000", salaryUnit: "year", startDate: start, message: hiringTexts.offer(marker, forOffer), templateId: "builtin" };
        for (const [k, v] of Object.entries(fields)) form.set(k, v);
        if (await write("offer", path, String(forOffer), () => client.postMultipart(path, form, h.employerCookie, 20_000), (o) => isCandidateAcknowledged(o, forOffer))) offered.push(forOffer);
        continue;
      }
      if (queue.length === 0) {
        const next = await h.nextApplications(last).catch(() => []);
        queue.push(...next);
        if (next.length) last = Math.max(...next);
        else {
          await sleep(100);
          continue;
        }
      }
      const id = queue.shift()!;
      const path = `/dashboard/candidates/${id}`;
      const ok = (o: Outcome) => isCandidateAcknowledged(o, id);
      await write("note", path, String(id), () => client.postForm(path, { intent: "addNote", body: hiringTexts.note(marker, id) }, h.employerCookie, {}, 20_000), ok);
      // The scorecard as the page offers it: one rating for each of the job's criteria, read from the page.
      const page = await client.get(path, { cookie: h.employerCookie }, 20_000);
      records.push({ kind: "read", path, outcome: compact(page) });
      const criteria = page.status === 200 ? criterionIdsIn(page.body.toString("utf8")) : []; // the whole page, not the record's start
      if (criteria.length > 0) {
        const recommendation = id % 4 === 0 ? "strong_yes" : "yes";
        const fields: Record<string, string> = { intent: "submitScorecard", applicationId: String(id), recommendation };
        criteria.forEach((criterionId, i) => {
          fields[`ratings[${i}].criterionId`] = String(criterionId);
          fields[`ratings[${i}].rating`] = String(3 + ((id + i) % 3));
          fields[`ratings[${i}].comment`] = "";
        });
        await write("scorecard", path, `${id}:${recommendation}:${criteria.length}`, () => client.postForm(path, fields, h.employerCookie, {}, 20_000), ok);
      }
      const proposal = {
        intent: "proposeInterview",
        applicationId: String(id),
        "slots[0]": indiaSlot(3, 10),
        "slots[1]": indiaSlot(4, 15),
        "slots[2]": "",
        durationMinutes: "30",
        location: "OPD block, room 4",
        videoUrl: "",
        note: hiringTexts.interview(marker, id),
        templateId: "builtin",
      };
      if (await write("interview proposal", path, String(id), () => client.postForm(path, proposal, h.employerCookie, {}, 20_000), ok)) proposed.push(id);
    }
  };
  const doctor = async (h: NonNullable<typeof options.hiring>) => {
    const path = "/dashboard/applications";
    const ok = (o: Outcome) => (o.status === 302 || o.status === 303) && (o.location ?? "").endsWith(path);
    while (!stopping) {
      // The offer first (the last step), then the interview to book.
      const fromOffer = offered.length > 0;
      const applicationId = fromOffer ? offered.shift() : proposed.shift();
      if (applicationId === undefined) {
        await sleep(100);
        continue;
      }
      if (fromOffer) {
        const offerId = await lookUp(() => h.sentOffer(applicationId));
        if (offerId === undefined) {
          offered.push(applicationId); // the database is down right now: later
          await sleep(100);
        } else if (offerId !== null) {
          await write("offer acceptance", path, String(offerId), () => client.postForm(path, { intent: "acceptOffer", offerId: String(offerId), reason: "" }, h.doctorCookie, {}, 20_000), ok);
        }
        continue;
      }
      const interview = await lookUp(() => h.proposedInterview(applicationId));
      if (interview === undefined) {
        proposed.push(applicationId);
        await sleep(100);
      } else if (interview !== null) {
        const fields = { intent: "pickSlot", interviewId: String(interview.interviewId), slot: interview.slot };
        if (await write("interview booking", path, `${interview.interviewId}@${interview.slot}`, () => client.postForm(path, fields, h.doctorCookie, {}, 20_000), ok)) booked.push(applicationId);
      }
    }
  };
  const loops = [
    ...Array.from({ length: readers }, (_, n) => reader(n)),
    ...Array.from({ length: writers }, () => writer()),
    ...Array.from({ length: options.signUps ?? 0 }, () => signUpWriter()),
    ...(options.applicant ? [applier(options.applicant)] : []),
    ...(options.mover ? [mover(options.mover)] : []),
    ...(options.hiring ? [team(options.hiring), doctor(options.hiring)] : []),
  ];

  return {
    records,
    async stop() {
      stopping = true;
      await Promise.all(loops);
      return summarize(records, Date.now() - started);
    },
  };
}

export function summarize(records: Record_[], durationMs: number): LoadResult {
  const statuses: Record<string, number> = {};
  const violations: LoadResult["violations"] = [];
  const ackedTitles = new Set<string>();
  const ackedSignUps = new Set<string>();
  const ackedApplications = new Set<number>();
  const ackedMoves = new Map<number, number>();
  const ackedHiring: AckedHiring = { notes: new Set(), scorecards: new Map(), proposals: new Set(), bookings: new Map(), offers: new Set(), acceptances: new Set() };
  let maxMs = 0;
  for (const r of records) {
    const key = `${r.kind} ${r.outcome.status ?? "error"}`;
    statuses[key] = (statuses[key] ?? 0) + 1;
    maxMs = Math.max(maxMs, r.outcome.ms);
    if (r.acked && r.title) {
      if (r.write === "sign-up") ackedSignUps.add(r.title);
      else if (r.write === "application") ackedApplications.add(Number(r.title));
      else if (r.write === "stage move") {
        const [applicationId, toStageId] = r.title.split(">").map(Number);
        ackedMoves.set(applicationId!, toStageId!);
      } else if (r.write === "note") ackedHiring.notes.add(Number(r.title));
      else if (r.write === "scorecard") {
        const [applicationId, recommendation, ratings] = r.title.split(":");
        ackedHiring.scorecards.set(Number(applicationId), { recommendation: recommendation!, ratings: Number(ratings) });
      } else if (r.write === "interview proposal") ackedHiring.proposals.add(Number(r.title));
      else if (r.write === "interview booking") {
        const at = r.title.indexOf("@");
        ackedHiring.bookings.set(Number(r.title.slice(0, at)), r.title.slice(at + 1));
      } else if (r.write === "offer") ackedHiring.offers.add(Number(r.title));
      else if (r.write === "offer acceptance") ackedHiring.acceptances.add(Number(r.title));
      else ackedTitles.add(r.title);
    }
    const problem = violation(r.outcome);
    if (problem) violations.push({ at: r.outcome.started, kind: r.kind, path: r.path, problem, detail: describeOutcome(r.outcome) });
  }
  return {
    records,
    reads: records.filter((r) => r.kind === "read").length,
    writes: records.filter((r) => r.kind === "write").length,
    acked:
      ackedTitles.size +
      ackedSignUps.size +
      ackedApplications.size +
      ackedMoves.size +
      Object.values(ackedHiring).reduce((n, acked) => n + acked.size, 0),
    ackedTitles,
    ackedSignUps,
    ackedApplications,
    ackedMoves,
    ackedHiring,
    statuses,
    violations,
    maxMs,
    durationMs,
  };
}

/**
 * After a fault has ended (database back, instance gone): probes GET / and one write until both have succeeded.
 * Returns the milliseconds until both had, or null if not within timeoutMs, with the last failures seen.
 */
export async function measureRecovery(options: {
  client: ProxyClient;
  cookie: string;
  marker: string;
  since: number;
  timeoutMs: number;
}): Promise<{ ms: number | null; lastGet: Outcome | null; lastWrite: Outcome | null; ackedTitles: string[] }> {
  const { client, cookie, marker, since, timeoutMs } = options;
  let getOk: number | null = null;
  let writeOk: number | null = null;
  let lastGet: Outcome | null = null;
  let lastWrite: Outcome | null = null;
  const ackedTitles: string[] = [];
  let n = 0;
  while (Date.now() - since < timeoutMs && (getOk === null || writeOk === null)) {
    const round: Promise<void>[] = [];
    if (getOk === null) {
      round.push(
        client.get("/", {}, 10_000).then((o) => {
          lastGet = o;
          if (o.status === 200) getOk = o.started + o.ms;
        }),
      );
    }
    if (writeOk === null) {
      const title = `${marker}probe-${++n}`;
      round.push(
        client.postForm("/post-job", jobFields(title), cookie, {}, 10_000).then((o) => {
          lastWrite = o;
          if (isAcknowledged(o)) {
            writeOk = o.started + o.ms;
            ackedTitles.push(title);
          }
        }),
      );
    }
    await Promise.all(round);
    if (getOk === null || writeOk === null) await sleep(100);
  }
  const ms = getOk !== null && writeOk !== null ? Math.max(getOk, writeOk) - since : null;
  return { ms, lastGet, lastWrite, ackedTitles };
}
