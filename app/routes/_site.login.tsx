import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/_site.login";
import { Field } from "~/components/ui/field";
import { Alert, AuthCard, authInputClass, errorProps, SubmitButton } from "~/features/accounts/components/auth-ui";
import { LoginSchema, fieldErrors, safeRedirectPath } from "~/features/accounts/schema";
import { signIn } from "~/features/accounts/sign-in.server";
import { publicSite } from "~/env.server";
import { DEFAULT_POST_LOGIN_ROUTE } from "~/lib/constants";
import { irregularFieldMessage } from "~/lib/form-fields";
import { account, auth as authMessages } from "~/lib/messages";
import { cookieHeaders } from "~/services/auth/auth-request.server";
import { getViewer } from "~/services/auth/session.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Log In | ${data?.brand ?? "DocHire"}` },
  { name: "description", content: "Sign in to your account to manage your doctor job search or your hospital's listings." },
];

const NOTICES = {
  confirmed: { tone: "success", text: account.emailConfirmed },
  already: { tone: "info", text: account.emailAlreadyConfirmed },
  reset: { tone: "success", text: account.passwordReset.description },
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), DEFAULT_POST_LOGIN_ROUTE);
  // Already signed in: straight on to where they were going.
  if (await getViewer(request)) throw redirect(redirectTo);
  const confirmed = url.searchParams.get("confirmed");
  const notice: keyof typeof NOTICES | null =
    confirmed === "1" ? "confirmed" : confirmed === "already" ? "already" : url.searchParams.get("reset") === "1" ? "reset" : null;
  return { brand: publicSite().brand, redirectTo: url.searchParams.get("redirectTo") ? redirectTo : null, notice };
}

type ActionData = { formError?: string; unverified?: boolean; values: { email: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = LoginSchema.safeParse(Object.fromEntries(form));
  const email = typeof form.get("email") === "string" ? String(form.get("email")).trim() : "";
  const irregular = irregularFieldMessage(form, ["email", "password", "redirectTo"]);
  if (irregular) return data<ActionData>({ formError: irregular, values: { email } }, { status: 400 });
  if (!parsed.success) {
    return data<ActionData>({ formError: fieldErrors(parsed.error).form, values: { email } }, { status: 400 });
  }
  const result = await signIn({ request, clientIp: context.clientIp, email: parsed.data.email, password: parsed.data.password });
  if (result.ok) {
    const to = safeRedirectPath(form.get("redirectTo"), DEFAULT_POST_LOGIN_ROUTE);
    return redirect(to, { headers: cookieHeaders(result.setCookies) });
  }
  if (result.kind === "unverified") {
    return data<ActionData>({ unverified: true, formError: result.message, values: { email } }, { status: 403 });
  }
  return data<ActionData>({ formError: result.message, values: { email } }, { status: result.status });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction?.startsWith("/login") === true;
  const [clientError, setClientError] = useState<string | null>(null);
  const formError = clientError ?? actionData?.formError ?? null;
  const notice = loaderData.notice ? NOTICES[loaderData.notice] : null;
  const registerHref = loaderData.redirectTo ? `/register?redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : "/register";

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to manage your job search or your hospital's listings."
      footer={
        <>
          New to {loaderData.brand}?{" "}
          <Link to={registerHref} className="font-semibold text-brand-700 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <div className="space-y-4">
        {notice && !actionData ? <Alert tone={notice.tone} testId="login-notice">{notice.text}</Alert> : null}
        {formError && !actionData?.unverified ? <Alert tone="error" testId="login-error">{formError}</Alert> : null}
        {actionData?.unverified && !clientError ? (
          <Alert tone="warning" testId="login-unverified">
            <p>{actionData.formError}</p>
            <Form method="post" action="/verify-email">
              <input type="hidden" name="email" value={actionData.values.email} />
              <button type="submit" className="font-semibold text-amber-900 underline underline-offset-2 hover:no-underline">
                {account.resendConfirmation}
              </button>
            </Form>
          </Alert>
        ) : null}

        <Form
          method="post"
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            const check = LoginSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
            if (!check.success) {
              event.preventDefault();
              setClientError(fieldErrors(check.error).form ?? null);
            } else {
              setClientError(null);
            }
          }}
        >
          {loaderData.redirectTo ? <input type="hidden" name="redirectTo" value={loaderData.redirectTo} /> : null}
          <Field id="login-email" label="Email">
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              defaultValue={actionData?.values.email ?? ""}
              className={authInputClass}
              placeholder="you@example.com"
              {...errorProps("login-email", undefined)}
            />
          </Field>
          <div>
            <div className="flex items-center justify-between">
              <label htmlFor="login-password" className="block text-sm font-medium text-slate-700">
                Password
              </label>
              <Link to="/forgot-password" className="inline-block py-0.5 text-sm font-medium text-brand-700 hover:underline">
                Forgot password?
              </Link>
            </div>
            <input id="login-password" name="password" type="password" autoComplete="current-password" className={`${authInputClass} mt-1`} />
          </div>
          <SubmitButton busy={busy} busyLabel={authMessages.signingIn}>
            Log In
          </SubmitButton>
        </Form>
      </div>
    </AuthCard>
  );
}
