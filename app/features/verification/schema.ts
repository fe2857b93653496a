// The employer's verification request form (client-safe; the same schema checks the browser and the action).
import { z } from "zod";
import { choice, requiredText } from "~/lib/form-schema";
import { formInput, trust } from "~/lib/messages";

/** The form's hidden intent, which lets a page with forms of its own (the dashboard's first tab) tell this one apart. */
export const VERIFICATION_INTENT = "request-verification";

export const ORG_TYPES = ["hospital", "clinic", "agency"] as const;
export type OrgType = (typeof ORG_TYPES)[number];

/** An official e-mail domain (apollohospitals.com) or a registration / GSTIN number (letters, digits, / - and spaces). */
const ORG_REGISTRATION = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+|[A-Za-z0-9][A-Za-z0-9/ -]{4,39})$/i;

export const VerificationRequestSchema = z.object({
  intent: choice([VERIFICATION_INTENT], formInput.unknownAction).optional(),
  company: requiredText({ required: trust.orgNameRequired, max: 200, maxMessage: trust.tooLong }),
  orgType: choice(ORG_TYPES, trust.orgTypeRequired),
  location: requiredText({ required: trust.cityRequired, max: 100, maxMessage: trust.tooLong }),
  orgRegistration: requiredText({ required: trust.orgRegistrationRequired, max: 120, maxMessage: trust.tooLong }).refine((v) => ORG_REGISTRATION.test(v), trust.orgRegistrationRequired),
  contactPerson: requiredText({ required: trust.contactPersonRequired, max: 120, maxMessage: trust.tooLong, collapseSpaces: true }),
});
export type VerificationRequest = z.output<typeof VerificationRequestSchema>;
