import { z } from "zod";
import { optionalText, requiredText } from "~/lib/form-schema";
import { contactForm as msg } from "~/lib/messages";

// The contact form of /contact-us, shared by the page (constraints) and its action. Client-safe.

export const CONTACT_LIMITS = { name: 120, email: 254, phone: 20, messageMin: 10, message: 5000 } as const;

const isEmail = (value: string) => z.email().safeParse(value).success;
/** Digits with the usual separators, at least 7 digits ("+91 98480 22110", "040-4850 2200"). */
const isPhone = (value: string) => /^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, "").length >= 7;

export const ContactSchema = z.object({
  name: requiredText({ required: msg.nameRequired, max: CONTACT_LIMITS.name, collapseSpaces: true }),
  email: requiredText({ required: msg.emailRequired, max: CONTACT_LIMITS.email }).refine(isEmail, { error: msg.emailInvalid }),
  phone: optionalText({ max: CONTACT_LIMITS.phone }).refine((v) => v === undefined || isPhone(v), { error: msg.phoneInvalid }),
  message: requiredText({
    required: msg.messageRequired,
    min: CONTACT_LIMITS.messageMin,
    minMessage: msg.messageTooShort,
    max: CONTACT_LIMITS.message,
    maxMessage: msg.messageTooLong,
  }),
});

export type ContactInput = z.output<typeof ContactSchema>;
