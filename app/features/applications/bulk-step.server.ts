import { templateOfOrganisation, templatesOfOrganisation } from "~/db/email-templates.server";
import { AppError } from "~/lib/errors";
import type { MaybeActor } from "~/lib/permissions";
import { personalisedMessages } from "./hiring-template-mail.server";
import { bulk as b } from "./messages";
import { tagsOfOrganisation } from "./candidate-tags.server";
import { requireSelection } from "./move-batch.server";
import { rejectionMailChoice, type RejectionMailChoice } from "./pipeline-board.server";
import type { BulkAction } from "./stage-template";
import type { Stage } from "./stage-template";

export type BulkStep = {
  action: BulkAction;
  selected: { id: number; name: string }[];
  /** Move: the stages the selection may go to (not the exits that have their own step or belong to the doctor). */
  stages: Stage[];
  /** Reject: the job's Rejected stage, the reasons' form and the e-mail's choice and preview. */
  rejected: Stage | null;
  mail: RejectionMailChoice | null;
  previewFor: number | null;
  /** Tag: the organisation's tags, to pick from. */
  tags: { id: number; name: string }[];
  /** Message: the organisation's general templates, the chosen one's text and its rendering for one doctor. */
  message: MessageTemplateChoice | null;
};

export type MessageTemplateChoice = {
  templates: { id: number; name: string }[];
  chosen: number | null;
  body: string;
  preview: { forName: string; text: string } | null;
};

/**
 * The step of a bulk action: who is selected (every id an applicant of this job, or the whole selection is refused),
 * and what the step's form needs. The rejection step previews the e-mail for one chosen candidate of the selection.
 */
export async function loadBulkStep(input: {
  actor: MaybeActor;
  jobId: number;
  action: BulkAction;
  applicationIds: readonly number[];
  templateId: number | "none" | null;
  previewFor: number | null;
}): Promise<BulkStep> {
  const { actor, job, stages, selected } = await requireSelection(input.actor, input.jobId, input.applicationIds, "moveCandidates");
  const rejected = stages.find((s) => s.kind === "rejected") ?? null;
  let mail: RejectionMailChoice | null = null;
  let previewFor: number | null = null;
  if (input.action === "reject" && rejected) {
    const who = selected.find((s) => s.id === input.previewFor) ?? selected[0]!;
    previewFor = who.id;
    mail = await rejectionMailChoice({ actor, job, stageName: rejected.name, doctorName: who.name, templateId: input.templateId });
  }
  let message: MessageTemplateChoice | null = null;
  if (input.action === "message") {
    const who = selected.find((s) => s.id === input.previewFor) ?? selected[0]!;
    previewFor = who.id;
    const orgId = job.organisationId;
    const templates = orgId ? (await templatesOfOrganisation(orgId)).filter((x) => x.kind === "general") : [];
    const chosen = typeof input.templateId === "number" ? (orgId ? await templateOfOrganisation(orgId, input.templateId) : null) : null;
    if (typeof input.templateId === "number" && chosen?.kind !== "general") throw new AppError("forbidden", b.messageTemplateNotFound);
    const stageName = stages.find((s) => s.id === who.stageId)?.name ?? "";
    const text = chosen ? (await personalisedMessages({ actor, job, doctors: [{ doctorId: who.doctorId, name: who.name, stageName }], body: chosen.body })).get(who.doctorId)! : null;
    message = {
      templates: templates.map((x) => ({ id: x.id, name: x.name })),
      chosen: chosen?.id ?? null,
      body: chosen?.body ?? "",
      preview: text === null ? null : { forName: who.name, text },
    };
  }
  return {
    message,
    action: input.action,
    selected: selected.map((s) => ({ id: s.id, name: s.name })),
    stages: stages.filter((s) => s.kind === "active" || s.kind === "hired"),
    rejected,
    mail,
    previewFor,
    tags: input.action === "tag" ? await tagsOfOrganisation(job.organisationId) : [],
  };
}
