import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database, db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { onClusterEvent, startClusterEvents, stopClusterEvents } from "~/services/cluster/cluster-events.server";
import { insertJob } from "../../../tests/factories/jobs";
import { forgetSearches, invalidateCounts } from "./count-cache.server";
import { buildFilterColumns, currentFilterColumns, filterColumnsApplied, filterColumnsSettings } from "./filter-columns.server";
import { countedInMemory } from "./count-matches.server";
import { EMPTY_SEARCH, type JobSearch } from "./search-params";
import { searchJobs } from "./results-page.server";

// A job written on another instance reaches the filter columns and words this instance holds (filter-columns.server.ts)
// through the cluster event that instance sends (invalidateCounts → NOTIFY with the job's id): this instance reads that
// job again, and the copy is patched, not made again. The message is the one invalidateCounts really sends, caught on
// the channel, with only its sender changed to another instance. Over PostgreSQL only (the embedded database has one
// process).
const onPostgres = !!process.env.TEST_DATABASE_URL;
const CHANNEL = "dochire_cluster";

const search = (partial: Partial<JobSearch>): JobSearch => ({ ...EMPTY_SEARCH, ...partial });

type Message = { from: string; event: string; payload: string };

/** The first message sent on the cluster channel after `act` runs, as another instance receives it. */
async function messageSentBy(url: string, act: () => void): Promise<Message> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`listen ${CHANNEL}`);
    const first = new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no cluster message was sent")), 5_000);
      client.on("notification", (message) => {
        if (!message.payload) return;
        clearTimeout(timer);
        resolve(JSON.parse(message.payload) as Message);
      });
    });
    act();
    return await first;
  } finally {
    await client.end();
  }
}

/** Sends `message` as another instance would, and resolves once this instance has applied it to its copy. */
async function receive(url: string, message: Message): Promise<void> {
  const arrived = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the cluster event did not arrive")), 5_000);
    const stop = onClusterEvent(message.event, () => {
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("select pg_notify($1, $2)", [CHANNEL, JSON.stringify(message)]);
  await client.end();
  await arrived;
  await filterColumnsApplied();
}

describe.skipIf(!onPostgres)("the filter columns follow a job written on another instance", () => {
  const kept = filterColumnsSettings.fromOpenJobs;
  beforeAll(() => startClusterEvents(database().url!));
  afterAll(async () => {
    filterColumnsSettings.fromOpenJobs = kept;
    invalidateCounts();
    await stopClusterEvents();
  });

  it("reads the job named in the other instance's message into the copy; a message naming no jobs drops the copy", async () => {
    const url = database().url!;
    const id = await insertJob({ title: "QQCLUSTER Registrar", location: "Pune", type: "Locum" });
    // What the writing instance sends after writing this job.
    const sent = await messageSentBy(url, () => invalidateCounts([id]));
    expect(sent.payload).toBe(String(id));

    filterColumnsSettings.fromOpenJobs = 0;
    await buildFilterColumns();
    const copy = currentFilterColumns(0, false);
    expect(copy).not.toBeNull();
    const contracts = search({ types: ["Contract"], cities: ["Pune"] });
    const inDatabase = async () =>
      (await db().select({ id: jobs.id }).from(jobs).where(sql`${jobs.type} = 'Contract' and ${jobs.location} ilike '%pune%' and ${jobs.closedAt} is null`)).length;

    // The other instance makes it a contract and rewrites its text (behind this instance's back): the copy and its
    // held words do not know yet.
    const byNewWord = search({ keyword: "qqcluster dermatology" });
    await db().update(jobs).set({ type: "Contract", description: "Dermatology cover twice a week." }).where(sql`${jobs.id} = ${id}`);
    forgetSearches();
    expect((await countedInMemory(contracts))!.found).toBe((await inDatabase()) - 1);
    expect((await countedInMemory(byNewWord))!.found).toBe(0);

    // Its message arrives: the job is read again, in the same copy.
    await receive(url, { ...sent, from: "another-instance" });
    expect(currentFilterColumns(0, false)).toBe(copy);
    forgetSearches();
    const counted = await countedInMemory(contracts);
    expect(counted!.found).toBe(await inDatabase());
    expect(Array.from(counted!.matches ?? [])).toContain(id);
    // Found by its new word in the held words (words-in-memory.server.ts), as the database finds it.
    expect(Array.from((await countedInMemory(byNewWord))!.matches ?? [])).toEqual([id]);

    // A message whose jobs are not known (or not understood) drops the copy: searches run in the database.
    await receive(url, { ...sent, from: "another-instance", payload: `${id};1` });
    expect(currentFilterColumns(0, false)).toBeNull();
  });

  it("forgets the results' cards it keeps when another instance writes their job", async () => {
    const url = database().url!;
    filterColumnsSettings.fromOpenJobs = 0;
    await buildFilterColumns();
    const id = await insertJob({ title: "QQCARDS Registrar", location: "Pune", type: "Locum" });
    const sent = await messageSentBy(url, () => invalidateCounts([id]));
    await filterColumnsApplied();
    const locums = search({ types: ["Locum"], cities: ["Pune"] });
    const title = async () => (await searchJobs({ actor: null, search: locums })).jobs.find((job) => job.id === id)?.title;
    expect(await title()).toBe("QQCARDS Registrar");
    // Kept: another search showing the job gives its card as read.
    forgetSearches();
    expect(await title()).toBe("QQCARDS Registrar");
    await db().update(jobs).set({ title: "QQCARDS Senior Registrar" }).where(sql`${jobs.id} = ${id}`);
    expect(await title()).toBe("QQCARDS Registrar");
    await receive(url, { ...sent, from: "another-instance" });
    expect(await title()).toBe("QQCARDS Senior Registrar");
  });
});
