/**
 * A json (or json-typed expression) value as the database driver hands it over: node-postgres parses json into
 * objects, while a driver that passes it on as text (PGlite, for some expressions) gives a string. Either way, the
 * parsed value; the caller states its shape.
 */
export function jsonValue<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}
