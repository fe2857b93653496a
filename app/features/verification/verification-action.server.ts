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

/** The verification state of the employer's profile. */
export function verificationState(profile: {
  verifiedAt: Date | null;
  rejectedAt: Date | null;
  rejectionReason: string | null;
  verificationRequestedAt: Date | null;
  company: string | null;
  orgType: string | null;
  location: string | null;
  orgRegistration: string | null;
  contactPerson: string | null;
}) {
  return {
    status: profile.verifiedAt ? ("verified" as const) : profile.rejectedAt ? ("rejected" as const) : ("pending" as const),
    requested: !!profile.verificationRequestedAt,
    requestedAt: profile.verificationRequestedAt,
    rejectionReason: profile.rejectionReason,
    values: {
      company: profile.company ?? "",
      orgType: profile.orgType ?? "",
      location: profile.location ?? "",
      orgRegistration: profile.orgRegistration ?? "",
      contactPerson: profile.contactPerson ?? "",
    },
  };
}
