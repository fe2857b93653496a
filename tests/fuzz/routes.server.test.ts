import fc from "fast-check";
import { desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applications, blogPosts, googleReviews, jobs, profiles, trustedClients, user } from "~/db/schema";
import { seedDemoData } from "~/db/seed.server";
import { DEMO_ACCOUNTS } from "~/db/demo-data";
import { env } from "~/env.server";
import { createApp } from "../../server/app";
import { apiPost, BASE, cookieFrom, fromAddress } from "../support/accounts-kit";
import { signInWithCode } from "../support/two-factor-kit";
import { buildFromRoutes, fullPath, type FlatRoute } from "./support/route-handler";
import { ACTION_SHAPES, QUERY_KEYS, validParams, validQuery, type ActionShape, type Field, type Fixtures, type Role } from "./support/forms";
import { FILE_SAMPLES, fileValue, hostileValue, PAYLOAD_CLASSES, RAW_BODIES, SAMPLES, type FilePart, type PayloadClass, type RawBody } from "./support/payloads";

// Property-based fuzzing of every route (app/routes.ts): each loader and each action is called through the real
// server stack (the Hono app of server/app.ts in front of a React Router handler built from the route modules, see
// support/route-handler.ts) with hostile input: overlong, unicode/RTL/emoji, NUL and control characters, HTML,
// numbers out of range, malformed ids, wrong types, missing and duplicated fields, empty bodies, wrong content types
// and broken bodies, as each role. The properties: no answer is 5xx (a thrown error is a 500 from React Router), and
// a refused request (4xx) leaves every table of the domain exactly as it was.
//
// Every route first gets each payload class once (a fixed sweep), then random cases. Runs are seeded: a failure
// names the seed, and FUZZ_SEED=<seed> reproduces it; FUZZ_RUNS scales the random runs (default 1).

process.env.AUTH_RATE_LIMIT_MAX = "100000";
process.env.AUTH_RATE_LIMIT_ACCOUNT_MAX = "100000";

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const SCALE = Number(process.env.FUZZ_RUNS ?? 1);
const ACTION_RUNS = Math.max(1, Math.round(10 * SCALE));
const LOADER_RUNS = Math.max(1, Math.round(6 * SCALE));
const ROLES: readonly Role[] = ["anonymous", "doctor", "employer", "admin"];
const TIMEOUT = 180_000;

const built = await buildFromRoutes({ render: true });
const byId = new Map(built.table.map((r) => [r.id, r]));
const hasExport = (route: FlatRoute, name: "loader" | "action") => typeof built.modules.get(route.id)?.[name] === "function";
const actionRoutes = built.table.filter((r) => hasExport(r, "action"));
const loaderRoutes = built.table.filter((r) => hasExport(r, "loader"));

let app: ReturnType<typeof createApp>;
let fixtures: Fixtures;
const sessions = new Map<Role, string>();
const passwords: Record<Exclude<Role, "anonymous">, { email: () => string; password: string }> = {
  doctor: { email: () => DEMO_ACCOUNTS.doctor.email, password: DEMO_ACCOUNTS.doctor.password },
  employer: { email: () => DEMO_ACCOUNTS.employer.email, password: DEMO_ACCOUNTS.employer.password },
  admin: { email: () => env().ADMIN_EMAIL, password: DEMO_ACCOUNTS.admin.password },
};

async function signIn(role: Exclude<Role, "anonymous">): Promise<string> {
  const { email, password } = passwords[role];
  // The admin signs in with a code (its authenticator is set up on the first sign-in).
  if (role === "admin") return signInWithCode(app, email(), password);
  const res = await apiPost(app, "/api/auth/sign-in/email", { email: email(), password });
  expect(res.status, `sign-in as ${role}`).toBe(200);
  return cookieFrom(res);
}

/** The role's session cookie; a request that may end the session (sign-out) gets a fresh session of its own. */
async function cookieFor(role: Role, throwaway = false): Promise<string | undefined> {
  if (role === "anonymous") return undefined;
  if (throwaway) return signIn(role);
  let cookie = sessions.get(role);
  if (!cookie) sessions.set(role, (cookie = await signIn(role)));
  return cookie;
}

