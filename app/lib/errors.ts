// Feature functions throw AppError(code); one mapping turns codes into HTTP status.

export type AppErrorCode =
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "invalid_input"
  | "invalid_image"
  | "invalid_file"
  | "conflict"
  | "rate_limited"
  | "unavailable"
  | "internal";

const STATUS: Record<AppErrorCode, number> = {
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  invalid_input: 400,
  invalid_image: 400,
  invalid_file: 400,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

/** Where someone refused for a reason they can fix goes to fix it (e.g. the Verification tab). */
export type NextStep = { href: string; label: string };

/** What a page shows for a refusal: the reason, and the next step when there is one. */
export type Refusal = { message: string; next: NextStep | null };

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors?: Record<string, string>;
  readonly next?: NextStep;
  constructor(code: AppErrorCode, message: string, fieldErrors?: Record<string, string>, next?: NextStep) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.next = next;
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
