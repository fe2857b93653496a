import { getFormProps } from "@conform-to/react";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/_site.login";
import { FormErrors, TextField, useAppForm } from "~/components/forms/app-form";
import { FormChecks } from "~/components/forms/form-checks";
import { AuthCard, authInputClass, SubmitButton } from "~/features/accounts/components/auth-ui";
import { Alert } from "~/components/ui/alert";
import { LoginSchema, safeRedirectPath } from "~/features/accounts/schema";
import { signIn } from "~/features/accounts/sign-in.server";
import { publicSite } from "~/env.server";
import { DEFAULT_POST_LOGIN_ROUTE } from "~/lib/constants";
import { actionError, invalidForm, parseForm, refuseForm } from "~/server-lib/route-errors.server";
import { emailConfirmation } from "~/lib/messages";
import { auth as authMessages, account } from "~/features/accounts/messages";
import { cookieHeaders } from "~/services/auth/auth-request.server";
import { getViewer } from "~/services/auth/session.server";
import { documentPage, loadAsDocument } from "~/lib/islands";
import authFormIsland from "~/islands/auth-form.island.ts?island";
import { pageUrl } from "~/server-lib/page-url.server";

// A document page (decision 031): a plain form that works without JavaScript; its island checks it with the
// schema's messages before it is sent and shows progress on the button.
export const handle = documentPage(authFormIsland);
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Log In | ${data?.brand ?? "DocHire"}` },
  { name: "description", content: "Sign in to your account to manage your doctor job search or your hospital's listings." },
];

const NOTICES = {
  confirmed: { tone: "success", text: account.emailConfirmed },
  already: { tone: "info", text: emailConfirmation.alreadyConfirmed },
  reset: { tone: "success", text: account.passwordReset.description },
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), DEFAULT_POST_LOGIN_ROUTE);
  // Already signed in: straight on to where they were going.
  if (await getViewer(request)) throw redirect(redirectTo);
  const confirmed = url.searchParams.get("confirmed");
  const notice: keyof typeof NOTICES | null =
    confirmed === "1" ? "confirmed" : confirmed === "already" ? "already" : url.searchParams.get("reset") === "1" ? "reset" : null;
  return { brand: publicSite().brand, redirectTo: url.searchParams.get("redirectTo") ? redirectTo : null, notice };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), LoginSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const { email, password, redirectTo } = submission.value;
  try {
    const result = await signIn({ request, clientIp: context.clientIp, email: email ?? "", password: password ?? "" });
    if (result.ok && result.twoFactor) {
      const next = safeRedirectPath(redirectTo, DEFAULT_POST_LOGIN_ROUTE);
      return redirect(`/two-factor?redirectTo=${encodeURIComponent(next)}`, { headers: cookieHeaders(result.setCookies) });
    }
    if (result.ok) {
      return redirect(safeRedirectPath(redirectTo, DEFAULT_POST_LOGIN_ROUTE), { headers: cookieHeaders(result.setCookies) });
    }
    // An unconfirmed address is told so, with a way to have the link sent again.
    return refuseForm(submission, result.message, result.status, { unverified: result.kind === "unverified" });
  } catch (error) {
    return actionError(error, { toastTitle: authMessages.signInFailed, submission, context: "sign-in failed" });
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction?.startsWith("/login") === true;
  const [form, fields] = useAppForm(LoginSchema, { id: "login", reply: actionData });
  const unverified = actionData && "unverified" in actionData && actionData.unverified && form.errors?.length ? form.errors[0] : null;
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
        {unverified ? (
          <Alert tone="warning" testId="login-unverified">
            <p>{unverified}</p>
            <Form method="post" action="/verify-email">
              <input type="hidden" name="email" value={fields.email.value ?? ""} />
              <button type="submit" className="font-semibold text-amber-900 underline underline-offset-2 hover:no-underline">
                {account.resendConfirmation}
              </button>
            </Form>
          </Alert>
        ) : (
          <FormErrors form={form} testId="login-error" />
        )}

        <Form method="post" {...getFormProps(form)} aria-describedby={form.errors?.length ? form.errorId : undefined} className="space-y-4">
          <FormChecks schema={LoginSchema} />
          {loaderData.redirectTo ? <input type="hidden" name="redirectTo" value={loaderData.redirectTo} /> : null}
          <TextField field={fields.email} label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" className={authInputClass} />
          <TextField
            field={fields.password}
            label="Password"
            type="password"
            autoComplete="current-password"
            className={authInputClass}
            labelAside={
              <Link to="/forgot-password" className="inline-block py-0.5 text-sm font-medium text-brand-700 hover:underline">
                Forgot password?
              </Link>
            }
          />
          <SubmitButton busy={busy} busyLabel={authMessages.signingIn}>
            Log In
          </SubmitButton>
        </Form>
      </div>
    </AuthCard>
  );
}