async function loadFixtures(): Promise<Fixtures> {
  const ids = async (rows: Promise<{ id: number | string }[]>) => (await rows).map((r) => String(r.id));
  const doctors = await db().select({ id: profiles.id, name: profiles.name }).from(profiles).where(eq(profiles.role, "doctor")).limit(6);
  return {
    jobIds: await ids(db().select({ id: jobs.id }).from(jobs).orderBy(desc(jobs.id)).limit(6)),
    applicationIds: await ids(db().select({ id: applications.id }).from(applications).limit(6)),
    reviewIds: await ids(db().select({ id: googleReviews.id }).from(googleReviews).limit(4)),
    clientIds: await ids(db().select({ id: trustedClients.id }).from(trustedClients).limit(4)),
    doctorProfileIds: doctors.map((d) => d.id),
    doctorNames: doctors.map((d) => d.name.replace(/\s+/g, "-")),
    blogSlugs: (await db().select({ slug: blogPosts.slug }).from(blogPosts).limit(3)).map((b) => b.slug),
    demoEmails: [DEMO_ACCOUNTS.doctor.email, DEMO_ACCOUNTS.employer.email],
  };
}

beforeAll(async () => {
  await seedDemoData();
  app = createApp({ handleRequest: (request, context) => built.handler(request, context) });
  // Applications of the demo doctor to the employer's jobs, so the pipeline and withdraw forms have rows to act on.
  const [doctor] = await db().select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.doctor.email));
  const [employer] = await db().select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS.employer.email));
  const employerJobs = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.userId, employer!.id)).limit(3);
  for (const job of employerJobs) {
    await db()
      .insert(applications)
      .values({ jobId: job.id, doctorId: doctor!.id, status: "Applied", history: [{ status: "Applied", at: new Date().toISOString(), by: doctor!.id }] });
  }
  fixtures = await loadFixtures();
  for (const statement of WRITE_LOG) await db().execute(sql.raw(statement));
  for (const role of ["doctor", "employer", "admin"] as const) await cookieFor(role);
}, 120_000);

// ---------------------------------------------------------------------------------------------------------------
// What a refused request must leave untouched: every table of the domain (sessions, rate-limit counters, the dev
// mailbox and verification tokens are bookkeeping that a refused sign-in may legitimately touch).

const DOMAIN_TABLES = [
  "user",
  "account",
  "profiles",
  "jobs",
  "applications",
  "saved_jobs",
  "google_reviews",
  "trusted_clients",
  "blog_posts",
  "contact_messages",
  "files",
  "file_views",
  "candidate_notes",
  "candidate_files",
] as const;

// What a request wrote, kept by the database itself: a trigger on each domain table counts, per table, the rows a
// statement inserted, deleted or really changed (an update that leaves a row as it was is no write), and how many of
// the rows it stored hold a control character (in text, or escaped in JSON), which no accepted form may store. A
// refused request's rolled-back transaction takes its counts with it. Reading the counts is one small query, where
// hashing every table's rows after each request took more than half of this suite's time.
// Columns the database derives are left out of the control check: profiles.directory_text joins three fields with a
// control character on purpose (migration 0022).
const ROW_AS_STORED = `(to_jsonb(NEW) - 'directory_text')::text`;
const CONTROL_IN_ROW =
  `${ROW_AS_STORED} ~ '[\\x01-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]' ` +
  `or (strpos(${ROW_AS_STORED}, '\\u00') > 0 and ${ROW_AS_STORED} ~* '\\\\u00(0[1-8bcef]|1[0-9a-f]|7f)')`;
/**
 * Columns the queue's workers keep up to date on their own time, not the request's: an update of these alone is no
 * write, so a job queued by an earlier request (the employer's batched new-applicants mail marks the job) finishing
 * during a later request is not taken for that request's write.
 */
