// Personal data and credentials never reach a log line. pino's `redact` censors known paths (headers, mail
// recipients); this module censors free text (messages, error messages, URLs) wherever it appears.

export const REDACTED = "[redacted]";

/** Log paths that hold a credential or a person's address whatever their content (pino `redact` syntax). */
export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  "headers.cookie",
  "headers.authorization",
  "headers['set-cookie']",
  "cookie",
  "authorization",
  "to",
  "email",
  "phone",
  "token",
  "password",
  "originalName",
  "fileName",
  "*.to",
  "*.email",
  "*.phone",
  "*.token",
  "*.password",
  "*.originalName",
  "*.fileName",
] as const;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// Phone numbers as people write them: with a country code (+91 98480 22110, +919848022110, +91 40 4850 2200), an
// Indian mobile number (9848022110, 098480-22110) or a landline with its area code in brackets ((040) 4850 2200).
// Other runs of digits (ids, timestamps, durations, dates) are left alone.
const PHONE = /(?<![\w+])(?:\+\d{1,3}[\s-]?\(?\d{1,5}\)?(?:[\s-]?\d{2,5}){1,4}|0?[6-9]\d{4}[\s-]?\d{5}|\(0\d{2,4}\)\s?\d{3,4}[\s-]?\d{4})(?!\w)/g;
// The secret part of a link: any query parameter that carries a token (reset, verify, invite, unsubscribe, export).
const TOKEN_PARAM = /([?&](?:token|code|otp|key|secret|signature|sig|callbackURL)=)[^&#\s"']*/gi;
// Tokens in a link's path: /api/job-alerts/unsubscribe/<token>, /account/export/<token>, /reset-password/<token>.
const TOKEN_PATH = /(\/(?:unsubscribe|export|reset-password|verify-email|invite|invitation|accept-invitation)\/)[^/?#\s"']+/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
// A session or token cookie as written in a Cookie or Set-Cookie header (not a query parameter: TOKEN_PARAM).
const COOKIE = /(?<![?&\w.-])((?:__Secure-|__Host-)?[\w.-]*(?:session|token|csrf)[\w.-]*=)[^;\s"'&]+/gi;
// A resume's original file name (the person's name is usually in it): anything ending in a document extension,
// except the names the server gives stored files ({timestamp}-{16 hex}.pdf, storage.server.ts), which say nothing.
const DOCUMENT_NAME = /(?<![^\s/\\"'<>|:*?=])(?!\d+-[0-9a-f]{16}\.)[^\s/\\"'<>|:*?=]+\.(?:pdf|docx?|rtf|odt)\b/gi;

/** The text with e-mail addresses, phone numbers, tokens, cookies and document file names replaced. */
export function redactText(text: string): string {
  if (text.length === 0) return text;
  return text
    .replace(TOKEN_PARAM, `$1${REDACTED}`)
    .replace(TOKEN_PATH, `$1${REDACTED}`)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(COOKIE, `$1${REDACTED}`)
    .replace(EMAIL, REDACTED)
    .replace(DOCUMENT_NAME, REDACTED)
    .replace(PHONE, REDACTED);
}

/**
 * Every string in a log line's fields redacted, however deep (errors keep their type, message and stack, redacted).
 * Objects are copied, never changed in place: the caller's data is theirs.
 */
/** Fields whose values are ours (ids, numbers, methods) and are written as they are. */
const OWN_FIELDS = new Set(["reqId", "requestId", "jobId", "id", "time", "level", "ms", "status", "method", "route", "job"]);

export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (value === null || typeof value !== "object" || depth > 6) return value;
  if (value instanceof Date) return value;
  if (value instanceof Error) {
    // Same class (so the log keeps the error's type), redacted message, stack, fields and cause.
    const copy = Object.create(Object.getPrototypeOf(value) as object) as Error & Record<string, unknown>;
    const hidden = (text: string) => ({ value: redactText(text), writable: true, configurable: true, enumerable: false });
    Object.defineProperty(copy, "message", hidden(value.message));
    if (value.stack) Object.defineProperty(copy, "stack", hidden(value.stack));
    for (const [key, field] of Object.entries(value)) copy[key] = redactValue(field, depth + 1);
    if (value.cause !== undefined) copy.cause = redactValue(value.cause, depth + 1);
    return copy;
  }
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) out[key] = OWN_FIELDS.has(key) ? field : redactValue(field, depth + 1);
  return out;
}
