import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "react-router";
import { useAppForm } from "~/components/forms/app-form";
import type { FormReply } from "~/lib/form-schema";
import { pipeline as p } from "../messages";
import { StageEditSchema } from "../schema";
import { canRemoveStage, isExit, type Stage } from "../stage-template";
import { InlineError } from "~/components/forms/inline-error";
import { PostButton } from "~/components/forms/post-button";

type CountedStage = Stage & { count: number };

const small = "rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-50";

/** A stage name field with its button: renaming a stage, or adding one. */
function NameForm({ id, intent, stage, label, reply }: { id: string; intent: "addStage" | "renameStage"; stage?: Stage; label: string; reply: FormReply | null | undefined }) {
  const posted = reply?.result?.initialValue;
  const mine = posted?.intent === intent && (intent === "addStage" || posted?.stageId === String(stage?.id));
  const [form, fields] = useAppForm(StageEditSchema, { id, reply: mine ? reply : null, defaultValue: { name: stage?.name ?? "" } });
  const { key, ...nameProps } = getInputProps(fields.name, { type: "text", ariaAttributes: true });
  const error = fields.name.errors?.[0] ?? form.errors?.[0];
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value={intent} />
      {stage ? <input type="hidden" name="stageId" value={stage.id} /> : null}
      <label htmlFor={fields.name.id} className="sr-only">
        {stage ? `${p.stageName}: ${stage.name}` : p.stageName}
      </label>
      <input key={key} {...nameProps} placeholder={p.stageName} className="w-44 rounded-md border border-slate-300 px-2 py-1 text-sm aria-[invalid=true]:border-red-500" />
      <button type="submit" className="rounded-md border border-slate-300 px-2 py-1 text-sm font-medium hover:bg-slate-50">
        {label}
      </button>
      <InlineError id={fields.name.errorId} message={error} wide />
    </Form>
  );
}

/** The job's pipeline, editable: rename any stage, reorder and remove (when empty) the active ones, add one. */
export function PipelineEditor({ stages, reply }: { stages: CountedStage[]; reply: FormReply | null | undefined }) {
  const active = stages.filter((s) => !isExit(s.kind));
  const removalError = reply?.result?.initialValue?.intent === "removeStage" || reply?.result?.initialValue?.intent === "moveStage" ? reply.result.error?.[""]?.[0] : null;
  return (
    <details open className="mt-4 rounded-xl border border-slate-200 bg-white p-4" data-testid="pipeline-editor">
      <summary className="cursor-pointer font-medium text-slate-900">{p.editPipeline}</summary>
      {removalError ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {removalError}
        </p>
      ) : null}
      <ol className="mt-3 space-y-2">
        {stages.map((stage) => {
          const i = active.findIndex((s) => s.id === stage.id);
          return (
            <li key={stage.id} className="flex flex-wrap items-center gap-2" data-testid="pipeline-stage">
              <NameForm id={`rename-${stage.id}`} intent="renameStage" stage={stage} label={p.rename} reply={reply} />
              <span className="text-xs text-slate-500">{p.inStage(stage.count)}</span>
              {isExit(stage.kind) ? (
                <span className="text-xs text-slate-500">{p.exitFixed}</span>
              ) : (
                <>
                  {i > 0 ? (
                    <PostButton className={small} id={`up-${stage.id}`} fields={{ intent: "moveStage", stageId: String(stage.id), direction: "up" }} label={p.moveUp(stage.name)}>
                      ↑
                    </PostButton>
                  ) : null}
                  {i < active.length - 1 ? (
                    <PostButton className={small} id={`down-${stage.id}`} fields={{ intent: "moveStage", stageId: String(stage.id), direction: "down" }} label={p.moveDown(stage.name)}>
                      ↓
                    </PostButton>
                  ) : null}
                  {canRemoveStage(stage, stage.count) ? (
                    <PostButton className={small} id={`remove-${stage.id}`} fields={{ intent: "removeStage", stageId: String(stage.id) }} label={p.remove(stage.name)}>
                      ✕
                    </PostButton>
                  ) : null}
                </>
              )}
            </li>
          );
        })}
      </ol>
      <div className="mt-3 border-t border-slate-200 pt-3">
        <NameForm id="add-stage" intent="addStage" label={p.addStage} reply={reply} />
      </div>
    </details>
  );
}