const BOOKKEEPING_COLUMNS: Partial<Record<(typeof DOMAIN_TABLES)[number], string[]>> = { jobs: ["applicants_mailed_at"] };
const WRITE_LOG = [
  `create table fuzz_writes (t text primary key, writes bigint not null default 0, control bigint not null default 0)`,
  `insert into fuzz_writes (t) values ${DOMAIN_TABLES.map((t) => `('${t}')`).join(", ")}`,
  `create function fuzz_note() returns trigger language plpgsql as $fuzz$
  declare
    ignored text[] := coalesce(TG_ARGV::text[], array[]::text[]);
  begin
    if TG_OP = 'UPDATE' and (to_jsonb(OLD) - ignored) = (to_jsonb(NEW) - ignored) then return null; end if;
    update fuzz_writes set writes = writes + 1,
      control = control + case when TG_OP <> 'DELETE' and (${CONTROL_IN_ROW}) then 1 else 0 end
    where t = TG_TABLE_NAME;
    return null;
  end $fuzz$`,
  ...DOMAIN_TABLES.map(
    (t) => `create trigger fuzz_note after insert or update or delete on "${t}" for each row execute function fuzz_note(${(BOOKKEEPING_COLUMNS[t] ?? []).map((c) => `'${c}'`).join(", ")})`,
  ),
];
const FINGERPRINT = sql.raw(`select t, writes::text as hash, control::int as control from fuzz_writes`);

/**
 * The fingerprint after the previous request: nothing but the requests writes to the domain tables while the suite
 * runs (signing in writes sessions only), so one fingerprint per request serves as the next one's "before".
 */
let lastFingerprint: Record<string, string> | null = null;

async function fingerprint(): Promise<Record<string, string>> {
  const result = (await db().execute(FINGERPRINT)) as unknown as { rows: { t: string; hash: string; control: number }[] };
  return Object.fromEntries(result.rows.flatMap((r) => [[r.t, r.hash], [`${r.t}:control`, String(r.control)]]));
}

// ---------------------------------------------------------------------------------------------------------------
// Requests.

type Segment = { value: string; raw: boolean };
type FormEntry = [string, string | FilePart];
type Body = { kind: "form"; multipart: boolean; entries: FormEntry[] } | { kind: "raw"; raw: RawBody };
type Case = { role: Role; data: boolean; params: Record<string, Segment>; query: [string, string][]; body: Body | null };

/** Path segments with broken percent-encoding, sent as they are. */
const RAW_SEGMENTS = ["%", "%E0%A4%A", "%ZZ", "%C0%80", "%2e%2e%2f%2e%2e", "%F0%9F%98", "%00", "a%00b"];

const wellFormed = (s: string) => Buffer.from(s, "utf8").toString("utf8");

function pathOf(route: FlatRoute, params: Record<string, Segment>): string {
  const template = fullPath(route, byId);
  return template.replace(/:([A-Za-z0-9_]+)|\*/g, (match, name: string | undefined) => {
    const seg = params[name ?? "*"];
    if (!seg) return match === "*" ? "" : "x";
    if (seg.raw) return seg.value;
    return match === "*" ? seg.value.split("/").map((s) => encodeURIComponent(wellFormed(s))).join("/") : encodeURIComponent(wellFormed(seg.value)) || "%20";
  });
}

function urlOf(route: FlatRoute, c: Case): string {
  let path = pathOf(route, c.params);
  if (c.data) path = path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
  const query = new URLSearchParams(c.query.map(([k, v]) => [wellFormed(k), wellFormed(v)])).toString();
  return path + (query ? `?${query}` : "");
}

function bodyInit(body: Body): { body: BodyInit | null; contentType: string | null } {
  if (body.kind === "raw") return { body: body.raw.body as BodyInit | null, contentType: body.raw.contentType };
  if (!body.multipart) {
    const params = new URLSearchParams();
    for (const [name, value] of body.entries) params.append(name, typeof value === "string" ? value : value.name);
    return { body: params.toString(), contentType: "application/x-www-form-urlencoded" };
  }
  const form = new FormData();
  for (const [name, value] of body.entries) {
    if (typeof value === "string") form.append(wellFormed(name), wellFormed(value));
    else form.append(wellFormed(name), new File([value.bytes as BlobPart], wellFormed(value.name), { type: value.type }));
  }
  return { body: form, contentType: null };
}

