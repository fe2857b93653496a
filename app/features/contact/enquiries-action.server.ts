import { contactForm as msg } from "~/features/contact/messages";
import type { MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { updateEnquiry } from "./enquiries.server";
import { UpdateEnquirySchema } from "./schema";

/** The inbox's per-enquiry form (status and notes); back to the same list with a toast. */
export async function handleEnquiryUpdate({ form, actor, back }: { form: FormData; actor: MaybeActor; back: string }) {
  const submission = parseForm(form, UpdateEnquirySchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    await updateEnquiry({ actor, id: submission.value.id, status: submission.value.status, notes: submission.value.notes ?? "" });
    return redirectWithToast(back, msg.enquiryUpdated);
  } catch (error) {
    return actionError(error, { toastTitle: msg.enquiryUpdateFailed, submission, context: "updating an enquiry failed" });
  }
}
