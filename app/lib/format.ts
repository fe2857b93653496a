import { CURRENCY_SYMBOL, SALARY_FALLBACK, type SalaryUnit } from "./constants";

/** Spec 3: the salary display gets a rupee sign prepended if missing, and reads Not Disclosed when empty. */
export function formatSalaryText(salary: string | null | undefined): string {
  const text = (salary ?? "").trim();
  if (!text) return SALARY_FALLBACK;
  return text.startsWith(CURRENCY_SYMBOL) ? text : `${CURRENCY_SYMBOL}${text}`;
}

const indian = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** Whole rupees with Indian digit grouping: 150000 -> ₹1,50,000. */
export function formatRupees(amount: number): string {
  return `${CURRENCY_SYMBOL}${indian.format(Math.round(amount))}`;
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

const longDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
const shortDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export function formatLongDate(value: Date | string): string {
  return longDate.format(new Date(value));
}

export function formatShortDate(value: Date | string): string {
  return shortDate.format(new Date(value));
}

/** "3 days ago" style relative text for posted dates. */
export function formatRelativeDays(value: Date | string, now: Date = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(value).getTime()) / 86_400_000);
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days < 30) return `${days} days ago`;
  return formatShortDate(value);
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

/** Serialise data for a <script type="application/ld+json"> block without letting it close the tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
