// The one way a form is built: useAppForm(schema, reply) wires conform to the form's zod schema (the same one the
// action parses with), and the field components below show each field's error beside it, keep what the user
// typed across a refused post, and carry the schema's constraints (required, maxlength) to the browser.
// See docs/decisions/050-one-form-path.md.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import type { z } from "zod";
import { Alert } from "~/components/ui/alert";
import { Field, inputClass } from "~/components/ui/field";
import { useReplyToast } from "./reply";
import { formConstraint, type FormReply } from "~/lib/form-schema";

type ObjectSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * A form bound to its schema and to the action's last reply. Checks run on blur, then on every keystroke of a
 * field already in error; the action checks again. A reply's toast is shown once.
 */
export function useAppForm<S extends ObjectSchema>(
  schema: S,
  options: { id?: string; reply?: FormReply | null; defaultValue?: Partial<Record<keyof z.input<S> & string, unknown>> } = {},
) {
  const constraint = useMemo(() => formConstraint(schema), [schema]);
  useReplyToast(options.reply);
  return useForm<z.input<S>, z.output<S>>({
    id: options.id,
    lastResult: options.reply?.result ?? null,
    // conform's defaultValue type is a deep partial of the input; the callers' values are strings from loaders.
    defaultValue: options.defaultValue as never,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** The <form> attributes: id, noValidate once hydrated, and conform's submit check. */
export function formProps(form: FormMetadata<Record<string, unknown>, string[]>) {
  return getFormProps(form);
}

/** The form-level errors (what the server said about the whole form), announced at once. */
export function FormErrors({ form, testId }: { form: { errors?: string[]; errorId: string }; testId?: string }) {
  if (!form.errors?.length) return null;
  return (
    <div id={form.errorId}>
      <Alert tone="error" testId={testId}>
        {form.errors.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </Alert>
    </div>
  );
}

type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** Input types on which HTML allows minlength, maxlength and pattern. */
const LENGTH_TYPES = new Set(["text", "email", "password", "search", "tel", "url"]);

/**
 * conform's input props without the constraints HTML forbids on the input's type: a file's size limit or a
 * date's length in the schema must not become maxlength on a file or date input (the HTML checker refuses it).
 */
export function inputProps(field: AnyField, options: Parameters<typeof getInputProps>[1]) {
  const props = getInputProps(field, options);
  if (LENGTH_TYPES.has(options.type)) return props;
  const { minLength: _minLength, maxLength: _maxLength, pattern: _pattern, ...rest } = props;
  return rest;
}

type Common = { field: AnyField; label: string; hint?: ReactNode; labelAside?: ReactNode };

/** A text-like input beside its label and error. */
export function TextField({
  field,
  label,
  hint,
  labelAside,
  type = "text",
  className = inputClass,
  ...rest
}: Common & { type?: "text" | "email" | "password" | "tel" | "url" | "number" | "date" | "search" } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "name" | "id" | "defaultValue" | "type" | "form"
  >) {
  const { key, ...props } = inputProps(field, { type, ariaAttributes: true });
  return (
    <Field id={field.id} label={label} error={field.errors?.[0]} hint={hint} labelAside={labelAside}>
      <input key={key} {...props} {...rest} className={className} />
    </Field>
  );
}

/** A select beside its label and error; the options are the children. */
export function SelectField({
  field,
  label,
  hint,
  labelAside,
  className = inputClass,
  children,
  ...rest
}: Common & { children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "defaultValue" | "form">) {
  const { key, ...props } = scalarSelectProps(getSelectProps(field, { ariaAttributes: true }));
  return (
    <Field id={field.id} label={label} error={field.errors?.[0]} hint={hint} labelAside={labelAside}>
      <select key={key} {...props} {...rest} className={className}>
        {children}
      </select>
    </Field>
  );
}

/**
 * A select's props with a single default value: a refused post that sent the field twice comes back with both
 * values, which a single select cannot show (React refuses an array there); it starts unselected instead.
 */
export function scalarSelectProps<P extends { defaultValue?: unknown }>(props: P): P {
  return Array.isArray(props.defaultValue) ? { ...props, defaultValue: undefined } : props;
}

/** A textarea beside its label and error. */
export function TextareaField({
  field,
  label,
  hint,
  labelAside,
  className = inputClass,
  ...rest
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "defaultValue" | "form">) {
  const { key, ...props } = getTextareaProps(field, { ariaAttributes: true });
  return (
    <Field id={field.id} label={label} error={field.errors?.[0]} hint={hint} labelAside={labelAside}>
      <textarea key={key} {...props} {...rest} className={className} />
    </Field>
  );
}
