import fs from "node:fs";
import path from "node:path";
import { asc, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { scorecardCriteria } from "~/db/schema";
import { insertJob } from "../../../../tests/factories/jobs";
import { DEFAULT_CRITERIA } from "./messages";

// The data half of drizzle/0030_scorecards.sql, run against jobs that existed before scorecards: each gets the
// default criteria (the same set new jobs get from ensureJobCriteria), in order; a job that already has criteria keeps
// its own; running it again changes nothing.
const MIGRATION = fs.readFileSync(path.join(process.cwd(), "drizzle/0030_scorecards.sql"), "utf8");
const backfill = MIGRATION.slice(MIGRATION.indexOf("-- Every job that exists gets the default criteria"))
  .split("--> statement-breakpoint")
  .map((s) => s.trim())
  .filter(Boolean);

describe("migrating to scorecards", () => {
  it("gives every existing job the default criteria once, and leaves a job's own criteria alone", async () => {
    const [a, b] = [await insertJob({ title: "Old role A" }), await insertJob({ title: "Old role B" })];
    await db().insert(scorecardCriteria).values({ jobId: b, name: "Communication", guidance: "Its own words.", position: 0 });
    for (let run = 0; run < 2; run++) for (const statement of backfill) await db().execute(sql.raw(statement));
    const rows = await db().select().from(scorecardCriteria).where(inArray(scorecardCriteria.jobId, [a, b])).orderBy(asc(scorecardCriteria.position));
    const ofA = rows.filter((r) => r.jobId === a);
    expect(ofA.map((r) => ({ name: r.name, guidance: r.guidance }))).toEqual(DEFAULT_CRITERIA.map((d) => ({ name: d.name, guidance: d.guidance })));
    const ofB = rows.filter((r) => r.jobId === b);
    expect(ofB).toHaveLength(DEFAULT_CRITERIA.length);
    expect(ofB.find((r) => r.name === "Communication")!.guidance).toBe("Its own words.");
  });
});
