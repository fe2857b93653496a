import { desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import * as t from "~/db/schema";
import { seedDemoData } from "~/db/seed.server";
import { FEATURED_JOBS_ON_HOME } from "~/lib/constants";
import { featuredJobsSelect, getHomeData, listFeaturedJobs, listHomeClients, listHomeReviews } from "./get-home-data.server";

const DAY = 86_400_000;

describe("home page data", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("returns the newest open featured jobs, at most three", async () => {
    const featured = await listFeaturedJobs();
    expect(featured).toHaveLength(FEATURED_JOBS_ON_HOME);
    const all = await db().select().from(t.jobs).where(eq(t.jobs.featured, true)).orderBy(desc(t.jobs.postedDate));
    const now = Date.now();
    const expected = all.filter((j) => j.validThrough == null || j.validThrough.getTime() > now).slice(0, FEATURED_JOBS_ON_HOME);
    expect(featured.map((j) => j.id)).toEqual(expected.map((j) => j.id));
  });

  it("reads the newest featured jobs in the order of an index, without sorting every featured job", async () => {
    const plan = await db().transaction(async (tx) => {
      // As on a large table, where reading and sorting every featured job costs more than walking an index in order;
      // a sort is then still planned only where no index has the order.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const result = await tx.execute(sql`explain ${featuredJobsSelect(tx).limit(FEATURED_JOBS_ON_HOME)}`);
      return (result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).toMatch(/Index Scan using jobs_order_idx/);
    expect(plan).not.toMatch(/Sort/);
  });

  it("leaves out non-featured and closed jobs, and puts the newest featured job first", async () => {
    const base = { company: "Test Hospital", location: "Pune", type: "Full-time" };
    const [closed] = await db()
      .insert(t.jobs)
      .values({ ...base, title: "Closed featured job", featured: true, postedDate: new Date(), validThrough: new Date(Date.now() - DAY) })
      .returning();
    const [closedByHand] = await db()
      .insert(t.jobs)
      .values({ ...base, title: "Featured job closed by its owner", featured: true, postedDate: new Date(Date.now() + 2000), closedAt: new Date() })
      .returning();
    const [plain] = await db().insert(t.jobs).values({ ...base, title: "Plain new job", featured: false, postedDate: new Date() }).returning();
    const [fresh] = await db()
      .insert(t.jobs)
      .values({ ...base, title: "Fresh featured job", featured: true, postedDate: new Date(Date.now() + 1000), validThrough: null })
      .returning();
    const featured = await listFeaturedJobs();
    const ids = featured.map((j) => j.id);
    expect(ids[0]).toBe(fresh!.id);
    expect(ids).not.toContain(closed!.id);
    expect(ids).not.toContain(closedByHand!.id);
    expect(ids).not.toContain(plain!.id);
    expect(featured).toHaveLength(FEATURED_JOBS_ON_HOME);
  });

  it("lists reviews and clients newest first", async () => {
    const reviews = await listHomeReviews();
    expect(reviews.length).toBeGreaterThan(0);
    const times = reviews.map((r) => r.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const clients = await listHomeClients();
    expect(clients.length).toBeGreaterThan(0);
    expect(clients.every((c) => c.logoUrl)).toBe(true);
  });

  it("keeps the page up when a query fails", async () => {
    const boom = () => Promise.reject(new Error("connection lost"));
    const data = await getHomeData({ featuredJobs: boom, reviews: boom, clients: listHomeClients });
    expect(data.featuredJobs).toEqual([]);
    expect(data.reviews).toBeNull();
    expect(data.clients?.length).toBeGreaterThan(0);
  });
});
