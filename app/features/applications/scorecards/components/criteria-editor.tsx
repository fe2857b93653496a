import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "react-router";
import { useAppForm } from "~/components/forms/app-form";
import type { FormReply } from "~/lib/form-schema";
import { criteriaTexts as c } from "../messages";
import { CriterionEditSchema } from "../schema";
import { InlineError } from "~/components/forms/inline-error";
import { PostButton } from "~/components/forms/post-button";

export type EditableCriterion = { id: number; name: string; guidance: string | null };

const small = "rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-50";

/** A criterion's name and guidance with its button: editing one, or adding one. */
function CriterionForm({ id, criterion, reply }: { id: string; criterion?: EditableCriterion; reply: FormReply | null | undefined }) {
  const intent = criterion ? "editCriterion" : "addCriterion";
  const posted = reply?.result?.initialValue;
  const mine = posted?.intent === intent && (!criterion || posted?.criterionId === String(criterion.id));
  const [form, fields] = useAppForm(CriterionEditSchema, { id, reply: mine ? reply : null, defaultValue: { name: criterion?.name ?? "", guidance: criterion?.guidance ?? "" } });
  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: "text", ariaAttributes: true });
  const { key: guidanceKey, ...guidanceProps } = getInputProps(fields.guidance, { type: "text", ariaAttributes: true });
  const error = fields.name.errors?.[0] ?? fields.guidance.errors?.[0] ?? form.errors?.[0];
  const what = criterion ? `: ${criterion.name}` : "";
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value={intent} />
      {criterion ? <input type="hidden" name="criterionId" value={criterion.id} /> : null}
      <div>
        <label htmlFor={fields.name.id} className={criterion ? "sr-only" : "block text-xs text-slate-600"}>
          {`${c.name}${what}`}
        </label>
        <input key={nameKey} {...nameProps} required className="w-48 rounded-md border border-slate-300 px-2 py-1 text-sm aria-[invalid=true]:border-red-500" />
      </div>
      <div className="min-w-48 flex-1">
        <label htmlFor={fields.guidance.id} className={criterion ? "sr-only" : "block text-xs text-slate-600"}>
          {`${c.guidance}${what}`}
        </label>
        <input key={guidanceKey} {...guidanceProps} placeholder={c.guidance} className="w-full rounded-md border border-slate-300 px-2 py-1 text-sm aria-[invalid=true]:border-red-500" />
      </div>
      <button type="submit" className={`${small} font-medium`}>
        {criterion ? c.save : c.add}
      </button>
      <InlineError id={fields.name.errorId} message={error} wide />
    </Form>
  );
}

/** The job's scorecard criteria, editable beside its pipeline: edit, reorder, remove (all but the last), add. */
export function CriteriaEditor({ criteria, reply }: { criteria: EditableCriterion[]; reply: FormReply | null | undefined }) {
  const intent = reply?.result?.initialValue?.intent;
  const listError = intent === "removeCriterion" || intent === "moveCriterion" ? reply?.result?.error?.[""]?.[0] : null;
  return (
    <details className="mt-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="criteria-editor" open>
      <summary className="cursor-pointer font-medium text-slate-900">{c.editorHeading}</summary>
      <p className="mt-2 text-sm text-slate-600">{c.intro}</p>
      {listError ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {listError}
        </p>
      ) : null}
      <ol className="mt-3 space-y-2">
        {criteria.map((criterion, i) => (
          <li key={criterion.id} className="flex flex-wrap items-center gap-2" data-testid="scorecard-criterion-row">
            <CriterionForm id={`criterion-${criterion.id}`} criterion={criterion} reply={reply} />
            {i > 0 ? (
              <PostButton className={small} id={`criterion-up-${criterion.id}`} fields={{ intent: "moveCriterion", criterionId: String(criterion.id), direction: "up" }} label={c.moveUp(criterion.name)}>
                ↑
              </PostButton>
            ) : null}
            {i < criteria.length - 1 ? (
              <PostButton className={small} id={`criterion-down-${criterion.id}`} fields={{ intent: "moveCriterion", criterionId: String(criterion.id), direction: "down" }} label={c.moveDown(criterion.name)}>
                ↓
              </PostButton>
            ) : null}
            {criteria.length > 1 ? (
              <PostButton className={small} id={`criterion-remove-${criterion.id}`} fields={{ intent: "removeCriterion", criterionId: String(criterion.id) }} label={c.remove(criterion.name)}>
                ✕
              </PostButton>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="mt-3 border-t border-slate-200 pt-3">
        <CriterionForm id="add-criterion" reply={reply} />
      </div>
    </details>
  );
}
