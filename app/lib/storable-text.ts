// Text PostgreSQL can store and a person meant to type: no NUL (a text column cannot hold it) and no other C0
// control characters (tab, line feed and carriage return are fine). Client-safe, so a form's schema refuses it
// in the browser and in the action alike.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}
