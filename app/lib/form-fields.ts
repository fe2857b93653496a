import { formInput } from "./messages";

// Reading a posted form's text fields strictly: each field is one piece of text. A field sent more than once, or a
// file where text belongs, is refused beside that field instead of one of the values being picked. Client-safe.

export type TextFields<K extends string> = { values: Record<K, string>; errors: Partial<Record<K, string>> };

/** One text value per named field ("" when absent), and an error for each field sent twice or as a file. */
export function readTextFields<K extends string>(form: FormData, names: readonly K[]): TextFields<K> {
  const values = {} as Record<K, string>;
  const errors: Partial<Record<K, string>> = {};
  for (const name of names) {
    const all = form.getAll(name);
    const first = all[0];
    values[name] = typeof first === "string" ? first : "";
    if (all.length > 1) errors[name] = formInput.repeatedField;
    else if (first !== undefined && typeof first !== "string") errors[name] = formInput.notText;
  }
  return { values, errors };
}

/** Whether any field had an error. */
export function hasFieldErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.keys(errors).length > 0;
}

/** The refusal for the first of these fields sent more than once or as a file; null when every one is regular. */
export function irregularFieldMessage(form: FormData, names: readonly string[]): string | null {
  return Object.values(readTextFields(form, names).errors)[0] ?? null;
}
