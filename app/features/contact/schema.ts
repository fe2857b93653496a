import { z } from "zod";
import { choice, optionalText, requiredText, serialId } from "~/lib/form-schema";
import { contactForm as msg } from "~/features/contact/messages";

// The contact form of /contact-us, shared by the page (constraints) and its action. Client-safe.

export const CONTACT_LIMITS = { name: 120, email: 254, phone: 20, organisation: 160, messageMin: 10, message: 5000 } as const;
/** What the enquiry is about: the admin's inbox sorts by it. */
export const ENQUIRY_NEEDS = ["hire", "job", "other"] as const;
export const ENQUIRY_STATUSES = ["new", "contacted", "closed"] as const;

const isEmail = (value: string) => z.email().safeParse(value).success;
/** Digits with the usual separators, at least 7 digits ("+91 98480 22110", "040-4850 2200"). */
const isPhone = (value: string) => /^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, "").length >= 7;

export const ContactSchema = z.object({
  name: requiredText({ required: msg.nameRequired, max: CONTACT_LIMITS.name, collapseSpaces: true }),
  email: requiredText({ required: msg.emailRequired, max: CONTACT_LIMITS.email }).refine(isEmail, { error: msg.emailInvalid }),
  phone: optionalText({ max: CONTACT_LIMITS.phone }).refine((v) => v === undefined || isPhone(v), { error: msg.phoneInvalid }),
  organisation: optionalText({ max: CONTACT_LIMITS.organisation, maxMessage: msg.organisationTooLong }),
  need: choice(ENQUIRY_NEEDS, msg.needRequired).default("other"),
  message: requiredText({
    required: msg.messageRequired,
    min: CONTACT_LIMITS.messageMin,
    minMessage: msg.messageTooShort,
    max: CONTACT_LIMITS.message,
    maxMessage: msg.messageTooLong,
  }),
  /** Spam checks without third parties: a field people never see (robots fill it) and when the form was shown. */
  website: optionalText({ max: 200 }),
  shownAt: optionalText({ max: 100 }),
});

export const UpdateEnquirySchema = z.object({
  id: serialId(msg.enquiryNotFound),
  status: choice(ENQUIRY_STATUSES, msg.statusInvalid),
  notes: optionalText({ max: 5000, maxMessage: msg.notesTooLong }),
});

export type ContactInput = z.output<typeof ContactSchema>;
