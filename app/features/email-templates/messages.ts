// The texts of the organisation's e-mail templates page and of template previews
// (docs/decisions/100-bulk-actions-and-email-templates.md).
import type { ToastMessage } from "~/lib/messages";
import type { TemplateVariable } from "~/lib/email-template";

export const TEMPLATE_KIND_LABELS = {
  rejection: "Rejection",
  interview_invitation: "Interview invitation",
  offer: "Offer",
  general: "General",
} as const;

export const VARIABLE_HINTS: Record<TemplateVariable, string> = {
  doctor_name: "the doctor's name",
  job_title: "the job's title",
  organisation_name: "your organisation's name",
  stage_name: "the stage the application moves to",
  sender_name: "your name",
};

export const emailTemplates = {
  tabLabel: "E-mail Templates",
  title: "E-mail templates",
  intro: "The e-mails your team sends to doctors. Variables in double braces are filled in for each doctor when the e-mail is sent.",
  readOnly: "You can use these templates when you reject a candidate; owners, admins and recruiters change them.",
  variablesHeading: "Variables you can use",
  listHeading: "Templates",
  none: "No templates yet.",
  newHeading: "New template",
  editHeading: (name: string) => `Edit ${name}`,
  nameLabel: "Name",
  kindLabel: "Kind",
  subjectLabel: "Subject",
  bodyLabel: "Body",
  bodyHint: "Leave an empty line between paragraphs.",
  create: "Create template",
  save: "Save changes",
  edit: "Edit",
  remove: (name: string) => `Delete ${name}`,
  cancel: "Cancel",
  nameRequired: "Enter a name for the template.",
  subjectRequired: "Enter a subject.",
  bodyRequired: "Enter the e-mail's text.",
  tooLong: (max: number) => `Use at most ${max} characters.`,
  kindInvalid: "Choose a kind of template.",
  unknownVariable: (names: string[]) =>
    names.length === 1 ? `Unknown variable {{${names[0]}}}: use one of the variables listed.` : `Unknown variables ${names.map((n) => `{{${n}}}`).join(", ")}: use the variables listed.`,
  nameTaken: "Your organisation already has a template of that name.",
  notFound: "That template does not exist.",
  notAllowed: "Only owners, admins and recruiters can change e-mail templates.",
  noOrganisation: "E-mail templates belong to an organisation; this account is not a member of one.",
  created: { title: "Template Created", description: "It can be used from now on." } as ToastMessage,
  saved: { title: "Template Saved", description: "Your changes have been saved." } as ToastMessage,
  deleted: { title: "Template Deleted", description: "The template has been removed." } as ToastMessage,
  failed: "Template Not Saved",
  previewHeading: "Preview",
} as const;

/**
 * The templates every organisation starts with. Written into the database by migration 0026 (its
 * email_templates_seed_defaults function, run for the existing organisations and by a trigger for each new one); a
 * test holds the two equal.
 */
export const DEFAULT_EMAIL_TEMPLATES = [
  {
    name: "Polite rejection",
    kind: "rejection",
    subject: "Your application for {{job_title}} at {{organisation_name}}",
    body: "Dear {{doctor_name}},\n\nThank you for applying for {{job_title}} at {{organisation_name}}, and for the time you gave to it.\n\nAfter careful consideration, we have decided not to take your application further. We wish you every success in your search.\n\nWith kind regards,\n{{sender_name}}\n{{organisation_name}}",
  },
  {
    name: "Interview invitation",
    kind: "interview_invitation",
    subject: "Interview for {{job_title}} at {{organisation_name}}",
    body: "Dear {{doctor_name}},\n\nThank you for your application for {{job_title}}. We would like to meet you for an interview and will write to you with the possible times.\n\nWith kind regards,\n{{sender_name}}\n{{organisation_name}}",
  },
  {
    name: "Offer",
    kind: "offer",
    subject: "An offer for {{job_title}} at {{organisation_name}}",
    body: "Dear {{doctor_name}},\n\nWe are delighted to offer you the position of {{job_title}} at {{organisation_name}}. We will send you the details of the offer shortly.\n\nWith kind regards,\n{{sender_name}}\n{{organisation_name}}",
  },
] as const;
