// The kinds of e-mail template an organisation keeps (the database's check constraint lists the same). Client-safe.
export const EMAIL_TEMPLATE_KINDS = ["rejection", "interview_invitation", "offer", "general"] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];
