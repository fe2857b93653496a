import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "./client.server";
import { attachNamedStatements, namedStatementsOf, withNamedStatements } from "./pglite-statements.server";
import { preparedQuery } from "./prepared.server";

// A database of its own: the statements a test sees in pg_prepared_statements are this file's only.
const things = pgTable("things", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  tags: text("tags").array().notNull(),
  data: jsonb("data"),
  seen: timestamp("seen", { withTimezone: true }),
  active: boolean("active").notNull(),
  size: integer("size"),
});

let client: PGlite;
let db: Db;
let plain: Db;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`create table things (id serial primary key, name text not null, tags text[] not null, data jsonb,
    seen timestamptz, active boolean not null, size integer)`);
  await client.exec(`insert into things (name, tags, data, seen, active, size) values
    ('Kochi', '{a,"b c"}', '{"k": [1, "x"]}', '2026-11-28T10:00:00Z', true, 3),
    ('Pune', '{}', null, null, false, null)`);
  const named = withNamedStatements(client);
  db = drizzle(named.client) as unknown as Db;
  attachNamedStatements(db, named.statements);
  plain = drizzle(client) as unknown as Db;
});

afterAll(async () => {
  await client.close();
});

const namedInDatabase = async () => (await client.query<{ name: string; statement: string }>("select name, statement from pg_prepared_statements")).rows;

describe("prepared queries on the embedded database", () => {
  it("run as one named statement, parsed once, with the rows drizzle's own path gives", async () => {
    const build = (d: Db) =>
      d
        .select()
        .from(things)
        .where(sql`${things.name} = ${sql.placeholder("name")} or ${things.size} = ${sql.placeholder("size")}`)
        .orderBy(things.id)
        .prepare("things_by_name");
    const viaNamed = preparedQuery(build);
    const viaPlain = preparedQuery(build);
    expect(await namedInDatabase()).toEqual([]);
    for (const values of [{ name: "Kochi", size: 0 }, { name: "Pune", size: 3 }, { name: "nowhere", size: 7 }]) {
      const expected = await viaPlain(plain).execute(values);
      expect(await viaNamed(db).execute(values)).toEqual(expected);
    }
    const both = await viaNamed(db).execute({ name: "Pune", size: 3 });
    expect(both.map((r) => r.name)).toEqual(["Kochi", "Pune"]);
    expect(both[0]).toMatchObject({ tags: ["a", "b c"], data: { k: [1, "x"] }, active: true, size: 3 });
    expect(both[1]).toMatchObject({ tags: [], data: null, seen: null, active: false, size: null });
    // One statement in the database for the four runs, and only the declared text is named.
    const statements = await namedInDatabase();
    expect(statements).toHaveLength(1);
    expect(namedStatementsOf(db)?.parsed()).toEqual([viaNamed(db).getQuery().sql]);
    await db.select().from(things).where(eq(things.id, 1));
    expect(await namedInDatabase()).toHaveLength(1);
  });

  it("wait for another request's transaction to end instead of running inside it", async () => {
    const count = preparedQuery((d: Db) =>
      d
        .select({ n: sql<number>`count(*)::int` })
        .from(things)
        .where(eq(things.name, sql.placeholder("name")))
        .prepare("things_count"),
    );
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db
      .transaction(async (tx) => {
        await tx.insert(things).values({ name: "Agra", tags: [], active: true });
        inserted();
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error("rolled back");
      })
      .catch((error: Error) => error.message);
    await insertedYet;
    // Asked while the transaction holds its uncommitted row: answered after it, without that row.
    const [row] = await count(db).execute({ name: "Agra" });
    expect(await transaction).toBe("rolled back");
    expect(row).toEqual({ n: 0 });
  });

  it("report a failed run as the database's error and run again with other values", async () => {
    const divide = preparedQuery((d: Db) =>
      d
        .select({ q: sql<number>`(10 / ${sql.placeholder("by")}::int)::int` })
        .from(things)
        .where(eq(things.id, 1))
        .prepare("things_divide"),
    );
    await expect(divide(db).execute({ by: 0 })).rejects.toMatchObject({ cause: expect.objectContaining({ code: "22012" }) });
    expect(await divide(db).execute({ by: 2 })).toEqual([{ q: 5 }]);
    // The database is back in its idle state: a plain query after the error works.
    expect((await client.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });
});
