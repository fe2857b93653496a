import type { Db } from "./client.server";

/**
 * A query built once per database handle and prepared under `name`, for the hottest reads of public pages (a job
 * page's job and its similar jobs): building a query through drizzle costs more server CPU than PostgreSQL spends
 * answering these (decision 060). Parameters are `sql.placeholder(...)`s given to `execute`. The handle changes
 * only when the database is opened again (tests, a restart), so the prepared query is kept per handle.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byHandle = new WeakMap<Db, Q>();
  return (db) => {
    let query = byHandle.get(db);
    if (query === undefined) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}
