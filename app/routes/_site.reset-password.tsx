import { getFormProps } from "@conform-to/react";
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/_site.reset-password";
import { FormErrors, TextField, useAppForm } from "~/components/forms/app-form";
import { FormChecks } from "~/components/forms/form-checks";
import { AuthCard, authInputClass, SubmitButton } from "~/features/accounts/components/auth-ui";
import { Alert } from "~/components/ui/alert";
import { isResetTokenUsable, resetPassword } from "~/features/accounts/password-reset.server";
import { ResetPasswordSchema } from "~/features/accounts/schema";
import { publicSite } from "~/env.server";
import { actionError, invalidForm, parseForm, refuseFields, refuseForm } from "~/server-lib/route-errors.server";
import { profile as profileMessages } from "~/lib/messages";
import { account } from "~/features/accounts/messages";
import { documentPage, loadAsDocument } from "~/lib/islands";
import authFormIsland from "~/islands/auth-form.island.ts?island";
import { pageUrl } from "~/server-lib/page-url.server";
import { LinkButton } from "~/components/ui/link-button";

// A document page (decision 031): a plain form that works without JavaScript; its island checks it with the
// schema's messages before it is sent and shows progress on the button.
export const handle = documentPage(authFormIsland);
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Choose a New Password | ${data?.brand ?? "DocHire"}` },
  { name: "robots", content: "noindex" },
  // The token is in the URL: keep it out of Referer headers sent to other sites. Not "no-referrer": the form's own
  // post must still say where it comes from (Origin), or the cross-site check refuses it.
  { name: "referrer", content: "same-origin" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const token = pageUrl(request).searchParams.get("token") ?? "";
  return { brand: publicSite().brand, token, usable: await isResetTokenUsable(token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), ResetPasswordSchema);
  // The token travels in a hidden field: one no reset mail could hold means the link, not the form, is at fault.
  const linkInvalid = () => refuseForm(submission, account.resetLinkInvalid, 400, { tokenInvalid: true });
  if (submission.status !== "success") return submission.error?.token ? linkInvalid() : invalidForm(submission);
  try {
    const result = await resetPassword({ request, clientIp: context.clientIp, token: submission.value.token ?? "", password: submission.value.password });
    if (result.ok) return redirect("/login?reset=1");
    if (result.kind === "common_password") return refuseFields(submission, { password: result.message });
    if (result.kind === "invalid_token") return linkInvalid();
    return refuseForm(submission, result.message, result.status);
  } catch (error) {
    return actionError(error, { toastTitle: account.passwordNotReset, submission, context: "password reset failed" });
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useAppForm(ResetPasswordSchema, { id: "reset-password", reply: actionData });

  if (!loaderData.usable || (actionData && "tokenInvalid" in actionData && actionData.tokenInvalid)) {
    return (
      <AuthCard title={account.resetLinkExpiredTitle}>
        <div className="space-y-5">
          <Alert tone="error" testId="reset-invalid">{account.resetLinkInvalid}</Alert>
          <p className="text-sm text-slate-600">{account.resetLinkOnceHelp}</p>
          <LinkButton to="/forgot-password" look="wide">
            Request a new link
          </LinkButton>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle={account.newPasswordNote}>
      {/* noValidate from the first paint: the spec's messages, not the browser's, even before scripts load. */}
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <FormChecks schema={ResetPasswordSchema} />
        <FormErrors form={form} testId="reset-error" />
        <input type="hidden" name={fields.token.name} value={loaderData.token} />
        <TextField field={fields.password} label="New Password" type="password" autoComplete="new-password" className={authInputClass} />
        <TextField field={fields.confirmPassword} label="Confirm New Password" type="password" autoComplete="new-password" className={authInputClass} />
        <SubmitButton busy={busy} busyLabel={profileMessages.saving}>
          Set New Password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
