import { data } from "react-router";
import { trust } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { describeError } from "~/lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { requestVerification } from "./request-verification.server";
import { VerificationRequestSchema } from "./schema";

export type VerificationReply = { verification: true; fieldErrors: Record<string, string>; error: string | null };

/**
 * The employer's verification request, from the Verification tab or the dashboard's first tab (`back`, where the form
 * was): 400 with the reasons beside the fields, or saved and back there with a toast.
 */
export async function handleVerificationRequest({ form, actor, back }: { form: FormData; actor: MaybeActor; back: string }) {
  const parsed = VerificationRequestSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "");
      fieldErrors[key] ??= issue.message;
    }
    return data<VerificationReply>({ verification: true, fieldErrors, error: null }, { status: 400 });
  }
  try {
    await requestVerification({ actor, input: parsed.data });
  } catch (error) {
    const { status, message } = describeError(error, "verification request failed");
    return data<VerificationReply>({ verification: true, fieldErrors: {}, error: message }, { status });
  }
  return redirectWithToast(back, trust.requestSent);
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
