import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_site.two-factor";
import { AuthCard, authInputClass } from "~/features/accounts/components/auth-ui";
import { Alert } from "~/components/ui/alert";
import { classifySignInCode, safeRedirectPath } from "~/features/accounts/schema";
import { verifySecondFactor } from "~/features/accounts/sign-in.server";
import { publicSite } from "~/env.server";
import { DEFAULT_POST_LOGIN_ROUTE } from "~/lib/constants";
import { checkbox, optionalText } from "~/lib/form-schema";
import { trust } from "~/lib/messages";
import { describeError } from "~/lib/route-errors.server";
import { cookieHeaders } from "~/services/auth/auth-request.server";
import { getViewer } from "~/services/auth/session.server";
import { documentPage, loadAsDocument } from "~/lib/islands";
import { pageUrl } from "~/lib/page-url.server";

// The second step of a sign-in with two-factor sign-in on: one box takes a code from the authenticator app or a
// backup code, told apart by their form (classifySignInCode). A document page with a plain form (no script needed).
export const handle = documentPage();
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${trust.signInCodeTitle} | ${data?.brand ?? "DocHire"}` }, { name: "robots", content: "noindex" }];

const TwoFactorSchema = z.object({
  code: optionalText({ max: 40 })
    .transform((v) => (v ? classifySignInCode(v) : null))
    .refine((v) => v !== null, { message: trust.codeRequired }),
  trustDevice: checkbox(),
  redirectTo: optionalText({ max: 2000 }),
});

export async function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), DEFAULT_POST_LOGIN_ROUTE);
  if (await getViewer(request)) throw redirect(redirectTo);
  return { brand: publicSite().brand, redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = TwoFactorSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? trust.codeRequired }, { status: 400 });
  const { code, trustDevice, redirectTo } = parsed.data;
  if (!code) return data({ error: trust.codeRequired }, { status: 400 });
  try {
    const result = await verifySecondFactor({ request, clientIp: context.clientIp, code: code.code, kind: code.kind, trustDevice });
    if (!result.ok) return data({ error: result.message }, { status: result.status });
    return redirect(safeRedirectPath(redirectTo, DEFAULT_POST_LOGIN_ROUTE), { headers: cookieHeaders(result.setCookies) });
  } catch (error) {
    const { status, message } = describeError(error, "second factor failed");
    return data({ error: message }, { status });
  }
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      title={trust.signInCodeTitle}
      subtitle={trust.signInCodeIntro}
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to Log In
        </Link>
      }
    >
      <Form method="post" className="space-y-4">
        {actionData?.error ? (
          <Alert tone="error" testId="two-factor-error">
            {actionData.error}
          </Alert>
        ) : null}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <label className="block text-sm font-medium text-slate-700">
          {trust.signInCodeLabel}
          <input name="code" autoComplete="one-time-code" autoCapitalize="off" spellCheck={false} maxLength={40} required className={authInputClass} autoFocus />
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="trustDevice" className="h-4 w-4" />
          {trust.trustDeviceLabel}
        </label>
        <button type="submit" className="flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">
          {trust.verify}
        </button>
      </Form>
    </AuthCard>
  );
}
