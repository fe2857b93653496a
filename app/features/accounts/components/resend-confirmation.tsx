import { getFormProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import { useAppForm } from "~/components/forms/app-form";
import { Alert } from "~/components/ui/alert";
import type { FormReply } from "~/lib/form-schema";
import { auth as authMessages, account } from "~/features/accounts/messages";
import { EmailOnlySchema } from "../schema";
import { formDom } from "~/components/forms/form-dom";

/** The outcome of a resend that a sign-up success panel shows in place of its form (on a document page). */
export const RESEND_OUTCOME = "confirmation-resent";

/** The answer of the resend-confirmation action (/verify-email): the address a new link went to, when sent. */
export type ResendReply = FormReply & { sent?: string };

/**
 * "Resend the confirmation link" on a sign-up success panel: posts the address just registered to the
 * resend-confirmation action (/verify-email, rate-limited like every resend) and says on the spot whether the
 * link went out: by React on hydrated pages, by the island on document pages (formDom.inline, the answer's outcome
 * takes the form's place). Without scripts it is a plain post that lands on the resend page's answer.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const fetcher = useFetcher<ResendReply>();
  const [form, fields] = useAppForm(EmailOnlySchema, { id: "resend-confirmation", reply: fetcher.data, defaultValue: { email } });
  const busy = fetcher.state !== "idle";
  if (fetcher.data?.sent) {
    return (
      <div {...formDom.outcome.props(RESEND_OUTCOME)}>
        <Alert tone="success" testId="confirmation-resent">
          {account.confirmationSent}
        </Alert>
      </div>
    );
  }
  const problem = form.errors?.[0] ?? fields.email.errors?.[0];
  return (
    <fetcher.Form method="post" action="/verify-email" {...getFormProps(form)} {...formDom.inline.props(RESEND_OUTCOME)} className="space-y-2">
      <input type="hidden" name={fields.email.name} value={email} />
      {problem ? (
        <Alert tone="error" testId="resend-error">
          {problem}
        </Alert>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        {...formDom.busyLabel.props(authMessages.sendingLink)}
        className="w-full rounded-lg border border-brand-200 px-4 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-80"
      >
        {busy ? authMessages.sendingLink : account.resendConfirmation}
      </button>
    </fetcher.Form>
  );
}
