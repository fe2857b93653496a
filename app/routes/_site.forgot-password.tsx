import { data, Link } from "react-router";
import type { Route } from "./+types/_site.forgot-password";
import { AuthCard } from "~/features/accounts/components/auth-ui";
import { Alert } from "~/components/ui/alert";
import { EmailLinkForm } from "~/features/accounts/components/email-link-form";
import { requestPasswordReset } from "~/features/accounts/password-reset.server";
import { EmailOnlySchema, fieldErrors } from "~/features/accounts/schema";
import { publicSite } from "~/env.server";
import { irregularFieldMessage } from "~/lib/form-fields";
import { account } from "~/lib/messages";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Forgot Password | ${data?.brand ?? "DocHire"}` }];

export function loader() {
  return { brand: publicSite().brand };
}

type ActionData = { sent: true; email: string } | { sent: false; error: string; email: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = EmailOnlySchema.safeParse(Object.fromEntries(form));
  const email = typeof form.get("email") === "string" ? String(form.get("email")).trim() : "";
  const irregular = irregularFieldMessage(form, ["email"]);
  if (irregular) return data<ActionData>({ sent: false, error: irregular, email }, { status: 400 });
  if (!parsed.success) return data<ActionData>({ sent: false, error: fieldErrors(parsed.error).email ?? "", email }, { status: 400 });
  const result = await requestPasswordReset({ request, clientIp: context.clientIp, email: parsed.data.email });
  if (!result.ok) return data<ActionData>({ sent: false, error: result.message, email }, { status: result.status });
  return data<ActionData>({ sent: true, email: parsed.data.email });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const serverError = actionData && !actionData.sent ? actionData.error : null;

  if (actionData?.sent) {
    return (
      <AuthCard title="Check your inbox">
        <div className="space-y-5">
          <Alert tone="success" testId="reset-requested">{account.resetRequested(actionData.email)}</Alert>
          <p className="text-sm text-slate-600">The link is valid for one hour. Didn't get a mail? Check your spam folder or try again.</p>
          <Link to="/login" className="flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">
            Back to Log In
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it?{" "}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Back to Log In
          </Link>
        </>
      }
    >
      <EmailLinkForm id="forgot-email" email={actionData?.email ?? ""} serverError={serverError} submitLabel="Send Reset Link" />
    </AuthCard>
  );
}
