import { count, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, database } from "./client.server";
import * as t from "./schema";
import { isDatabaseEmpty, seedDemoData } from "./seed.server";
import { JOB_SPECIALTIES, JOB_TYPES } from "~/lib/constants";
import { storageDriver } from "~/services/storage/storage.server";
import { sniffImageType } from "~/lib/file-type";
import { parseFileUrl } from "~/services/storage/storage.server";

describe("demo seed", () => {
  it("starts from an empty database with pg_trgm available", async () => {
    expect(await isDatabaseEmpty()).toBe(true);
    const ext = await db().execute<{ extname: string }>(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(ext.rows).toHaveLength(1);
    expect(database().kind).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
  });

  it("seeds a believable site", async () => {
    await seedDemoData();
    expect(await isDatabaseEmpty()).toBe(false);
    const jobs = await db().select().from(t.jobs);
    expect(jobs.length).toBeGreaterThanOrEqual(60);
    expect(new Set(jobs.map((j) => j.specialty))).toEqual(new Set(JOB_SPECIALTIES));
    expect(new Set(jobs.map((j) => j.type))).toEqual(new Set(JOB_TYPES));
    expect(new Set(jobs.map((j) => j.location)).size).toBeGreaterThanOrEqual(15);
    expect(jobs.filter((j) => j.featured).length).toBeGreaterThanOrEqual(3);
    const [reviews] = await db().select({ n: count() }).from(t.googleReviews);
    expect(reviews!.n).toBe(6);
    const clients = await db().select().from(t.trustedClients);
    expect(clients).toHaveLength(8);
    for (const client of clients) {
      const ref = parseFileUrl(client.logoUrl);
      expect(ref).not.toBeNull();
      const bytes = await storageDriver().get(ref!.bucket, ref!.key);
      expect(sniffImageType(bytes!)).toBe("image/png");
    }
    const doctors = await db().select().from(t.profiles).where(eq(t.profiles.role, "doctor"));
    expect(doctors.length).toBeGreaterThanOrEqual(5);
    const users = await db().select().from(t.user);
    expect(users.map((u) => u.email)).toContain("admin@dochire.in");
    const posts = await db().select().from(t.blogPosts).orderBy(desc(t.blogPosts.publishedAt));
    expect(posts.length).toBeGreaterThanOrEqual(3);
  });

  it("fills every job's words and the known words (the words index of the keyword search)", async () => {
    const rows = await db().execute<{ n: number; known: number }>(
      sql`select (select count(*)::int from jobs where words @@ 'cardiology'::tsquery) as n,
                 (select count(*)::int from search_words where word in ('cardiology', 'mumbai')) as known`,
    );
    expect(rows.rows[0]!.n).toBeGreaterThan(0);
    expect(rows.rows[0]!.known).toBe(2);
  });
});
