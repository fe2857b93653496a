// The one rule for object keys, shared by every storage driver. Keys are made by the server
// (storage.server.ts makeObjectKey): folder names and a file name of letters, digits, ".", "_" and "-",
// never starting with a dot, never "..", never absolute, never a backslash.
export const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes("..");
}

/** Throws for a key no driver may use; returns it unchanged otherwise. */
export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}
