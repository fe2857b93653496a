import type { Db } from "./client.server";
import { namedStatementsOf } from "./pglite-statements.server";

/**
 * A query that `build` makes and prepares (drizzle's `.prepare(name)`) once per database handle, for the reads that
 * every page view repeats with only their values changing (a job page's job and similar jobs, a signed-in viewer's
 * profile and unread count): building a query through drizzle costs more server CPU than PostgreSQL spends answering
 * these (decision 060). Values are `sql.placeholder(...)`s given to `execute`. The handle changes only when the
 * database is opened again (tests, a restart), so the prepared query is kept per handle.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byHandle = new WeakMap<Db, Q>();
  return (db) => {
    let query = byHandle.get(db);
    if (query === undefined) {
      query = build(db);
      byHandle.set(db, query);
      // On the embedded database the statement is named and planned once, as node-postgres does with the name.
      if (hasQueryText(query)) namedStatementsOf(db)?.prepare(query.getQuery().sql);
    }
    return query;
  };
}

function hasQueryText(query: unknown): query is { getQuery: () => { sql: string } } {
  return typeof (query as { getQuery?: unknown } | null)?.getQuery === "function";
}
