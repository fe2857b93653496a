import { inArray, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import type { CandidateScope } from "./candidate-scope.server";
import { TIMELINE_PAGE_SIZE } from "./messages";

// The candidate's timeline: everything the organisation recorded about the doctor, newest first, one page at a time.
// Each source is read through its own index, newest first and at most one page past the cursor, and the pages are
// merged in one statement, so a long history costs one page, not the whole record.

export const TIMELINE_KINDS = ["applied", "move", "email", "interview", "offer", "note", "file", "tag", "message"] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export type TimelineEntry = {
  kind: TimelineKind;
  id: number;
  at: string;
  applicationId: number | null;
  /** The job the entry belongs to, when it belongs to one of the candidate's applications. */
  jobTitle: string | null;
  actorId: string | null;
  actorName: string | null;
  a: string | null;
  b: string | null;
  c: string | null;
  d: string | null;
  /** A move's history line when an event made it (an offer sent or answered, an interview booked, brought back). */
  e: string | null;
};

export type TimelinePage = { entries: TimelineEntry[]; next: string | null };

/** A position in the timeline: the last entry's time (microseconds since 1970, exact), kind and id. */
type Cursor = { micros: string; kind: TimelineKind; id: number };

const CURSOR = /^(\d{1,17})~([a-z]{1,12})~(\d{1,10})$/;

/** The cursor from the page's `before` parameter; anything malformed is the first page. */
export function parseCursor(value: string | null | undefined): Cursor | null {
  const m = value ? CURSOR.exec(value) : null;
  if (!m || !(TIMELINE_KINDS as readonly string[]).includes(m[2]!) || Number(m[3]) > 2_147_483_647) return null;
  return { micros: m[1]!, kind: m[2] as TimelineKind, id: Number(m[3]) };
}

const cursorText = (c: Cursor) => `${c.micros}~${c.kind}~${c.id}`;

type Row = { kind: TimelineKind; id: number; at_ms: number; at_micros: string; application_id: number | null; actor_id: string | null; job_title: string | null; a: string | null; b: string | null; c: string | null; d: string | null; e: string | null };

const list = (values: readonly (number | string)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** The candidate's timeline page after `before` (null: the newest). */
export async function loadTimeline(scope: CandidateScope, before: Cursor | null, pageSize = TIMELINE_PAGE_SIZE): Promise<TimelinePage> {
  const appIds = scope.applications.map((a) => a.id);
  const jobIds = [...new Set(scope.applications.map((a) => a.jobId))];
  if (appIds.length === 0) return { entries: [], next: null };
  const take = pageSize + 1;
  const apps = sql`(${list(appIds)})`;
  const after = (at: SQL, kind: TimelineKind, id: SQL) => (before ? sql`and (${at}, ${kind}::text, ${id}) < ('epoch'::timestamptz + ${before.micros}::bigint * interval '1 microsecond', ${before.kind}::text, ${before.id}::int)` : sql``);
  // Notes and files written on a job the member may not view stay hidden from it; those whose application is gone
  // (a deleted job) are seen by the members who see every job.
  const onVisible = (column: SQL) => (scope.allJobs ? sql`true` : sql`${column} in ${apps}`);
  const branch = (kind: TimelineKind, body: SQL) => sql`(select ${kind}::text as kind, ${body})`;
  const statement = sql`
    select kind, id, (extract(epoch from at) * 1000)::float8 as at_ms, (extract(epoch from at) * 1000000)::bigint::text as at_micros, application_id, actor_id, job_title, a, b, c, d, e from (
      ${branch("applied", sql`x.id, x.created_at as at, x.id as application_id, null::text as actor_id, null::text as job_title, null::text as a, null::text as b, null::text as c, null::text as d, null::text as e
        from applications x where x.id in ${apps} ${after(sql`x.created_at`, "applied", sql`x.id`)} order by x.created_at desc, x.id desc limit ${take}`)}
      union all
      ${branch("move", sql`x.id, x.created_at, x.application_id, x.by_user_id, null, x.from_name, x.to_name, x.reason, case when x.undone_at is null then null else 'undone' end, x.note
        from application_stage_moves x where x.application_id in ${apps} ${after(sql`x.created_at`, "move", sql`x.id`)} order by x.created_at desc, x.id desc limit ${take}`)}
      union all
      ${branch("email", sql`x.id, x.created_at, x.application_id, x.sent_by, null, x.subject, left(x.body, 600), null, null, null
        from application_emails x where x.application_id in ${apps} ${after(sql`x.created_at`, "email", sql`x.id`)} order by x.created_at desc, x.id desc limit ${take}`)}
      union all
      ${branch("interview", sql`x.id, x.created_at, x.application_id, x.proposed_by, null, x.status, (extract(epoch from x.starts_at) * 1000)::bigint::text, x.location, null, null
        from interviews x where x.application_id in ${apps} ${after(sql`x.created_at`, "interview", sql`x.id`)} order by x.created_at desc, x.id desc limit ${take}`)}
      union all
      ${branch("offer", sql`x.id, x.created_at, x.application_id, x.sent_by, null, x.status, x.salary::text, x.salary_unit, x.start_date::text, null
        from offers x where x.application_id in ${apps} ${after(sql`x.created_at`, "offer", sql`x.id`)} order by x.created_at desc, x.id desc limit ${take}`)}
      union all
      ${branch("note", sql`x.id, x.created_at, x.application_id, x.author_id, null, x.body,
          (select string_agg(u.name, ', ' order by u.name) from candidate_note_mentions m join "user" u on u.id = m.user_id where m.note_id = x.id), null, null, null
        from candidate_notes x where x.organisation_id = ${scope.organisationId} and x.doctor_id = ${scope.doctorId} and ${onVisible(sql`x.application_id`)}
        ${after(sql`x.created_at`, "note", sql`x.id`)} order by x.created_at desc, x.id desc limit ${take}`)}
      union all
      ${branch("file", sql`x.id, x.created_at, x.application_id, x.uploaded_by, null, f.original_name, f.content_type, f.size::text, null, null
        from candidate_files x join files f on f.id = x.file_id where x.organisation_id = ${scope.organisationId} and x.doctor_id = ${scope.doctorId} and ${onVisible(sql`x.application_id`)}
        ${after(sql`x.created_at`, "file", sql`x.id`)} order by x.created_at desc, x.id desc limit ${take}`)}
      union all
      ${branch("tag", sql`x.tag_id, x.created_at, null::int, x.created_by, null, t.name, null, null, null, null
        from candidate_tags x join organisation_tags t on t.id = x.tag_id where x.doctor_id = ${scope.doctorId} and t.organisation_id = ${scope.organisationId}
        ${after(sql`x.created_at`, "tag", sql`x.tag_id`)} order by x.created_at desc, x.tag_id desc limit ${take}`)}
      union all
      ${branch("message", sql`x.id, x.created_at, null::int, x.sender_user_id, th.job_title, x.sender_side, left(x.body, 600), null, null, null
        from messages x join message_threads th on th.id = x.thread_id
        where th.doctor_profile_id = ${scope.doctorId}
          and th.employer_user_id in (select om.user_id from organisation_members om where om.organisation_id = ${scope.organisationId})
          and ${scope.allJobs ? sql`true` : sql`th.job_id in (${list(jobIds)})`}
          ${after(sql`x.created_at`, "message", sql`x.id`)} order by x.created_at desc, x.id desc limit ${take}`)}
    ) merged
    order by at desc, kind desc, id desc
    limit ${take}`;
  const result = await db().execute<Row>(statement);
  const rows = result.rows.map((r) => ({ ...r, id: Number(r.id), application_id: r.application_id === null ? null : Number(r.application_id) }));
  const page = rows.slice(0, pageSize);
  const names = await namesOf(page.map((r) => r.actor_id).filter((id): id is string => !!id));
  const jobOf = new Map(scope.applications.map((a) => [a.id, a.jobTitle]));
  const entries = page.map(
    (r): TimelineEntry => ({
      kind: r.kind,
      id: r.id,
      at: new Date(Number(r.at_ms)).toISOString(),
      applicationId: r.application_id,
      jobTitle: r.job_title ?? (r.application_id !== null ? (jobOf.get(r.application_id) ?? null) : null),
      actorId: r.actor_id,
      actorName: r.actor_id ? (names.get(r.actor_id) ?? null) : null,
      a: r.a,
      b: r.b,
      c: r.c,
      d: r.d,
      e: r.e,
    }),
  );
  const last = page.at(-1);
  return { entries, next: rows.length > pageSize && last ? cursorText({ micros: last.at_micros, kind: last.kind, id: last.id }) : null };
}

/** Account names for the entries' authors, in one query. */
async function namesOf(ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db().select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}
