import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/_site.reset-password";
import { Field } from "~/components/ui/field";
import { AuthCard, authInputClass, errorProps, SubmitButton } from "~/features/accounts/components/auth-ui";
import { Alert } from "~/components/ui/alert";
import { isResetTokenUsable, resetPassword } from "~/features/accounts/password-reset.server";
import { fieldErrors, ResetPasswordSchema, type FieldErrors } from "~/features/accounts/schema";
import { publicSite } from "~/env.server";
import { irregularFieldMessage } from "~/lib/form-fields";
import { account } from "~/lib/messages";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Choose a New Password | ${data?.brand ?? "DocHire"}` },
  { name: "robots", content: "noindex" },
  // The token is in the URL: keep it out of Referer headers sent to other sites.
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { brand: publicSite().brand, token, usable: await isResetTokenUsable(token) };
}

type ResetField = "password" | "confirmPassword";
type ActionData = { errors: FieldErrors<ResetField>; formError?: string; tokenInvalid?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const irregular = irregularFieldMessage(form, ["token", "password", "confirmPassword"]);
  if (irregular) return data<ActionData>({ errors: {}, formError: irregular }, { status: 400 });
  const parsed = ResetPasswordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data<ActionData>({ errors: fieldErrors<ResetField>(parsed.error) }, { status: 400 });
  const result = await resetPassword({ request, clientIp: context.clientIp, token: parsed.data.token, password: parsed.data.password });
  if (result.ok) return redirect("/login?reset=1");
  if (result.kind === "common_password") return data<ActionData>({ errors: { password: result.message } }, { status: 400 });
  if (result.kind === "invalid_token") return data<ActionData>({ errors: {}, tokenInvalid: true }, { status: 400 });
  return data<ActionData>({ errors: {}, formError: result.message }, { status: result.status });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [clientErrors, setClientErrors] = useState<FieldErrors<ResetField> | null>(null);
  const errors = clientErrors ?? actionData?.errors ?? {};

  if (!loaderData.usable || actionData?.tokenInvalid) {
    return (
      <AuthCard title="Link expired">
        <div className="space-y-5">
          <Alert tone="error" testId="reset-invalid">{account.resetLinkInvalid}</Alert>
          <p className="text-sm text-slate-600">Reset links work once and for one hour. Ask for a new one and use the latest mail.</p>
          <Link to="/forgot-password" className="flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">
            Request a new link
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle="Pick a password you don't use anywhere else. Every device signed in to your account will be signed out.">
      <Form
        method="post"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          const check = ResetPasswordSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
          if (!check.success) {
            event.preventDefault();
            setClientErrors(fieldErrors<ResetField>(check.error));
          } else setClientErrors(null);
        }}
      >
        {actionData?.formError ? <Alert tone="error">{actionData.formError}</Alert> : null}
        <input type="hidden" name="token" value={loaderData.token} />
        <Field id="reset-password" label="New Password" error={errors.password}>
          <input id="reset-password" name="password" type="password" autoComplete="new-password" className={authInputClass} {...errorProps("reset-password", errors.password)}
            onChange={() => setClientErrors((e) => (e ? { ...e, password: undefined, confirmPassword: undefined } : e))} />
        </Field>
        <Field id="reset-confirm" label="Confirm New Password" error={errors.confirmPassword}>
          <input id="reset-confirm" name="confirmPassword" type="password" autoComplete="new-password" className={authInputClass} {...errorProps("reset-confirm", errors.confirmPassword)}
            onChange={() => setClientErrors((e) => (e ? { ...e, confirmPassword: undefined } : e))} />
        </Field>
        <SubmitButton busy={busy} busyLabel="Saving...">
          Set New Password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
