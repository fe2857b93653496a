import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { db } from "./client.server";
import { jsonValue } from "./json-value.server";

describe("json values from the database", () => {
  it("parses json given as text and passes on what the driver parsed already", () => {
    expect(jsonValue<number[][]>('[[1,2],[3,4]]')).toEqual([[1, 2], [3, 4]]);
    expect(jsonValue<{ a: number }>({ a: 1 })).toEqual({ a: 1 });
    expect(jsonValue<null>(null)).toBeNull();
  });

  it("reads json_agg and row_to_json results of this database's driver alike", async () => {
    const result = await db().execute<{ agg: unknown; row: unknown }>(
      sql`select (select json_agg(json_build_array(k, n)) from (values ('a', 1), ('b', 2)) as t(k, n)) as agg, (select row_to_json(r) from (select 3 as base) as r) as row`,
    );
    expect(jsonValue<[string, number][]>(result.rows[0]?.agg)).toEqual([["a", 1], ["b", 2]]);
    expect(jsonValue<{ base: number }>(result.rows[0]?.row)).toEqual({ base: 3 });
  });
});
