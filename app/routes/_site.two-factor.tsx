import { getFormProps } from "@conform-to/react";
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/_site.two-factor";
import { FormErrors, TextField, useAppForm } from "~/components/forms/app-form";
import { AuthCard, authInputClass } from "~/features/accounts/components/auth-ui";
import { safeRedirectPath, TwoFactorSchema } from "~/features/accounts/schema";
import { verifySecondFactor } from "~/features/accounts/sign-in.server";
import { publicSite } from "~/env.server";
import { DEFAULT_POST_LOGIN_ROUTE } from "~/lib/constants";
import { security } from "~/features/accounts/messages";
import { actionError, invalidForm, parseForm, refuseForm } from "~/server-lib/route-errors.server";
import { cookieHeaders } from "~/services/auth/auth-request.server";
import { getViewer } from "~/services/auth/session.server";
import { documentPage, loadAsDocument } from "~/lib/islands";
import { pageUrl } from "~/server-lib/page-url.server";
import { BUTTON_LOOKS } from "~/components/ui/link-button";

// The second step of a sign-in with two-factor sign-in on: one box takes a code from the authenticator app or a
// backup code, told apart by their form (classifySignInCode). A document page with a plain form (no script needed).
export const handle = documentPage();
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${security.signInCodeTitle} | ${data?.brand ?? "DocHire"}` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), DEFAULT_POST_LOGIN_ROUTE);
  if (await getViewer(request)) throw redirect(redirectTo);
  return { brand: publicSite().brand, redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), TwoFactorSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const { code, trustDevice, redirectTo } = submission.value;
  try {
    const result = await verifySecondFactor({ request, clientIp: context.clientIp, code: code.code, kind: code.kind, trustDevice });
    if (!result.ok) return refuseForm(submission, result.message, result.status);
    return redirect(safeRedirectPath(redirectTo, DEFAULT_POST_LOGIN_ROUTE), { headers: cookieHeaders(result.setCookies) });
  } catch (error) {
    return actionError(error, { toastTitle: security.signInCodeTitle, submission, context: "second factor failed" });
  }
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useAppForm(TwoFactorSchema, { id: "two-factor", reply: actionData });
  return (
    <AuthCard
      title={security.signInCodeTitle}
      subtitle={security.signInCodeIntro}
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to Log In
        </Link>
      }
    >
      <Form method="post" {...getFormProps(form)} aria-describedby={form.errors?.length ? form.errorId : undefined} className="space-y-4">
        <FormErrors form={form} testId="two-factor-error" />
        <input type="hidden" name={fields.redirectTo.name} value={loaderData.redirectTo} />
        <TextField field={fields.code} label={security.signInCodeLabel} autoComplete="one-time-code" autoCapitalize="off" spellCheck={false} className={authInputClass} autoFocus />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name={fields.trustDevice.name} defaultChecked={fields.trustDevice.initialValue === "on"} className="h-4 w-4" />
          {security.trustDeviceLabel}
        </label>
        <button type="submit" className={BUTTON_LOOKS.wide}>
          {security.verify}
        </button>
      </Form>
    </AuthCard>
  );
}
