import { and, count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, jobStages } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { MaybeActor } from "~/lib/permissions";
import { ensureJobStages, recordPipelineChange, requireManagedJob } from "./job-stages.server";
import { pipeline as p } from "./messages";
import { STAGE_NAME_MAX, canRemoveStage, isExit } from "./stage-template";

export type PipelineEdit =
  | { intent: "addStage"; name: string }
  | { intent: "renameStage"; stageId: number; name: string }
  | { intent: "moveStage"; stageId: number; direction: "up" | "down" }
  | { intent: "removeStage"; stageId: number };

function cleanName(name: string): string {
  const text = name.trim().replace(/\s+/g, " ");
  if (!text) throw new AppError("invalid_input", p.stageNameRequired, { name: p.stageNameRequired });
  if (text.length > STAGE_NAME_MAX) throw new AppError("invalid_input", p.stageNameTooLong(STAGE_NAME_MAX), { name: p.stageNameTooLong(STAGE_NAME_MAX) });
  return text;
}

/**
 * Changes one job's pipeline: add an active stage (after the last active one), rename a stage, move an active stage
 * up or down among the active ones, or remove an active stage nobody stands in. The exits are fixed at the end and
 * cannot be removed. Each change is written with its audit row in one transaction.
 */
export async function editPipeline({ actor: maybeActor, jobId, edit }: { actor: MaybeActor; jobId: number; edit: PipelineEdit }): Promise<void> {
  const { actor } = await requireManagedJob(maybeActor, jobId, "edit");
  const stages = await ensureJobStages(jobId);
  const active = stages.filter((s) => !isExit(s.kind));
  const target = "stageId" in edit ? stages.find((s) => s.id === edit.stageId) : undefined;
  if ("stageId" in edit && !target) throw new AppError("not_found", p.stageNotFound);
  const nameTaken = (name: string, except?: number) => stages.some((s) => s.id !== except && s.name.toLowerCase() === name.toLowerCase());

  await db().transaction(async (tx) => {
    let details: Record<string, unknown>;
    switch (edit.intent) {
      case "addStage": {
        const name = cleanName(edit.name);
        if (nameTaken(name)) throw new AppError("invalid_input", p.stageNameTaken, { name: p.stageNameTaken });
        const position = Math.max(-1, ...active.map((s) => s.position)) + 1;
        // The exits stay after the active stages: they move one place along when a stage is added.
        for (const exit of stages.filter((s) => isExit(s.kind) && s.position <= position)) {
          await tx.update(jobStages).set({ position: exit.position + stages.length }).where(eq(jobStages.id, exit.id));
        }
        await tx.insert(jobStages).values({ jobId, name, position, kind: "active" });
        details = { added: name };
        break;
      }
      case "renameStage": {
        const name = cleanName(edit.name);
        if (nameTaken(name, target!.id)) throw new AppError("invalid_input", p.stageNameTaken, { name: p.stageNameTaken });
        await tx.update(jobStages).set({ name }).where(eq(jobStages.id, target!.id));
        // The applications standing in it carry its name.
        await tx.update(applications).set({ status: name }).where(eq(applications.stageId, target!.id));
        details = { renamed: target!.name, to: name };
        break;
      }
      case "moveStage": {
        if (isExit(target!.kind)) throw new AppError("conflict", p.exitNotReordered);
        const i = active.findIndex((s) => s.id === target!.id);
        const other = active[edit.direction === "up" ? i - 1 : i + 1];
        if (!other) return;
        await tx.update(jobStages).set({ position: other.position }).where(eq(jobStages.id, target!.id));
        await tx.update(jobStages).set({ position: target!.position }).where(eq(jobStages.id, other.id));
        details = { moved: target!.name, direction: edit.direction };
        break;
      }
      case "removeStage": {
        if (isExit(target!.kind)) throw new AppError("conflict", p.exitNotRemovable);
        const [row] = await tx.select({ n: count() }).from(applications).where(eq(applications.stageId, target!.id));
        if (!canRemoveStage(target!, row?.n ?? 0)) throw new AppError("conflict", p.stageNotEmpty);
        await tx.delete(jobStages).where(and(eq(jobStages.id, target!.id), eq(jobStages.jobId, jobId)));
        details = { removed: target!.name };
        break;
      }
    }
    await recordPipelineChange(tx, { actor, action: "pipeline.edit", targetType: "job", targetId: jobId, details: { intent: edit.intent, ...details } });
  });
}
