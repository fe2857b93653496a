import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "react-router";
import { FormErrors } from "~/components/forms/app-form";

const button = "rounded-md px-4 py-2 text-sm font-semibold";

/** The buttons of the employer's interview and offer cards. */
export const hiringButtons = {
  primary: `${button} bg-brand-600 text-white hover:bg-brand-700`,
  danger: `${button} border border-red-200 text-red-700 hover:bg-red-50`,
} as const;

/** A form that is one button: what the server refused, the hidden fields naming what it acts on, and the button. */
export function OneButtonForm<Fields extends Record<string, unknown>>({
  form,
  hidden,
  label,
  className,
}: {
  form: FormMetadata<Fields, string[]>;
  hidden: Record<string, string | number>;
  label: string;
  className: string;
}) {
  return (
    <Form method="post" {...getFormProps(form)}>
      <FormErrors form={form} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
}
