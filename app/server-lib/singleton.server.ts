// Long-lived server objects (database, auth, mailer) are kept on globalThis so that the Hono entry and the
// React Router server build, which are separate module graphs, share one instance of each.
const store = globalThis as unknown as { __dochire?: Map<string, unknown> };

export function singleton<T>(name: string, create: () => T): T {
  store.__dochire ??= new Map();
  if (!store.__dochire.has(name)) store.__dochire.set(name, create());
  return store.__dochire.get(name) as T;
}

export function getSingleton<T>(name: string): T | undefined {
  return store.__dochire?.get(name) as T | undefined;
}

export function setSingleton<T>(name: string, value: T): T {
  store.__dochire ??= new Map();
  store.__dochire.set(name, value);
  return value;
}

export function clearSingleton(name: string): void {
  store.__dochire?.delete(name);
}
