import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { database, db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { changesHeard, onTableChanged } from "~/db/table-changes.server";
import { prng } from "~/db/demo-data";
import { DIRECTORY_SPECIALTIES } from "~/lib/constants";
import { startClusterEvents, stopClusterEvents } from "~/services/cluster/cluster-events.server";
import { directoryInMemorySettings, heldDoctors } from "./directory-in-memory.server";
import { searchDoctors, type DirectoryQuery } from "./search-doctors.server";

// The directory's listed doctors held in memory (decision 111) answer every search as the database does, and follow
// every change to a listed doctor whatever code makes it: the database announces it (migration 0034). On both
// databases; on PostgreSQL with the cluster listener running, as a served instance has it.
const onPostgres = !!process.env.TEST_DATABASE_URL;
const q = (over: Partial<DirectoryQuery> = {}): DirectoryQuery => ({ q: "", location: "", specialty: "All", page: 1, ...over });

const FIRST = ["Asha", "ASHA", "Rahul", "Meera", "Aarav", "Zoya", "imran", "Kavya", "Óscar", "Ravi"];
const LAST = ["Verma", "Nair", "Iyer", "Rao", "D'Souza", "Khan", "Reddy", "Pillai"];
const PLACES = ["New Delhi", "Delhi NCR", "Navi Mumbai", "Mumbai", "Bengaluru (Bangalore)", "Kochi", "pune", "Chennai", null];
const WORDS = ["echo", "Cath lab", "ICU", "100%", "night_shift", "teaching", "rural", "Stroke", "locum", "ñandú"];
const SPECIALTIES = DIRECTORY_SPECIALTIES.filter((s) => s !== "All");

/** Searches as the directory's visitors make them: parts of names, words of bios and skills, places, specialties. */
const QUERIES: DirectoryQuery[] = [
  q(),
  q({ page: 2 }),
  q({ page: 9 }),
  ...["asha", "ASHA", "sha ver", "dr.", "rao", "d'souza", "cath", "100%", "night_shift", "_", "%", "\\", "icu", "zzz", "óscar", "ñandú", "echo"].map((word) => q({ q: word })),
  ...["delhi", "DELHI", "mumbai", "(bangalore)", "Pune", "nowhere", "All Cities"].map((location) => q({ location })),
  ...SPECIALTIES.slice(0, 6).map((specialty) => q({ specialty })),
  q({ q: "asha", location: "delhi" }),
  q({ q: "rao", specialty: SPECIALTIES[0]! }),
  q({ location: "mumbai", specialty: SPECIALTIES[1]! }),
  q({ q: "dr", location: "a", specialty: SPECIALTIES[2]!, page: 1 }),
  q({ q: "dr", page: 3 }),
];

async function bothWays(query: DirectoryQuery) {
  directoryInMemorySettings.enabled = false;
  const fromDatabase = await searchDoctors(query);
  directoryInMemorySettings.enabled = true;
  const fromMemory = await searchDoctors(query);
  return { fromDatabase, fromMemory };
}

const listedRow = (over: Partial<typeof profiles.$inferInsert> = {}) => ({ id: crypto.randomUUID(), role: "doctor" as const, name: "Dr. Test", listed: true, ...over });

beforeAll(async () => {
  const r = prng(7);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const rows = Array.from({ length: 240 }, (_, n) => ({
    id: `dim-${n}`,
    role: (n % 17 === 0 ? "employer" : "doctor") as "doctor" | "employer",
    name: `Dr. ${pick(FIRST)} ${pick(LAST)} ${n % 50}`,
    listed: n % 11 !== 0,
    location: pick(PLACES),
    specialization: r() < 0.9 ? pick(SPECIALTIES) : null,
    bio: r() < 0.8 ? `${pick(WORDS)} and ${pick(WORDS)}` : null,
    skills: r() < 0.7 ? [pick(WORDS), pick(WORDS)] : [],
    experienceYears: Math.floor(r() * 30),
    verifiedAt: r() < 0.3 ? new Date(Date.UTC(2026, 0, 1 + (n % 28))) : null,
    resumeUrl: r() < 0.5 ? `resumes/${n}.pdf` : null,
    resumeOpenToEmployers: r() < 0.5,
  }));
  await db().insert(profiles).values(rows);
  if (onPostgres) await startClusterEvents(database().url!);
});

afterAll(async () => {
  directoryInMemorySettings.enabled = true;
  if (onPostgres) await stopClusterEvents();
});

beforeEach(() => {
  directoryInMemorySettings.afterRead = null;
  directoryInMemorySettings.enabled = true;
  directoryInMemorySettings.holdUpTo = 20_000;
});

describe("the directory held in memory", () => {
  it("is held while every change is heard", async () => {
    expect(changesHeard()).toBe(true);
    expect(await heldDoctors()).not.toBeNull();
  });

  it("answers every search with the database's page, order and total", async () => {
    for (const query of QUERIES) {
      const { fromDatabase, fromMemory } = await bothWays(query);
      expect(fromMemory, JSON.stringify(query)).toEqual(fromDatabase);
    }
    // The queries find something: a comparison of empty pages proves nothing.
    const found = await Promise.all(QUERIES.map(async (query) => (await searchDoctors(query)).total));
    expect(found.filter((n) => n > 0).length).toBeGreaterThan(QUERIES.length / 2);
  });

  it("serves what it holds, and forgets it when the database announces a change", async () => {
    await searchDoctors(q({ q: "dim-renamed" }));
    const id = "dim-1";
    // Behind the announcement's back (its trigger off): the held copy still answers with the old name.
    await db().execute(sql`alter table profiles disable trigger profiles_changed_updated`);
    try {
      await db().update(profiles).set({ name: "Dr. Quiet Rename" }).where(eq(profiles.id, id));
      expect((await searchDoctors(q({ q: "quiet rename" }))).total).toBe(0);
    } finally {
      await db().execute(sql`alter table profiles enable trigger profiles_changed_updated`);
    }
    // Announced: the very next search (no wait) sees it.
    await db().update(profiles).set({ name: "Dr. Loud Rename" }).where(eq(profiles.id, id));
    expect((await searchDoctors(q({ q: "loud rename" }))).doctors.map((d) => d.id)).toEqual([id]);
  });

  it("follows each kind of write at once: a new doctor, a feature's update, unlisting, verifying, deleting, in a transaction", async () => {
    const total = async () => (await searchDoctors(q())).total;
    const before = await total();
    const added = listedRow({ name: "Dr. Newly Listed" });
    await db().insert(profiles).values(added);
    expect(await total()).toBe(before + 1);
    expect((await searchDoctors(q({ q: "newly listed" }))).doctors[0]?.id).toBe(added.id);

    // What a card shows of the resume follows the row.
    await db().update(profiles).set({ resumeUrl: "resumes/x.pdf", resumeOpenToEmployers: false }).where(eq(profiles.id, added.id));
    expect((await searchDoctors(q({ q: "newly listed" }))).doctors[0]).toMatchObject({ hasResume: true, sharesResume: false });
    await db().update(profiles).set({ resumeOpenToEmployers: true }).where(eq(profiles.id, added.id));
    expect((await searchDoctors(q({ q: "newly listed" }))).doctors[0]).toMatchObject({ hasResume: true, sharesResume: true });

    await db().update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.id, added.id));
    expect((await searchDoctors(q())).doctors[0]?.verified).toBe(true);

    await db().update(profiles).set({ listed: false }).where(eq(profiles.id, added.id));
    expect(await total()).toBe(before);
    await db().update(profiles).set({ listed: true }).where(eq(profiles.id, added.id));
    expect(await total()).toBe(before + 1);
    await db().delete(profiles).where(eq(profiles.id, added.id));
    expect(await total()).toBe(before);

    // In a transaction: heard when it commits, not before.
    const inTransaction = listedRow({ name: "Dr. Transaction Added" });
    await db().transaction(async (tx) => {
      await tx.insert(profiles).values(inTransaction);
    });
    expect((await searchDoctors(q({ q: "transaction added" }))).total).toBe(1);
    await db().delete(profiles).where(eq(profiles.id, inTransaction.id));
    expect((await searchDoctors(q({ q: "transaction added" }))).total).toBe(0);
  });

  it("finds a keyword asked before again after a change (what it found is kept per copy)", async () => {
    for (const page of [1, 2]) expect((await searchDoctors(q({ q: "kept needle", page }))).total).toBe(0);
    const added = listedRow({ name: "Dr. Kept Needle" });
    await db().insert(profiles).values(added);
    expect((await searchDoctors(q({ q: "kept needle" }))).doctors.map((d) => d.id)).toEqual([added.id]);
    expect((await searchDoctors(q({ q: "kept needle", location: "x" }))).total).toBe(0);
    await db().delete(profiles).where(eq(profiles.id, added.id));
    expect((await searchDoctors(q({ q: "kept needle" }))).total).toBe(0);
  });

  it("does not keep a load that a change overtook", async () => {
    for (let i = 0; i < 10; i++) {
      await db().update(profiles).set({ name: `Dr. Overtaken ${i}` }).where(eq(profiles.id, "dim-2"));
      // The doctors are read; a change is written and heard before they are kept.
      directoryInMemorySettings.afterRead = async () => {
        directoryInMemorySettings.afterRead = null;
        await db().update(profiles).set({ name: `Dr. Overtaking ${i}` }).where(eq(profiles.id, "dim-2"));
      };
      await heldDoctors();
      expect((await searchDoctors(q({ q: `overtaking ${i}` }))).total).toBe(1);
      expect((await searchDoctors(q({ q: `overtaken ${i}` }))).total).toBe(0);
    }
  });

  it("holds nothing beyond its limit, and answers from the database then", async () => {
    directoryInMemorySettings.holdUpTo = 10;
    // A change makes it load again, and it finds too many.
    await db().update(profiles).set({ name: "Dr. Over The Limit" }).where(eq(profiles.id, "dim-3"));
    expect(await heldDoctors()).toBeNull();
    expect((await searchDoctors(q({ q: "over the limit" }))).total).toBe(1);
    directoryInMemorySettings.holdUpTo = 20_000;
    await db().update(profiles).set({ name: "Dr. Under The Limit" }).where(eq(profiles.id, "dim-3"));
    expect(await heldDoctors()).not.toBeNull();
  });
});

