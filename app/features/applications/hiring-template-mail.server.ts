import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { templateOfOrganisation, templatesOfOrganisation } from "~/db/email-templates.server";
import { applicationEmails, organisations } from "~/db/schema";
import { bodyParagraphs, renderTemplate } from "~/lib/email-template";
import type { EmailTemplateKind } from "~/lib/email-template-kinds";
import { AppError } from "~/lib/errors";
import type { Actor } from "~/lib/permissions";
import { templateValues } from "./move-batch.server";
import { interviewTexts as t } from "./interviews/messages";

// The interview proposal and the offer are written from one of the organisation's templates of their kind, rendered
// for the doctor with the values the rejection uses (docs/decisions/100-bulk-actions-and-email-templates.md); the
// details of the form (times, place, salary) follow the rendered text. "builtin" keeps the built-in text.

type Candidate = { doctorName: string; jobTitle: string; company: string; stageName: string | null; jobOrganisationId: string | null };

async function organisationName(candidate: Candidate): Promise<string> {
  if (!candidate.jobOrganisationId) return candidate.company;
  const [org] = await db().select({ name: organisations.name }).from(organisations).where(eq(organisations.id, candidate.jobOrganisationId)).limit(1);
  return org?.name ?? candidate.company;
}

function render(template: { subject: string; body: string }, values: ReturnType<typeof templateValues>) {
  const body = renderTemplate(template.body, values);
  return { subject: renderTemplate(template.subject, values), body, paragraphs: bodyParagraphs(body) };
}

export type TemplatedText = { subject: string; body: string; paragraphs: string[] };

/**
 * The text of the mail from the chosen template (by default the organisation's first of this kind), or null for the
 * built-in text. Another organisation's template is refused as forbidden; one of another kind as invalid input.
 */
export async function hiringTemplateText(input: { actor: Actor; candidate: Candidate; kind: EmailTemplateKind; templateId: number | "builtin" | undefined }): Promise<TemplatedText | null> {
  if (input.templateId === "builtin") return null;
  const orgId = input.candidate.jobOrganisationId;
  let template;
  if (input.templateId === undefined) {
    template = orgId ? ((await templatesOfOrganisation(orgId)).find((x) => x.kind === input.kind) ?? null) : null;
    if (!template) return null;
  } else {
    template = orgId ? await templateOfOrganisation(orgId, input.templateId) : null;
    if (!template) throw new AppError("forbidden", t.templateNotFound, { templateId: t.templateNotFound });
    if (template.kind !== input.kind) throw new AppError("invalid_input", t.templateWrongKind, { templateId: t.templateWrongKind });
  }
  const values = templateValues({ doctorName: input.candidate.doctorName, jobTitle: input.candidate.jobTitle, organisationName: await organisationName(input.candidate), stageName: input.candidate.stageName ?? "", senderName: input.actor.name });
  return render(template, values);
}

export type HiringTemplateChoice = { templates: { id: number; name: string; preview: { subject: string; paragraphs: string[] } }[]; forName: string };

/** The organisation's templates of a kind, each rendered for this doctor: the form lists them with their previews. */
export async function hiringTemplateChoices(input: { actor: Actor; candidate: Candidate; kind: EmailTemplateKind }): Promise<HiringTemplateChoice> {
  const orgId = input.candidate.jobOrganisationId;
  const templates = orgId ? (await templatesOfOrganisation(orgId)).filter((x) => x.kind === input.kind) : [];
  if (templates.length === 0) return { templates: [], forName: input.candidate.doctorName };
  const values = templateValues({ doctorName: input.candidate.doctorName, jobTitle: input.candidate.jobTitle, organisationName: await organisationName(input.candidate), stageName: input.candidate.stageName ?? "", senderName: input.actor.name });
  return {
    forName: input.candidate.doctorName,
    templates: templates.map((x) => {
      const r = render(x, values);
      return { id: x.id, name: x.name, preview: { subject: r.subject, paragraphs: r.paragraphs } };
    }),
  };
}

/**
 * A message written once for many doctors, with its {{variables}} filled in for each: doctor profile id to text.
 * `stageName` is the stage each application stands in.
 */
export async function personalisedMessages(input: {
  actor: Actor;
  job: { title: string; company: string; organisationId: string | null };
  doctors: { doctorId: string; name: string; stageName: string }[];
  body: string;
}): Promise<Map<string, string>> {
  const organisation = await organisationName({ doctorName: "", jobTitle: input.job.title, company: input.job.company, stageName: null, jobOrganisationId: input.job.organisationId });
  return new Map(
    input.doctors.map((d) => [
      d.doctorId,
      renderTemplate(input.body, templateValues({ doctorName: d.name, jobTitle: input.job.title, organisationName: organisation, stageName: d.stageName, senderName: input.actor.name })),
    ]),
  );
}

/** The application's timeline shows the mail that was sent. */
export async function recordApplicationEmail(input: { applicationId: number; subject: string; body: string; sentBy: string }): Promise<void> {
  await db().insert(applicationEmails).values({ applicationId: input.applicationId, subject: input.subject, body: input.body, sentBy: input.sentBy });
}
