// Times as people in India type and read them: a date and a time of day (a datetime-local field's
// "2026-12-10T10:30"), always India time (UTC+05:30 all year, no summer time). Client-safe.

const IST_OFFSET_MS = 330 * 60_000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-12-10T10:30" read as India time; null when it is not such a date and time (or not a real day). */
export function parseIndiaDateTime(value: string): Date | null {
  const m = LOCAL.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(utc);
  // 31 February and the like roll over into the next month: refused.
  if (back.getUTCDate() !== day || back.getUTCMonth() !== month - 1) return null;
  return new Date(utc - IST_OFFSET_MS);
}

/** An instant as a datetime-local field's value in India time. */
export function toIndiaInput(value: Date | string): string {
  return new Date(new Date(value).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A calendar day "2026-12-10": a real date, or null. */
export function parseDay(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCDate() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1 ? value : null;
}

/** Today's calendar day in India. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
