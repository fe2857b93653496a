// Changes the database announces itself: triggers NOTIFY the channel below with a table's name when a transaction
// changing rows a process may hold in memory commits (migration 0034, listed doctors' profiles). Whatever code wrote
// the rows, every process hears it: with PostgreSQL, the serving pool's connections listen (so the session that made
// a change hears it before its commit is acknowledged, and the writer's next page sees its change), and so does the
// cluster listener's long-lived connection (services/cluster), which alone hears every other instance's changes at
// all times, and after a gap in which it was not listening reports every table changed. With the embedded database,
// PGlite delivers the notification to this process before the write's own result.
//
// Something held in memory on the strength of these announcements may only be used while they are heard
// (`changesHeard`): on PostgreSQL while the cluster listener is listening.
import { singleton } from "~/server-lib/singleton.server";

export const CHANGES_CHANNEL = "dochire_changes";

type State = {
  handlers: Map<string, Set<() => void>>;
  /** The announcements acted on lately: each transaction's is heard on every listening connection of this process. */
  recent: Set<string>;
  /** Who hears every change now: the embedded database's own listener, or the cluster listener's connection. */
  heard: { embedded: boolean; listener: boolean };
};

const state = () => singleton<State>("table-changes", () => ({ handlers: new Map(), recent: new Set(), heard: { embedded: false, listener: false } }));

const RECENT_KEPT = 1_000;

/** Calls `handler` after every announced change of `table` (and whenever changes may have been missed). */
export function onTableChanged(table: string, handler: () => void): () => void {
  const s = state();
  let set = s.handlers.get(table);
  if (!set) s.handlers.set(table, (set = new Set()));
  set.add(handler);
  return () => set.delete(handler);
}

/**
 * A notification's payload: the table whose rows changed and the transaction that changed them ("profiles 1234"), acted
 * on once however many of this process's connections hear it (a second hearing would forget again what was read since).
 */
export function tableChanged(payload: string): void {
  const s = state();
  if (s.recent.has(payload)) return;
  s.recent.add(payload);
  if (s.recent.size > RECENT_KEPT) s.recent.delete(s.recent.values().next().value!);
  const table = payload.split(" ", 1)[0]!;
  for (const handler of s.handlers.get(table) ?? []) handler();
}

/** Changes may have been missed (a listener reconnected, another database opened): every holder forgets. */
export function everyTableChanged(): void {
  for (const set of state().handlers.values()) for (const handler of set) handler();
}

/** Records whether `source` is listening now; every holder forgets whenever it starts or stops. */
export function setChangesHeard(source: keyof State["heard"], heard: boolean): void {
  state().heard[source] = heard;
  everyTableChanged();
}

/** Whether every change is heard now, so that what is held in memory on the strength of them may be used. */
export function changesHeard(): boolean {
  const { heard } = state();
  return heard.embedded || heard.listener;
}
