import { oneByteCopy } from "./html";
import { CURRENCY_SYMBOL, SALARY_FALLBACK, TIME_ZONE, type SalaryUnit } from "./constants";

/** Currency written out before a figure ("Rs. 4,000", "INR 1,50,000", "₹ 80,000"): it becomes the one rupee sign. */
const WRITTEN_CURRENCY = /(?:₹|\bRs\.?|\bINR)\s*(?=\d)/gi;
/**
 * A figure: digits with optional grouping commas and decimals, not part of a word or a larger number. What precedes
 * it is captured rather than looked behind at: lookbehind would not even parse in Safari before 16.4.
 */
const FIGURE = /(^|[^\w.,₹])(\d[\d,]*(?:\.\d+)?)(?![\w.]*\d)/g;
/** Units that make a small figure an amount of money: 18 LPA, 1.5 lakh, 80k, 1 crore. */
const MONEY_UNIT = /^\s*(?:LPA|lakhs?|lacs?|L|k|K|cr|crores?)\b/;
/** What after a figure makes it a count of something else: 2 shifts, 3 months, 24x7, 10%. */
const NOT_MONEY = /^\s*(?:x|%|years?|yrs?|months?|weeks?|days?|nights?|hours?|hrs?|shifts?|beds?|patients?|doctors?|posts?|vacanc)/i;
/** The figure closes a range whose first figure carries the sign: "12–18 LPA". */
const RANGE_END = /\d\s*(?:[-–—]|\bto)\s*$/i;
/** A rupee sign before words ("₹Negotiable"): the sign is dropped, words never carry it. */
const SIGN_BEFORE_WORDS = /₹\s*(?=[^\d\s])/g;

/**
 * Spec 3: the salary display gets a rupee sign if missing, and reads Not Disclosed when empty. The sign belongs to
 * amounts only, as the structured figures show them: "1,50,000 - 2,00,000 per month" reads
 * "₹1,50,000 - ₹2,00,000 per month", "12-18 LPA" reads "₹12-18 LPA", "Rs. 4,000 per shift" reads "₹4,000 per
 * shift"; words are shown as written ("Negotiable, as per experience", never "₹Negotiable, ...") and so are
 * figures that count something else ("2 shifts a week").
 */
export function formatSalaryText(salary: string | null | undefined): string {
  const text = (salary ?? "").replace(WRITTEN_CURRENCY, CURRENCY_SYMBOL).replace(SIGN_BEFORE_WORDS, "").trim();
  if (!text) return SALARY_FALLBACK;
  return text.replace(FIGURE, (match, lead: string, figure: string, offset: number) => {
    const start = offset + lead.length;
    const before = text.slice(0, start);
    const after = text.slice(start + figure.length);
    if (NOT_MONEY.test(after)) return match;
    const amount =
      figure.includes(",") ||
      figure.replace(/\D/g, "").length >= 4 ||
      (!RANGE_END.test(before) && (start === 0 || MONEY_UNIT.test(after)));
    return amount ? `${lead}${CURRENCY_SYMBOL}${figure}` : match;
  });
}

// ICU formatters are made on first use, not when the module loads: making one (a time zone's above all) costs a browser
// tens of milliseconds on a phone while it starts a page, and most pages never need them.
let indian: Intl.NumberFormat | null = null;

/**
 * A whole number with Indian digit grouping (1,00,000), as en-IN formats it, without ICU: a page of search results
 * shows a few hundred counts and salaries, and ICU costs microseconds each (toLocaleString far more).
 */
export function groupIndian(n: number): string {
  const whole = Math.round(n);
  if (!Number.isSafeInteger(whole)) return (indian ??= new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 })).format(whole);
  const digits = String(Math.abs(whole));
  const sign = whole < 0 ? "-" : "";
  if (digits.length <= 3) return sign + digits;
  let head = digits.slice(0, -3);
  let grouped = `,${digits.slice(-3)}`;
  while (head.length > 2) {
    grouped = `,${head.slice(-2)}${grouped}`;
    head = head.slice(0, -2);
  }
  return sign + head + grouped;
}

/** Whole rupees with Indian digit grouping: 150000 -> ₹1,50,000. */
export function formatRupees(amount: number): string {
  return `${CURRENCY_SYMBOL}${groupIndian(amount)}`;
}

/** Rupees per year in lakhs, trimmed: 1800000 -> "18", 1250000 -> "12.5". */
export function toLakhs(amount: number): string {
  const lakhs = amount / 100_000;
  return Number.isInteger(lakhs) ? String(lakhs) : lakhs.toFixed(1).replace(/\.0$/, "");
}

export type StructuredSalary = { min: number | null; max: number | null; unit: SalaryUnit | null };

/**
 * Structured salary display: monthly figures with Indian grouping (₹1,50,000–₹2,00,000 / month),
 * yearly figures in lakh notation (₹18–30 LPA). Returns null when there is nothing structured to show.
 */
