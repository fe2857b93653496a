import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/_site.verify-email";
import { AuthCard } from "~/features/accounts/components/auth-ui";
import { Alert } from "~/components/ui/alert";
import { EmailLinkForm } from "~/features/accounts/components/email-link-form";
import { resendVerification, verifyEmailToken } from "~/features/accounts/email-verification.server";
import { EmailOnlySchema } from "~/features/accounts/schema";
import { publicSite } from "~/env.server";
import { actionError, invalidForm, parseForm, refuseFields } from "~/server-lib/route-errors.server";
import { account } from "~/features/accounts/messages";
import { formDom } from "~/components/forms/form-dom";
import { RESEND_OUTCOME, type ResendReply } from "~/features/accounts/components/resend-confirmation";
import { documentPage, loadAsDocument } from "~/lib/islands";
import authFormIsland from "~/islands/auth-form.island.ts?island";
import { pageUrl } from "~/server-lib/page-url.server";
import { LinkButton } from "~/components/ui/link-button";

// A document page (decision 031): the confirmation link lands here; the resend form is a plain form that its
// island checks with the schema's messages before it is sent.
export const handle = documentPage(authFormIsland);
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Confirm Your E-mail | ${data?.brand ?? "DocHire"}` },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

/**
 * The confirmation link of the sign-up mail lands here. A good link confirms and goes on to /login with a
 * success banner; an expired or broken one shows why, with a form to get a fresh link. Without a token this is
 * the "resend confirmation" page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = pageUrl(request).searchParams.get("token");
  const brand = publicSite().brand;
  if (!token) return { brand, state: "resend" as const };
  const outcome = await verifyEmailToken(token);
  if (outcome === "confirmed") throw redirect("/login?confirmed=1");
  if (outcome === "already-confirmed") throw redirect("/login?confirmed=already");
  return data({ brand, state: outcome }, { status: 400 });
}

/**
 * The resend-confirmation action: this page's form, the sign-in screen's "not confirmed" notice and the sign-up
 * success panels post here. Rate-limited per client and per address by the auth layer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), EmailOnlySchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    const result = await resendVerification({ request, clientIp: context.clientIp, email: submission.value.email });
    if (!result.ok) return refuseFields(submission, { email: result.message }, result.status);
    return data<ResendReply>({ result: null, toast: null, sent: submission.value.email });
  } catch (error) {
    return actionError(error, { toastTitle: account.linkNotSent, submission, context: "resend confirmation failed" });
  }
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && "sent" in actionData && actionData.sent) {
    return (
      <AuthCard title={account.checkInboxTitle}>
        <div className="space-y-5">
          <div {...formDom.outcome.props(RESEND_OUTCOME)}>
            <Alert tone="success" testId="confirmation-resent">{account.confirmationSent}</Alert>
          </div>
          <LinkButton to="/login" look="wide">
            Back to Log In
          </LinkButton>
        </div>
      </AuthCard>
    );
  }

  const title = loaderData.state === "expired" ? account.confirmationExpiredTitle : loaderData.state === "invalid" ? account.confirmationInvalidTitle : account.resendConfirmation;
  return (
    <AuthCard
      title={title}
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to Log In
        </Link>
      }
    >
      <div className="space-y-4">
        {loaderData.state === "expired" ? <Alert tone="error" testId="verify-problem">{account.confirmationExpired}</Alert> : null}
        {loaderData.state === "invalid" ? <Alert tone="error" testId="verify-problem">{account.confirmationInvalid}</Alert> : null}
        <p className="text-sm text-slate-600">{account.resendConfirmationHelp}</p>
        <EmailLinkForm id="resend-email" reply={actionData} submitLabel={account.resendConfirmation} />
      </div>
    </AuthCard>
  );
}
