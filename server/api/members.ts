// GET /api/v1/organisation/members: the key's organisation's members, as its Team tab lists them (listTeam, which
// checks the member may see the team), a page at a time.
import type * as z from "zod";
import { listTeam } from "~/features/organisations/list-team.server";
import type { Actor } from "~/lib/permissions";
import { apiProblems as t } from "./messages";
import { invalidParameters } from "./problem";
import { parseStrictQuery } from "./query";
import { MembersQuerySchema, type MemberListSchema } from "./schema";
import { problemOf } from "./job-writes";

const DEFAULT_LIMIT = 50;

function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ v: 1, offset })).toString("base64url");
}

function decodeCursor(cursor: string): number {
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { v?: unknown; offset?: unknown };
    if (value.v === 1 && Number.isInteger(value.offset) && (value.offset as number) >= 1 && (value.offset as number) <= 100_000) return value.offset as number;
  } catch {
    // fall through: not a cursor of ours
  }
  throw invalidParameters([{ name: "cursor", reason: t.badCursor }]);
}

export async function listMembers(actor: Actor, params: URLSearchParams): Promise<z.infer<typeof MemberListSchema>> {
  const query = parseStrictQuery(MembersQuerySchema, params);
  const offset = query.cursor ? decodeCursor(query.cursor) : 0;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const page = await listTeam({ actor }).catch((error: unknown) => {
    throw problemOf(error);
  });
  const members = page.members.slice(offset, offset + limit);
  return {
    data: members.map((m) => ({ user_id: m.userId, name: m.name, email: m.email, role: m.role, joined_at: m.joinedAt.toISOString(), job_ids: m.jobs.map((j) => j.id) })),
    next_cursor: offset + limit < page.members.length ? encodeCursor(offset + limit) : null,
  };
}
