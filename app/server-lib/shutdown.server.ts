import { singleton } from "./singleton.server";

// Work that must run when the server stops, after requests have finished and the database pool is closed (e.g. a
// test harness dropping the database it made). The production entry runs these before it exits.
type Hook = () => Promise<void>;
const hooks = () => singleton<Hook[]>("shutdown-hooks", () => []);

export function onShutdown(hook: Hook): void {
  hooks().push(hook);
}

/** Runs every hook, each at most `timeoutMs`; a failing hook does not stop the others. */
export async function runShutdownHooks(timeoutMs: number): Promise<void> {
  for (const hook of hooks()) {
    await Promise.race([hook().catch(() => {}), new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }
}
