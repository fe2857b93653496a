// Ids as they arrive in URLs and forms, parsed strictly before anything reaches the database: a value that is not a
// well-formed id is null, so a route answers 404 (a URL) or 400 (a form) instead of the database refusing it.
// Client-safe.

/** Largest value of a serial id (PostgreSQL integer identity). */
export const MAX_SERIAL_ID = 2_147_483_647;

const TEXT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A serial id (jobs, applications, reviews, clients): decimal digits only, 1..2147483647; anything else is null. */
export function parseId(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_SERIAL_ID ? id : null;
}

/** A text id (accounts and profiles: better-auth's ids and UUIDs): 1-64 letters, digits, "-" or "_"; else null. */
export function parseTextId(value: unknown): string | null {
  return typeof value === "string" && TEXT_ID.test(value) ? value : null;
}

/** The single text value of a form field; null when it is missing, sent more than once, or a file. */
export function singleFormValue(form: FormData, name: string): string | null {
  const values = form.getAll(name);
  return values.length === 1 && typeof values[0] === "string" ? values[0] : null;
}