const short = (v: unknown) => {
  const s = typeof v === "string" ? v : v && typeof v === "object" && "name" in v ? `<file ${JSON.stringify((v as FilePart).name.slice(0, 40))} ${(v as FilePart).bytes.byteLength}B>` : String(v);
  return s.length > 70 ? `${JSON.stringify(s.slice(0, 60))}…(${s.length} chars)` : JSON.stringify(s);
};

function describeCase(method: string, url: string, c: Case): string {
  const shownUrl = url.length > 200 ? `${url.slice(0, 200)}…` : url;
  let body = "";
  if (c.body?.kind === "raw") body = ` body: ${c.body.raw.label}`;
  else if (c.body) body = ` ${c.body.multipart ? "multipart" : "urlencoded"} {${c.body.entries.map(([k, v]) => `${short(k)}=${short(v)}`).join(", ")}}`;
  return `${method} ${shownUrl} as ${c.role}${body}`;
}

type Failure = string;

/** FUZZ_VERBOSE=1 prints how each route answered (status counts), to see what the runs reached. */
const VERBOSE = process.env.FUZZ_VERBOSE === "1";
const statusCounts = new Map<string, Map<number, number>>();
function countStatus(route: FlatRoute, method: string, status: number) {
  const key = `${method} ${route.id}`;
  const counts = statusCounts.get(key) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  statusCounts.set(key, counts);
}

async function run(method: "GET" | "POST", route: FlatRoute, c: Case, failures: Failure[], throwawaySession = false) {
  const url = urlOf(route, c);
  const headers = new Headers({ origin: BASE });
  const cookie = await cookieFor(c.role, throwawaySession);
  if (cookie) headers.set("cookie", cookie);
  let init: RequestInit = { method, headers };
  if (method === "POST" && c.body) {
    const { body, contentType } = bodyInit(c.body);
    if (contentType) headers.set("content-type", contentType);
    init = { ...init, body };
  }
  const before = lastFingerprint ?? (await fingerprint());
  const errorsBefore = built.errors.length;
  const res = await app.request(`${BASE}${url}`, init, fromAddress("127.0.0.1"));
  const text = await res.text();
  countStatus(route, method, res.status);
  if (res.status >= 500) {
    const cause = built.errors.slice(errorsBefore).map((e) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e)).slice(0, 300));
    failures.push(`${res.status} for ${describeCase(method, url, c)}${cause.length ? `\n      cause: ${cause.join(" | ")}` : ""}`);
    lastFingerprint = null;
    return;
  }
  const after = (lastFingerprint = await fingerprint());
  if (res.status >= 400) {
    if (!text.trim()) failures.push(`${res.status} without any message for ${describeCase(method, url, c)}`);
    const changed = DOMAIN_TABLES.filter((t) => before[t] !== after[t]);
    if (changed.length) failures.push(`${res.status} but wrote to ${changed.join(", ")} for ${describeCase(method, url, c)}`);
  }
  const controlStored = DOMAIN_TABLES.filter((t) => Number(after[`${t}:control`]) > Number(before[`${t}:control`]));
  if (controlStored.length) failures.push(`${res.status}, stored control characters in ${controlStored.join(", ")} for ${describeCase(method, url, c)}`);
}


