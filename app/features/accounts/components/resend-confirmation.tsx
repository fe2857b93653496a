import { getFormProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import { useAppForm } from "~/components/forms/app-form";
import { Alert } from "~/components/ui/alert";
import type { FormReply } from "~/lib/form-schema";
import { account, auth as authMessages } from "~/lib/messages";
import { EmailOnlySchema } from "../schema";

/** The answer of the resend-confirmation action (/verify-email): the address a new link went to, when sent. */
export type ResendReply = FormReply & { sent?: string };

/**
 * "Resend the confirmation link" on a sign-up success panel: posts the address just registered to the
 * resend-confirmation action (/verify-email, rate-limited like every resend) and says on the spot whether the
 * link went out. Without scripts it is a plain post that lands on the resend page's answer.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const fetcher = useFetcher<ResendReply>();
  const [form, fields] = useAppForm(EmailOnlySchema, { id: "resend-confirmation", reply: fetcher.data, defaultValue: { email } });
  const busy = fetcher.state !== "idle";
  if (fetcher.data?.sent) {
    return (
      <Alert tone="success" testId="confirmation-resent">
        {account.confirmationSent}
      </Alert>
    );
  }
  const problem = form.errors?.[0] ?? fields.email.errors?.[0];
  return (
    <fetcher.Form method="post" action="/verify-email" {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name={fields.email.name} value={email} />
      {problem ? (
        <Alert tone="error" testId="resend-error">
          {problem}
        </Alert>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-lg border border-brand-200 px-4 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-80"
      >
        {busy ? authMessages.sendingLink : account.resendConfirmation}
      </button>
    </fetcher.Form>
  );
}
