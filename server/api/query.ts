// A list operation's query string, read strictly by its zod schema: a parameter sent twice, an unknown one or a value
// out of range is a 400 naming each (RFC 9457 `errors`), never a guess. `repeatable` names the parameters that may be
// sent several times (a list of values), which the schema then reads as arrays.
import type * as z from "zod";
import { apiProblems as t } from "./messages";
import { invalidParameters } from "./problem";

export function parseStrictQuery<S extends z.ZodType>(schema: S, params: URLSearchParams, repeatable: ReadonlySet<string> = new Set()): z.infer<S> {
  const raw: Record<string, string | string[]> = {};
  const errors: { name: string; reason: string }[] = [];
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    if (repeatable.has(key)) raw[key] = values;
    else if (values.length > 1) errors.push({ name: key, reason: t.sentTwice });
    else raw[key] = values[0]!;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const names = issue.code === "unrecognized_keys" ? issue.keys : [String(issue.path[0] ?? "query")];
      for (const name of names) errors.push({ name, reason: issue.code === "unrecognized_keys" ? t.unknownParameter : issue.message });
    }
  }
  if (errors.length || !parsed.success) throw invalidParameters(errors);
  return parsed.data;
}
