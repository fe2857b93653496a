import { redirect } from "react-router";
import { contactForm as msg } from "~/features/contact/messages";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { ContactSchema } from "./schema";
import { sendContactMessage } from "./send-contact-message.server";

/** Where a sent message lands: the page again, with the thank-you notice (a reload does not send it twice). */
export const CONTACT_SENT_PATH = "/contact-us?sent=1";

/** The contact form's post. Works without JavaScript: the page renders this reply (errors, what was typed). */
export async function handleContactAction({ request, clientIp }: { request: Request; clientIp: string | null | undefined }) {
  const submission = parseForm(await request.formData(), ContactSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    await sendContactMessage({ input: submission.value, clientIp });
  } catch (error) {
    return actionError(error, { toastTitle: msg.sendFailed.title, submission, context: "contact message failed" });
  }
  return redirect(CONTACT_SENT_PATH);
}
