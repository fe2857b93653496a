import { data, Link } from "react-router";
import type { Route } from "./+types/_site.forgot-password";
import { AuthCard } from "~/features/accounts/components/auth-ui";
import { Alert } from "~/components/ui/alert";
import { EmailLinkForm } from "~/features/accounts/components/email-link-form";
import { requestPasswordReset } from "~/features/accounts/password-reset.server";
import { EmailOnlySchema } from "~/features/accounts/schema";
import { publicSite } from "~/env.server";
import type { FormReply } from "~/lib/form-schema";
import { actionError, invalidForm, parseForm, refuseFields } from "~/server-lib/route-errors.server";
import { account } from "~/features/accounts/messages";
import { documentPage, loadAsDocument } from "~/lib/islands";
import authFormIsland from "~/islands/auth-form.island.ts?island";
import { LinkButton } from "~/components/ui/link-button";

// A document page (decision 031): a plain form that works without JavaScript; its island checks it with the
// schema's messages before it is sent and shows progress on the button.
export const handle = documentPage(authFormIsland);
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Forgot Password | ${data?.brand ?? "DocHire"}` }];

export function loader() {
  return { brand: publicSite().brand };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), EmailOnlySchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    const result = await requestPasswordReset({ request, clientIp: context.clientIp, email: submission.value.email });
    if (!result.ok) return refuseFields(submission, { email: result.message }, result.status);
    return data<FormReply & { sent: string }>({ result: null, toast: null, sent: submission.value.email });
  } catch (error) {
    return actionError(error, { toastTitle: account.linkNotSent, submission, context: "password reset request failed" });
  }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const sent = actionData && "sent" in actionData && typeof actionData.sent === "string" ? actionData.sent : null;
  if (sent) {
    return (
      <AuthCard title={account.checkInboxTitle}>
        <div className="space-y-5">
          <Alert tone="success" testId="reset-requested">{account.resetRequested(sent)}</Alert>
          <p className="text-sm text-slate-600">{account.resetLinkHelp}</p>
          <LinkButton to="/login" look="wide">
            Back to Log In
          </LinkButton>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle={account.forgotPasswordNote}
      footer={
        <>
          Remembered it?{" "}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Back to Log In
          </Link>
        </>
      }
    >
      <EmailLinkForm id="forgot-email" reply={actionData} submitLabel="Send Reset Link" />
    </AuthCard>
  );
}