describe.skipIf(!onPostgres)("the directory held in memory, with other instances", () => {
  it("follows a change another instance makes, once the database announces it", async () => {
    await searchDoctors(q());
    const other = new pg.Client({ connectionString: database().url! });
    await other.connect();
    try {
      await other.query("update profiles set name = 'Dr. Elsewhere Renamed' where id = 'dim-4'");
    } finally {
      await other.end();
    }
    const deadline = Date.now() + 5_000;
    while ((await searchDoctors(q({ q: "elsewhere renamed" }))).total === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect((await searchDoctors(q({ q: "elsewhere renamed" }))).total).toBe(1);
  });

  it("acts on each change once, though every connection of the pool and the cluster listener hear it", async () => {
    // Several connections open in the pool, each listening.
    await Promise.all(Array.from({ length: 4 }, () => db().execute(sql`select pg_sleep(0.05)`)));
    let heard = 0;
    const stop = onTableChanged("profiles", () => heard++);
    try {
      await db().update(profiles).set({ name: "Dr. Heard Once" }).where(eq(profiles.id, "dim-5"));
      expect(heard).toBe(1);
      // The other connections' deliveries arrive later; none of them counts again.
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toBe(1);
      // A copy read after the change is kept, whatever arrives next.
      expect(await heldDoctors()).not.toBeNull();
    } finally {
      stop();
    }
  });

  it("is not used while the cluster listener is not listening", async () => {
    await stopClusterEvents();
    try {
      expect(changesHeard()).toBe(false);
      expect(await heldDoctors()).toBeNull();
      const { fromDatabase, fromMemory } = await bothWays(q({ q: "asha" }));
      expect(fromMemory).toEqual(fromDatabase);
    } finally {
      await startClusterEvents(database().url!);
    }
    expect(changesHeard()).toBe(true);
  });
});
