// The one error path of route loaders and actions. A feature function throws AppError(code, message); here, and
// only here, that becomes its HTTP status, the text shown beside the form and the toast. Forms are parsed with
// their one zod schema (conform's parseWithZod), and a refused form answers 400 with its field errors and what the
// user typed (passwords excepted), so nothing is lost.
import type { Submission as ConformSubmission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { noteDatabaseError } from "~/db/availability.server";
import { logger } from "~/services/logger.server";
import { AppError, isAppError, type Refusal } from "~/lib/errors";
import type { FormReply } from "~/lib/form-schema";
import { failures, pages, type ToastMessage } from "~/lib/messages";

export type { FormReply };

/** Fields whose value never comes back to the page. */
const SECRET_FIELDS = ["password", "confirmPassword", "currentPassword", "newPassword"];

// Any parsed form, whatever its schema: only its reply() is used here.
type Submission = ConformSubmission<unknown, string[], unknown>;

/** Parses a posted form with its schema; `submission.status === "success"` carries the typed value. */
export function parseForm<S extends z.ZodType>(form: FormData, schema: S) {
  return parseWithZod(form, { schema });
}

/** The 400 answer for a form that failed its schema: field errors beside fields, typed values kept. */
export function invalidForm(submission: Submission, toast: ToastMessage | null = null) {
  return data<FormReply>({ result: submission.reply({ hideFields: SECRET_FIELDS }), toast }, { status: 400 });
}

/** A form refused beside its fields by a rule only the server can check (e.g. a common password). */
export function refuseFields(submission: Submission, fieldErrors: Record<string, string>, status = 400) {
  const errors = Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, [v]]));
  return data<FormReply>({ result: submission.reply({ fieldErrors: errors, hideFields: SECRET_FIELDS }), toast: null }, { status });
}

/** A form refused as a whole (e.g. wrong password), with typed values kept; `extra` travels beside the reply. */
export function refuseForm<E extends Record<string, unknown> = Record<never, never>>(submission: Submission, message: string, status: number, extra?: E) {
  return data<FormReply & E>({ result: submission.reply({ formErrors: [message], hideFields: SECRET_FIELDS }), toast: null, ...(extra as E) }, { status });
}

/** A success that stays on the page: the toast, and the form reset (or kept, when `keep`). */
export function formDone(toast: ToastMessage | null, submission?: Submission, options: { keep?: boolean } = {}) {
  return data<FormReply>({ result: submission ? submission.reply({ resetForm: !options.keep, hideFields: SECRET_FIELDS }) : null, toast });
}

/**
 * Whether the browser is loading a page with this request (a plain form post), rather than a script asking in the
 * background: a page is sent on with a redirect once its post is done (post/redirect/get); a script gets the reply.
 */
export function isPageNavigation(request: Request): boolean {
  return request.headers.get("sec-fetch-mode") === "navigate";
}

/** Status and message for any error an action or loader can meet. Unexpected errors are logged here. */
export function describeError(error: unknown, context: string, fallback: string = failures.unexpected): { status: number; message: string } {
  if (isAppError(error)) return { status: error.status, message: error.message };
  if (noteDatabaseError(error)) return { status: 503, message: failures.unavailable };
  logger().error({ err: error }, context);
  return { status: 500, message: fallback };
}

/**
 * The answer of an action that failed: status from the error, its message above the form (and beside fields it
 * names), and a destructive toast titled `toastTitle`. What the user typed stays in the form.
 */
export function actionError(
  error: unknown,
  options: { toastTitle: string; submission?: Submission; context: string; /** The spec's text for an unexpected failure, if it has one. */ fallback?: string },
) {
  const { status, message } = describeError(error, options.context, options.fallback);
  const fieldErrors = isAppError(error) && error.fieldErrors ? Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, [v]])) : undefined;
  const result = options.submission ? options.submission.reply({ formErrors: [message], fieldErrors, hideFields: SECRET_FIELDS }) : null;
  return data<FormReply>({ result, toast: { title: options.toastTitle, description: message, variant: "destructive" } }, { status });
}

/** The value, or a 404 page when there is none. */
export function orNotFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data(pages.notFoundTitle, { status: 404 });
  return value;
}

/**
 * For loaders: runs `load`, and turns an AppError into its status page (404, 403, ...) instead of a 500, which shows
 * the refusal's reason and, when the user can fix it, the next step (error-page.tsx).
 * Anything else propagates to the error boundary.
 */
export async function orStatusPage<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError) throw data(error.next ? ({ message: error.message, next: error.next } satisfies Refusal) : error.message, { status: error.status });
    throw error;
  }
}
