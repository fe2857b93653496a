import type { ReactNode } from "react";
import { Form } from "react-router";

/**
 * A form that is one button posting hidden values (move a stage up, remove a criterion). There is nothing in it to
 * check in the browser, so it holds no conform form state (decision 108): the action parses it with its schema and
 * the page shows a refusal where the feature puts it.
 */
export function PostButton({
  id,
  fields,
  label,
  className,
  children,
}: {
  id: string;
  fields: Record<string, string | number>;
  /** The button's accessible name and tooltip, when its content is a symbol. */
  label?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset id={id}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" aria-label={label} title={label} className={className}>
        {children}
      </button>
    </Form>
  );
}
