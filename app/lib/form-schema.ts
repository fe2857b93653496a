// Building blocks of the form schemas (one zod schema per form, in each feature's schema.ts). The same schema gives
// the browser its constraints (required, maxlength: conform's getZodConstraint), checks the form in the browser,
// and parses the action's FormData (conform's parseWithZod). The limits live here once, in the schema.
//
// conform turns an empty field into `undefined` before the schema sees it, so "required" is the message for a
// missing value. A field sent twice arrives as an array and a file where text belongs as a File: both are refused
// beside the field, with status 400, instead of one of the values being picked. Client-safe.
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { MAX_SERIAL_ID, parseTextId } from "./ids";
import { formInput, validation, type ToastMessage } from "./messages";
import { hasControlCharacters } from "./storable-text";

// The site's Content-Security-Policy has no 'unsafe-eval': in the browser zod must not even try to compile its
// parsers with new Function (the attempt alone is a reported violation). The server keeps the faster parsers.
if (typeof document !== "undefined") z.config({ jitless: true });

/** The message for a value that is not one piece of text: missing, repeated, or a file. */
function typeMessage(required: string | undefined) {
  return (issue: { input?: unknown }) => {
    if (Array.isArray(issue.input)) return formInput.repeatedField;
    if (issue.input === undefined) return required ?? formInput.notText;
    return formInput.notText;
  };
}

const storable = (value: string) => !hasControlCharacters(value);

type TextOptions = {
  /** The message when the field is empty; absent makes the field optional. */
  required?: string;
  /** The longest value accepted, and the message beyond it. */
  max: number;
  maxMessage?: string;
  /** The shortest value accepted (after trimming), and the message below it. */
  min?: number;
  minMessage?: string;
  /** Inner runs of spaces become one (names). */
  collapseSpaces?: boolean;
  /** Keep surrounding whitespace (passwords). */
  raw?: boolean;
};

function textSchema(options: TextOptions) {
  let schema = z.string({ error: typeMessage(options.required) });
  if (!options.raw) schema = schema.trim();
  if (options.collapseSpaces) schema = schema.overwrite((v) => v.replace(/\s+/g, " "));
  if (options.required) schema = schema.min(options.min ?? 1, { error: options.min ? (options.minMessage ?? options.required) : options.required });
  return schema
    .max(options.max, { error: options.maxMessage ?? formInput.tooLong(options.max) })
    .refine(storable, { error: validation.controlCharacters });
}

/** Required text: trimmed, at most `max` characters, no control characters. */
export function requiredText(options: TextOptions & { required: string }) {
  return textSchema(options);
}

/** Optional text: trimmed; empty is `undefined`. */
export function optionalText(options: Omit<TextOptions, "required">) {
  return textSchema(options).optional();
}

/** One of a fixed list of values (a select or a hidden field). */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, {
    error: (issue) => (Array.isArray(issue.input) ? formInput.repeatedField : message),
  });
}

/**
 * A serial id from a hidden field: decimal digits, 1..2147483647; anything else is refused with status 400 and
 * `message` (a form may name what it points at: "Enquiry not found").
 */
export function serialId(message: string = formInput.invalidId) {
  return z
    .string({ error: typeMessage(message) })
    .regex(/^\d{1,10}$/, { error: message })
    .transform(Number)
    .refine((id) => id >= 1 && id <= MAX_SERIAL_ID, { error: message });
}

/** A text id (accounts and profiles) from a hidden field. */
export function textId() {
  return z
    .string({ error: typeMessage(formInput.invalidId) })
    .refine((v) => parseTextId(v) !== null, { error: formInput.invalidId });
}

/** A checkbox: checked is "on". */
export function checkbox() {
  return z
    .string({ error: typeMessage(undefined) })
    .optional()
    .transform((v) => v === "on" || v === "true");
}

/**
 * The first message of each field of a failed parse, for a feature function that checks its input with a form's
 * schema and throws AppError with the fields (an action itself answers with invalidForm). Messages of the whole
 * input are under "".
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const { formErrors, fieldErrors } = z.flattenError(error);
  const byField = Object.entries(fieldErrors as Record<string, string[] | undefined>).flatMap(([name, messages]) => (messages?.[0] ? [[name, messages[0]] as const] : []));
  return { ...(formErrors[0] ? { "": formErrors[0] } : {}), ...Object.fromEntries(byField) };
}

/** What every form action answers when it does not redirect: the form's state, and a toast for the page. */
export type FormReply = {
  result: SubmissionResult<string[]> | null;
  toast: ToastMessage | null;
};

/** A field's HTML constraints, as conform applies them to inputs. */
export type Constraint = { required?: boolean; minLength?: number; maxLength?: number };

const constraints = new WeakMap<z.ZodType, Record<string, Constraint>>();

/**
 * The browser's constraints of a form (required, minlength, maxlength per field), read from the schema through
 * zod's JSON Schema of its input, so they are the very limits the action applies. (conform's getZodConstraint reads
 * internals that zod 4.6 no longer fills for lengths.)
 */
export function formConstraint(schema: z.ZodType): Record<string, Constraint> {
  const known = constraints.get(schema);
  if (known) return known;
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, { minLength?: number; maxLength?: number }>;
    required?: string[];
  };
  const required = new Set(json.required ?? []);
  const result: Record<string, Constraint> = {};
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    const constraint: Constraint = { required: required.has(name) };
    if (property.minLength !== undefined) constraint.minLength = property.minLength;
    if (property.maxLength !== undefined) constraint.maxLength = property.maxLength;
    result[name] = constraint;
  }
  constraints.set(schema, result);
  return result;
}
