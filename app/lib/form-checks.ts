import type { z } from "zod";
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
  /** Must equal another field (a password's repeat). */
  match?: { field: string; message: string };
};

export type FormChecks = Record<string, FieldChecks>;

const cache = new WeakMap<z.ZodType, FormChecks>();

/** A value most text rules accept, so that a probe fails only on the field being probed. */
const FILLER = "Abcdefgh12";

function messageAt(schema: z.ZodType, value: Record<string, unknown>, field: string): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.length === 1 && issue.path[0] === field)?.message;
}

export function formChecks(schema: z.ZodType): FormChecks {
  const known = cache.get(schema);
  if (known) return known;
  const constraints = formConstraint(schema);
  const names = Object.keys(constraints);
  const checks: FormChecks = {};
  for (const name of names) {
    const constraint = constraints[name]!;
    const field: FieldChecks = {};
    if (constraint.required) {
      field.required = true;
      field.valueMissing = messageAt(schema, { [name]: "" }, name);
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
    if (malformed && !messageAt(schema, { [name]: "name@example.com" }, name)) field.typeMismatch = malformed;
    for (const other of names) {
      if (other === name) continue;
      const differs = messageAt(schema, { [other]: FILLER, [name]: `${FILLER}x` }, name);
      const same = messageAt(schema, { [other]: FILLER, [name]: FILLER }, name);
      if (differs && !same && differs !== field.tooLong) field.match = { field: other, message: differs };
    }
    checks[name] = field;
  }
  cache.set(schema, checks);
  return checks;
}
