// The employer's verification request form (client-safe; the same schema checks the browser and the action).
import { z } from "zod";
import { choice, requiredText } from "~/lib/form-schema";
import { formInput, validation } from "~/lib/messages";
import { verification } from "~/features/verification/messages";
import { VERIFICATION_INTENT } from "./intent";

/** The form's hidden intent, which lets a page with forms of its own (the dashboard's first tab) tell this one apart. */

export const ORG_TYPES = ["hospital", "clinic", "agency"] as const;
export type OrgType = (typeof ORG_TYPES)[number];

/** An official e-mail domain (apollohospitals.com) or a registration / GSTIN number (letters, digits, / - and spaces). */
const ORG_REGISTRATION = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+|[A-Za-z0-9][A-Za-z0-9/ -]{4,39})$/i;

export const VerificationRequestSchema = z.object({
  intent: choice([VERIFICATION_INTENT], formInput.unknownAction).optional(),
  company: requiredText({ required: verification.orgNameRequired, max: 200, maxMessage: validation.tooLong }),
  orgType: choice(ORG_TYPES, verification.orgTypeRequired),
  location: requiredText({ required: verification.cityRequired, max: 100, maxMessage: validation.tooLong }),
  orgRegistration: requiredText({ required: verification.orgRegistrationRequired, max: 120, maxMessage: validation.tooLong }).refine((v) => ORG_REGISTRATION.test(v), verification.orgRegistrationRequired),
  contactPerson: requiredText({ required: verification.contactPersonRequired, max: 120, maxMessage: validation.tooLong, collapseSpaces: true }),
});
export type VerificationRequest = z.output<typeof VerificationRequestSchema>;
