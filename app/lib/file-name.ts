// An uploaded file's own name, as it may be kept beside the stored file: the browser sends whatever the visitor's
// file was called, so control characters (a NUL byte cannot be stored) are dropped and the length bounded. Client-safe.

const MAX_FILE_NAME = 200;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;

/** The name without control characters, trimmed, at most 200 characters; null when nothing is left. */
export function storableFileName(name: string | null | undefined): string | null {
  const cleaned = (name ?? "").replace(CONTROL_CHARACTERS, "").trim().slice(0, MAX_FILE_NAME).trim();
  return cleaned || null;
}
