import { Form } from "react-router";

const smallButton = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50";

/** A button that posts one intent with the hidden fields naming what it acts on (a member, an endpoint, ...). */
export function IntentButton({ intent, fields, label, className = smallButton }: { intent: string; fields: Record<string, string | number>; label: string; className?: string }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={String(v)} />
      ))}
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
}