export function formatStructuredSalary({ min, max, unit }: StructuredSalary): string | null {
  if (min == null && max == null) return null;
  if (unit === "year") {
    if (min != null && max != null && min !== max) return `${CURRENCY_SYMBOL}${toLakhs(min)}–${toLakhs(max)} LPA`;
    return `${CURRENCY_SYMBOL}${toLakhs((min ?? max) as number)} LPA`;
  }
  const suffix = unit === "month" ? " / month" : "";
  if (min != null && max != null && min !== max) return `${formatRupees(min)}–${formatRupees(max)}${suffix}`;
  if (min != null && max == null) return `From ${formatRupees(min)}${suffix}`;
  if (min == null && max != null) return `Up to ${formatRupees(max)}${suffix}`;
  return `${formatRupees(min as number)}${suffix}`;
}

/** The salary line of a job: structured figures when known, else the spec's free-text rule. */
export function formatJobSalary(job: { salary: string | null; salaryMin: number | null; salaryMax: number | null; salaryUnit: string | null }): string {
  const unit = job.salaryUnit === "month" || job.salaryUnit === "year" ? job.salaryUnit : null;
  return formatStructuredSalary({ min: job.salaryMin, max: job.salaryMax, unit }) ?? formatSalaryText(job.salary);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
let indiaParts: Intl.DateTimeFormat | null = null;

/** India has kept UTC+05:30, without summer time, since 15 October 1945 (IANA tz data, Asia/Kolkata). */
const IST_SINCE = Date.UTC(1945, 9, 15);
const IST_OFFSET_MS = 330 * 60_000;

/** The calendar day in India of an instant: year, month (1-12) and day. */
function indiaCalendarDay(value: Date | string): { year: number; month: number; day: number } {
  const ms = new Date(value).getTime();
  // Plain arithmetic for any date since then: a results page shows dozens, and ICU's formatToParts costs ~15 µs each.
  if (ms >= IST_SINCE) {
    const local = new Date(ms + IST_OFFSET_MS);
    return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
  }
  indiaParts ??= new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "numeric", day: "numeric" });
  const parts = indiaParts.formatToParts(new Date(value));
  const part = (type: "year" | "month" | "day") => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/**
 * The one way a date is shown, everywhere: "25 Nov 2026", the calendar day in India. The month names are fixed here
 * rather than taken from the ICU data, whose en-IN abbreviations differ between versions ("Sep" / "Sept"), so the
 * server's and the browser's text is the same.
 */
export function formatDate(value: Date | string): string {
  const { year, month, day } = indiaCalendarDay(value);
  return `${day} ${MONTHS[month - 1] ?? ""} ${year}`;
}

/** A date and time of day in India: "25 Nov 2026, 14:05" (India has one offset, +05:30, all year). */
export function formatDateTime(value: Date | string): string {
  const india = new Date(new Date(value).getTime() + 330 * 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${formatDate(value)}, ${pad(india.getUTCHours())}:${pad(india.getUTCMinutes())}`;
}

/** Whole calendar days in India from `value` to `now` (0 on the same day, 1 the day before, ...). */
function daysBefore(value: Date | string, now: Date): number {
  const serial = (d: { year: number; month: number; day: number }) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
  return serial(indiaCalendarDay(now)) - serial(indiaCalendarDay(value));
}

/** "3 days ago" style relative text for posted dates, counted in calendar days in India; older ones as a date. */
export function formatRelativeDays(value: Date | string, now: Date = new Date()): string {
  const days = daysBefore(value, now);
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days < 30) return `${formatCount(days, "day")} ago`;
  return formatDate(value);
}

/** The word for a count: `one` for exactly 1, else `many` (by default `one` + "s"). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/**
 * A count with its noun, the one way counts are shown: "1 application", "0 applications", "1,200 doctor jobs".
 * With `atLeast` (a count that stopped at a cap) it reads "10,000+ doctor jobs".
 */
export function formatCount(count: number, one: string, many?: string, options: { atLeast?: boolean } = {}): string {
  const word = options.atLeast ? (many ?? `${one}s`) : plural(count, one, many);
  return `${groupIndian(count)}${options.atLeast ? "+" : ""} ${word}`;
}

/** The first word of a display name, as the signed-in header shows it. */
export function firstWord(name: string | null | undefined): string | null {
  const word = (name ?? "").trim().split(/\s+/)[0];
  return word ? word : null;
}

export function lastWord(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return words[words.length - 1] ?? "";
}

/**
 * Serialise data for a <script type="application/ld+json"> block without letting it close the tag. Characters above
 * Latin-1 are written as \\u escapes too, so that the page stays one-byte text (lib/html.ts).
 */
export function jsonLd(data: unknown): string {
  const json = JSON.stringify(data);
  const escaped = json.replace(/[<>&\u0100-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return /[\u0100-\uffff]/.test(json) ? oneByteCopy(escaped) : escaped;
}
