import { z } from "zod";
import { formConstraint } from "./form-schema";

/**
 * The checks a document page's island makes before a form is sent (form-behaviors.ts), with the messages of the
 * form's own zod schema: the schema is asked what it says about an empty value, a value too short or too long, a
 * malformed e-mail address and a repeat that differs, field by field. The browser needs no zod and no texts of its
 * own, and the server parses with the same schema afterwards (the check that counts).
 */
export type FieldChecks = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  valueMissing?: string;
  tooShort?: string;
  tooLong?: string;
  typeMismatch?: string;
  /** The e-mail address pattern the schema's e-mail rule uses (the browser's own check is looser). */
  pattern?: string;
  /** Must equal another field (a password's repeat). */
  match?: { field: string; message: string };
};

export type FormChecks = Record<string, FieldChecks>;

const cache = new WeakMap<z.ZodType, Map<string, FormChecks>>();

/** A value most text rules accept, so that a probe fails only on the field being probed. */
const FILLER = "Abcdefgh12";

function messageAt(schema: z.ZodType, value: Record<string, unknown>, field: string, context: Record<string, unknown> = {}): string | undefined {
  const result = schema.safeParse({ ...context, ...value });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.length === 1 && issue.path[0] === field)?.message;
}

/**
 * The checks of `schema`'s fields. A rule that holds only in some states of the form (a doctor's specialization, an
 * employer's company) is found by asking again in each of `contexts` (e.g. `[{ role: "doctor" }, { role:
 * "employer" }]`); the island checks only the fields that are enabled, so the other state's field is never asked
 * for. An empty field is asked about as missing (undefined), as the form's parser reads it.
 */
export function formChecks(schema: z.ZodType, contexts: readonly Record<string, unknown>[] = [{}]): FormChecks {
  const key = JSON.stringify(contexts);
  const known = cache.get(schema)?.get(key);
  if (known) return known;
  const constraints = formConstraint(schema);
  const names = Object.keys(constraints);
  const checks: FormChecks = {};
  for (const name of names) {
    const constraint = constraints[name]!;
    const field: FieldChecks = {};
    const missing = contexts.map((context) => messageAt(schema, {}, name, context)).find(Boolean);
    if (missing) {
      field.required = true;
      field.valueMissing = missing;
    }
    if (constraint.minLength !== undefined && constraint.minLength > 1) {
      field.minLength = constraint.minLength;
      field.tooShort = messageAt(schema, { [name]: "a".repeat(constraint.minLength - 1) }, name);
    }
    if (constraint.maxLength !== undefined) {
      field.maxLength = constraint.maxLength;
      field.tooLong = messageAt(schema, { [name]: "a".repeat(constraint.maxLength + 1) }, name);
    }
    // An e-mail rule: a well-formed address passes where a malformed one does not.
    const malformed = messageAt(schema, { [name]: "not-an-address" }, name);
    if (malformed && !messageAt(schema, { [name]: "name@example.com" }, name)) {
      field.typeMismatch = malformed;
      field.pattern = z.regexes.email.source;
    }
    for (const other of names) {
      if (other === name) continue;
      const differs = messageAt(schema, { [other]: FILLER, [name]: `${FILLER}x` }, name);
      const same = messageAt(schema, { [other]: FILLER, [name]: FILLER }, name);
      if (differs && !same && differs !== field.tooLong) field.match = { field: other, message: differs };
    }
    checks[name] = field;
  }
  if (!cache.has(schema)) cache.set(schema, new Map());
  cache.get(schema)!.set(key, checks);
  return checks;
}