function report(method: "GET" | "POST", route: FlatRoute, failures: Failure[]) {
  if (VERBOSE) {
    const counts = statusCounts.get(`${method} ${route.id}`);
    if (counts) console.log(`${method} ${route.id}`, Object.fromEntries(counts));
  }
  const unique = [...new Set(failures)];
  expect(unique, `${route.id}: ${unique.length} failing case(s) (FUZZ_SEED=${SEED} reproduces):\n  ${unique.slice(0, 25).join("\n  ")}`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------------------------
// Arbitraries.

function paramNames(route: FlatRoute): string[] {
  return [...fullPath(route, byId).matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? "*");
}

function segmentArb(name: string): fc.Arbitrary<Segment> {
  const valid = validParams(fixtures)[name] ?? [];
  return fc.oneof(
    { arbitrary: hostileValue.map((value) => ({ value, raw: false })), weight: 4 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((value) => ({ value, raw: true })), weight: 1 },
    ...(valid.length ? [{ arbitrary: fc.constantFrom(...valid).map((value) => ({ value, raw: false })), weight: 3 }] : []),
  );
}

function paramsArb(route: FlatRoute): fc.Arbitrary<Record<string, Segment>> {
  return fc.record(Object.fromEntries(paramNames(route).map((n) => [n, segmentArb(n)])));
}

function queryArb(keys: readonly string[]): fc.Arbitrary<[string, string][]> {
  const valid = validQuery(fixtures);
  const pair = fc.constantFrom(...keys).chain((key) => {
    const good = valid[key] ?? [];
    return fc.tuple(fc.constant(key), good.length ? fc.oneof(fc.constantFrom(...good), hostileValue) : hostileValue);
  });
  return fc.array(fc.oneof({ arbitrary: pair, weight: 5 }, { arbitrary: fc.tuple(hostileValue, hostileValue), weight: 1 }), { maxLength: 5 });
}

function fieldArb(field: Field): fc.Arbitrary<FormEntry[]> {
  const valid = field.valid(fixtures);
  const plausible: fc.Arbitrary<string | FilePart> = field.file ? fileValue : valid.length ? fc.constantFrom(...valid) : hostileValue;
  const hostile: fc.Arbitrary<string | FilePart> = field.file ? fc.oneof(fileValue, hostileValue) : fc.oneof({ arbitrary: hostileValue, weight: 5 }, { arbitrary: fileValue, weight: 1 });
  return fc.oneof(
    { arbitrary: plausible.map((v): FormEntry[] => [[field.name, v]]), weight: 3 },
    { arbitrary: hostile.map((v): FormEntry[] => [[field.name, v]]), weight: 3 },
    { arbitrary: fc.constant<FormEntry[]>([]), weight: 1 },
    { arbitrary: fc.tuple(plausible, hostile).map(([a, b]): FormEntry[] => [[field.name, a], [field.name, b]]), weight: 1 },
  );
}

function formArb(shape: ActionShape): fc.Arbitrary<Body> {
  const intents = shape.intents;
  return fc.integer({ min: 0, max: intents.length - 1 }).chain((i) => {
    const intent = intents[i]!;
    const intentEntry: fc.Arbitrary<FormEntry[]> =
      intent.intent === null ? fc.constant([]) : fc.oneof({ arbitrary: fc.constant<FormEntry[]>([["intent", intent.intent]]), weight: 6 }, { arbitrary: hostileValue.map((v): FormEntry[] => [["intent", v]]), weight: 1 });
    const hasFile = intent.fields.some((f) => f.file);
    return fc
      .tuple(intentEntry, fc.tuple(...intent.fields.map(fieldArb)), fc.array(fc.tuple(hostileValue, hostileValue), { maxLength: 2 }), fc.boolean())
      .map(([head, fields, extra, multipart]): Body => {
        const entries = [...head, ...fields.flat(), ...extra];
        return { kind: "form", multipart: multipart || hasFile || entries.some(([, v]) => typeof v !== "string"), entries };
      });
  });
}

function actionCaseArb(route: FlatRoute, shape: ActionShape): fc.Arbitrary<Case> {
  const queryKeys = shape.query?.map((f) => f.name) ?? [];
  return fc.record({
    role: fc.oneof({ arbitrary: fc.constant(shape.role), weight: 3 }, { arbitrary: fc.constantFrom(...ROLES), weight: 2 }),
    data: fc.boolean(),
    params: paramsArb(route),
    query: queryKeys.length ? queryArb(queryKeys) : fc.constant([]),
    body: fc.oneof({ arbitrary: formArb(shape), weight: 6 }, { arbitrary: fc.constantFrom(...RAW_BODIES).map((raw): Body => ({ kind: "raw", raw })), weight: 1 }),
  });
}

function loaderCaseArb(route: FlatRoute): fc.Arbitrary<Case> {
  return fc.record({
    role: fc.constantFrom(...ROLES),
    data: fc.boolean(),
    params: paramsArb(route),
    query: queryArb(QUERY_KEYS),
    body: fc.constant(null),
  });
}

// The fixed sweep: every payload class in every field of every intent, every broken body, and an empty form.

function classValue(kind: PayloadClass, i: number): string {
  const list = SAMPLES[kind];
  return list[i % list.length]!;
}

function sweepParams(route: FlatRoute, kind: PayloadClass | "valid", i: number): Record<string, Segment> {
  return Object.fromEntries(
    paramNames(route).map((n) => {
      const valid = validParams(fixtures)[n] ?? [];
      const value = kind === "valid" ? (valid[0] ?? "x") : classValue(kind, i);
      return [n, { value, raw: false }];
    }),
  );
}

/** Classes tried, one per field in turn, beside NUL, another control character and overlong text. */
const ROTATING_CLASSES: readonly PayloadClass[] = PAYLOAD_CLASSES.filter((c) => c !== "overlong" && c !== "control");

function actionSweep(route: FlatRoute, shape: ActionShape): Case[] {
  const cases: Case[] = [];
  const base = { role: shape.role, data: false, query: [] as [string, string][] };
  shape.intents.forEach((intent, n) => {
    const head: FormEntry[] = intent.intent === null ? [] : [["intent", intent.intent]];
    const multipart = intent.fields.some((f) => f.file);
    const params = sweepParams(route, "valid", 0);
    // Each class in every field at once (e.g. a NUL byte everywhere): the first check a form makes. (A form without
    // fields is sent once, below, as the intent alone.)
    (intent.fields.length ? PAYLOAD_CLASSES : []).forEach((kind, i) => {
      const entries: FormEntry[] = [...head, ...intent.fields.map((f, j): FormEntry => [f.name, f.file ? FILE_SAMPLES[(i + j) % FILE_SAMPLES.length]! : classValue(kind, 0)])];
      cases.push({ ...base, data: (i + n) % 2 === 1, params, body: { kind: "form", multipart, entries } });
    });
    // One hostile field at a time, the others plausible (files left out), so every field's own check is reached: a NUL
    // byte, another control character, overlong text, and one more class in turn (numbers out of range reach the
    // numeric fields in the sweep above, where every field gets them at once).
    const plausible = (except: Field): FormEntry[] => intent.fields.filter((f) => f !== except && !f.file).map((f): FormEntry => [f.name, f.valid(fixtures)[0] ?? ""]);
    intent.fields.forEach((field, j) => {
      const others = ROTATING_CLASSES[(j + n) % ROTATING_CLASSES.length]!;
      const hostile: (string | FilePart)[] = field.file
        ? [0, 1, 2, 3].map((k) => FILE_SAMPLES[(j + k) % FILE_SAMPLES.length]!)
        : [SAMPLES.control[0]!, SAMPLES.control[2 + (j % 5)]!, SAMPLES.overlong[j % SAMPLES.overlong.length]!, classValue(others, j)];
      hostile.forEach((value, k) => {
        cases.push({ ...base, data: (j + k) % 2 === 1, params, body: { kind: "form", multipart: multipart || typeof value !== "string", entries: [...head, ...plausible(field), [field.name, value]] } });
      });
    });
    // Missing fields (only the intent) and every field twice (a plausible value, then a hostile one).
    cases.push({ ...base, params: sweepParams(route, "valid", 0), body: { kind: "form", multipart: false, entries: head } });
    const twice = intent.fields.flatMap((f, j): FormEntry[] => (f.file ? [[f.name, FILE_SAMPLES[0]!], [f.name, FILE_SAMPLES[1]!]] : [[f.name, f.valid(fixtures)[0] ?? "x"], [f.name, classValue("id", j)]]));
    cases.push({ ...base, params: sweepParams(route, "valid", 0), body: { kind: "form", multipart: intent.fields.some((f) => f.file), entries: [...head, ...head, ...twice] } });
  });
  // Hostile path parameters with a plausible form.
  if (paramNames(route).length) {
    PAYLOAD_CLASSES.forEach((kind, i) => {
      const intent = shape.intents[0]!;
      const entries: FormEntry[] = [...(intent.intent === null ? [] : [["intent", intent.intent] as FormEntry]), ...intent.fields.filter((f) => !f.file).map((f): FormEntry => [f.name, f.valid(fixtures)[0] ?? "x"])];
      cases.push({ ...base, params: sweepParams(route, kind, i), body: { kind: "form", multipart: false, entries } });
    });
  }
  for (const raw of RAW_BODIES) cases.push({ ...base, params: sweepParams(route, "valid", 0), body: { kind: "raw", raw } });
  return cases;
}

function loaderSweep(route: FlatRoute): Case[] {
  return PAYLOAD_CLASSES.map((kind, i) => ({
    role: ROLES[i % ROLES.length]!,
    data: i % 3 === 2,
    params: sweepParams(route, paramNames(route).length ? kind : "valid", i),
    query: QUERY_KEYS.map((k, j): [string, string] => [k, classValue(kind, i + j)]),
    body: null,
  }));
}

// ---------------------------------------------------------------------------------------------------------------

describe("the write log the properties read", () => {
  it("counts a changed row and a stored control character, and neither an unchanged row nor the queue's bookkeeping", async () => {
    const start = await fingerprint();
    const [job] = await db().select({ id: jobs.id, title: jobs.title }).from(jobs).limit(1);
    await db().update(jobs).set({ title: job!.title }).where(eq(jobs.id, job!.id));
    await db().update(jobs).set({ applicantsMailedAt: new Date() }).where(eq(jobs.id, job!.id));
    expect(await fingerprint()).toEqual(start);
    await db().update(jobs).set({ title: `${job!.title}\u0007` }).where(eq(jobs.id, job!.id));
    const after = await fingerprint();
    expect(after.jobs).not.toBe(start.jobs);
    expect(Number(after["jobs:control"])).toBe(Number(start["jobs:control"]) + 1);
    await db().update(jobs).set({ title: job!.title }).where(eq(jobs.id, job!.id));
    lastFingerprint = null;
  });
});

describe("hostile input to route actions", () => {
  it("has a form shape for every route with an action, and none for routes without one", () => {
    expect(actionRoutes.length).toBeGreaterThan(10);
    expect(actionRoutes.map((r) => r.id).filter((id) => !ACTION_SHAPES[id]), "add the new action's fields to tests/fuzz/support/forms.ts").toEqual([]);
    expect(Object.keys(ACTION_SHAPES).filter((id) => !actionRoutes.some((r) => r.id === id))).toEqual([]);
  });

  for (const route of actionRoutes) {
    const shape = ACTION_SHAPES[route.id];
    if (!shape) continue;
    it(
      `POST ${fullPath(route, byId)} (${route.id}) answers 4xx, never 5xx, and writes nothing when it refuses`,
      async () => {
        const failures: Failure[] = [];
        lastFingerprint = null;
        const signsOut = route.id === "routes/logout";
        const property = fc.asyncProperty(actionCaseArb(route, shape), async (c) => {
          await run("POST", route, c, failures, signsOut);
        });
        const examples = actionSweep(route, shape).map((c) => [c] as [Case]);
        // numRuns counts the examples too: the sweep, then ACTION_RUNS random cases.
        await fc.assert(property, { seed: SEED, numRuns: examples.length + ACTION_RUNS, examples, endOnFailure: true });
        report("POST", route, failures);
      },
      TIMEOUT,
    );
  }
});

describe("hostile path parameters and query strings to loaders", () => {
  it("covers every route with a loader", () => {
    expect(loaderRoutes.length).toBeGreaterThan(20);
  });

  for (const route of loaderRoutes) {
    it(
      `GET ${fullPath(route, byId)} (${route.id}) answers a page or 4xx, never 5xx`,
      async () => {
        const failures: Failure[] = [];
        lastFingerprint = null;
        const property = fc.asyncProperty(loaderCaseArb(route), async (c) => {
          await run("GET", route, c, failures);
        });
        const examples = loaderSweep(route).map((c) => [c] as [Case]);
        await fc.assert(property, { seed: SEED, numRuns: examples.length + LOADER_RUNS, examples, endOnFailure: true });
        report("GET", route, failures);
      },
      TIMEOUT,
    );
  }
});
