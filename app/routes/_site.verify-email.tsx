import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/_site.verify-email";
import { AuthCard } from "~/features/accounts/components/auth-ui";
import { Alert } from "~/components/ui/alert";
import { EmailLinkForm } from "~/features/accounts/components/email-link-form";
import { resendVerification, verifyEmailToken } from "~/features/accounts/email-verification.server";
import { EmailOnlySchema, fieldErrors } from "~/features/accounts/schema";
import { publicSite } from "~/env.server";
import { irregularFieldMessage } from "~/lib/form-fields";
import { account } from "~/lib/messages";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Confirm Your E-mail | ${data?.brand ?? "DocHire"}` },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

/**
 * The confirmation link of the sign-up mail lands here. A good link confirms and goes on to /login with a
 * success banner; an expired or broken one shows why, with a form to get a fresh link. Without a token this is
 * the "resend confirmation" page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const brand = publicSite().brand;
  if (!token) return { brand, state: "resend" as const };
  const outcome = await verifyEmailToken(token);
  if (outcome === "confirmed") throw redirect("/login?confirmed=1");
  if (outcome === "already-confirmed") throw redirect("/login?confirmed=already");
  return data({ brand, state: outcome }, { status: 400 });
}

type ActionData = { sent: true; email: string } | { sent: false; error: string; email: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = typeof form.get("email") === "string" ? String(form.get("email")).trim() : "";
  const irregular = irregularFieldMessage(form, ["email"]);
  if (irregular) return data<ActionData>({ sent: false, error: irregular, email }, { status: 400 });
  const parsed = EmailOnlySchema.safeParse({ email });
  if (!parsed.success) return data<ActionData>({ sent: false, error: fieldErrors(parsed.error).email ?? "", email }, { status: 400 });
  const result = await resendVerification({ request, clientIp: context.clientIp, email: parsed.data.email });
  if (!result.ok) return data<ActionData>({ sent: false, error: result.message, email }, { status: result.status });
  return data<ActionData>({ sent: true, email: parsed.data.email });
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const serverError = actionData && !actionData.sent ? actionData.error : null;

  if (actionData?.sent) {
    return (
      <AuthCard title="Check your inbox">
        <div className="space-y-5">
          <Alert tone="success" testId="confirmation-resent">{account.confirmationSent}</Alert>
          <Link to="/login" className="flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">
            Back to Log In
          </Link>
        </div>
      </AuthCard>
    );
  }

  const title = loaderData.state === "expired" ? "Confirmation link expired" : loaderData.state === "invalid" ? "Confirmation link not valid" : "Resend confirmation e-mail";
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
        <p className="text-sm text-slate-600">
          Enter the e-mail address you registered with and we'll send you a new confirmation link. If your address is already confirmed, simply log in.
        </p>
        <EmailLinkForm id="resend-email" email={actionData?.email ?? ""} serverError={serverError} submitLabel={account.resendConfirmation} />
      </div>
    </AuthCard>
  );
}
