import { verification } from "~/features/verification/messages";
import type { MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { requestVerification } from "./request-verification.server";
import { VerificationRequestSchema } from "./schema";

/**
 * The employer's verification request, from the Verification tab or the dashboard's first tab (`back`, where the form
 * was): 400 with the reasons beside the fields and what was typed, or saved and back there with a toast.
 */
export async function handleVerificationRequest({ form, actor, back }: { form: FormData; actor: MaybeActor; back: string }) {
  const submission = parseForm(form, VerificationRequestSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    await requestVerification({ actor, input: submission.value });
  } catch (error) {
    return actionError(error, { toastTitle: verification.requestTitle, submission, context: "verification request failed" });
  }
  return redirectWithToast(back, verification.requestSent);
}

/** The verification state of the employer's organisation (its name is the company the admin checks). */
export function verificationState(organisation: {
  verifiedAt: Date | null;
  rejectedAt: Date | null;
  rejectionReason: string | null;
  verificationRequestedAt: Date | null;
  name: string;
  orgType: string | null;
  location: string | null;
  orgRegistration: string | null;
  contactPerson: string | null;
}) {
  return {
    status: organisation.verifiedAt ? ("verified" as const) : organisation.rejectedAt ? ("rejected" as const) : ("pending" as const),
    requested: !!organisation.verificationRequestedAt,
    requestedAt: organisation.verificationRequestedAt,
    rejectionReason: organisation.rejectionReason,
    values: {
      company: organisation.name,
      orgType: organisation.orgType ?? "",
      location: organisation.location ?? "",
      orgRegistration: organisation.orgRegistration ?? "",
      contactPerson: organisation.contactPerson ?? "",
    },
  };
}
