import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/dashboard.security";
import { confirmTwoFactor, startTwoFactor, stopTwoFactor } from "~/features/accounts/two-factor.server";
import { authInputClass } from "~/features/accounts/components/auth-ui";
import { requireViewer } from "~/services/auth/session.server";
import { dashboardKind } from "~/features/dashboard/access.server";
import { cookieHeaders } from "~/services/auth/auth-request.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { describeError } from "~/lib/route-errors.server";
import { formInput, trust } from "~/lib/messages";

// Two-factor sign-in for every account: required for the admin (who sees only this until it is on), offered to all.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  // The doctor dashboard's tabs head their page with h1; the employer dashboard's title is the h1 already.
  return { enabled: viewer.twoFactorEnabled, adminNeedsTwoFactor: viewer.adminNeedsTwoFactor, topLevel: dashboardKind(viewer) !== "employer" };
}

const SecuritySchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("start"), password: z.string().min(1, trust.passwordLabel).max(128) }),
    z.object({ intent: z.literal("confirm"), code: z.string().trim().regex(/^\d{6}$/, trust.codeRequired) }),
    z.object({ intent: z.literal("stop"), password: z.string().min(1, trust.passwordLabel).max(128) }),
  ],
  { error: formInput.unknownAction },
);

type Reply = { error?: string; setup?: { totpURI: string; secret: string; backupCodes: string[] } };

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const parsed = SecuritySchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<Reply>({ error: parsed.error.issues[0]?.message ?? formInput.unknownAction }, { status: 400 });
  const input = parsed.data;
  try {
    if (input.intent === "start") {
      const result = await startTwoFactor({ request, clientIp: context.clientIp, password: input.password });
      if (!result.ok) return data<Reply>({ error: result.message }, { status: result.status });
      // Shown once, on this answer only (not stored anywhere the page could show again).
      return data<Reply>({ setup: { totpURI: result.totpURI, secret: result.secret, backupCodes: result.backupCodes } }, { headers: { "Cache-Control": "no-store" } });
    }
    if (input.intent === "confirm") {
      const result = await confirmTwoFactor({ request, clientIp: context.clientIp, userId: viewer.actor.userId, code: input.code });
      if (!result.ok) return data<Reply>({ error: result.message }, { status: result.status });
      return redirectWithToast("/dashboard/security", trust.twoFactorEnabled, { headers: cookieHeaders(result.setCookies) });
    }
    const result = await stopTwoFactor({ request, clientIp: context.clientIp, password: input.password });
    if (!result.ok) return data<Reply>({ error: result.message }, { status: result.status });
    return redirectWithToast("/dashboard/security", trust.twoFactorDisabled, { headers: cookieHeaders(result.setCookies) });
  } catch (error) {
    const { status, message } = describeError(error, "two-factor settings failed");
    return data<Reply>({ error: message }, { status });
  }
}

const button = "rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700";

export default function DashboardSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const setup = actionData?.setup;
  const Heading = loaderData.topLevel ? "h1" : "h2";
  return (
    <section className="max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <Heading className="text-xl font-bold text-slate-900">{trust.twoFactorTitle}</Heading>
      {loaderData.adminNeedsTwoFactor ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="admin-needs-two-factor">
          {trust.twoFactorAdminRequired}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">{trust.twoFactorIntro}</p>
      <p className="font-medium text-slate-800" data-testid="two-factor-status">
        {loaderData.enabled ? trust.twoFactorOn : trust.twoFactorOff}
      </p>
      {actionData?.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="security-error">
          {actionData.error}
        </p>
      ) : null}
      {setup ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">{trust.twoFactorScan}</p>
          <p className="text-sm">
            {trust.twoFactorKeyLabel}:{" "}
            <code className="rounded bg-slate-100 px-2 py-1 font-mono" data-testid="totp-secret">
              {setup.secret}
            </code>
          </p>
          <p className="break-all text-xs">
            <a href={setup.totpURI} className="text-brand-700 underline" data-testid="totp-uri">
              {setup.totpURI}
            </a>
          </p>
          <p className="text-sm text-slate-700">{trust.twoFactorBackupCodes}</p>
          <ul className="grid grid-cols-2 gap-1 font-mono text-sm" data-testid="backup-codes">
            {setup.backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <Form method="post" className="flex items-end gap-2">
            <input type="hidden" name="intent" value="confirm" />
            <label className="text-sm font-medium text-slate-700">
              {trust.twoFactorCodeLabel}
              <input name="code" inputMode="numeric" autoComplete="one-time-code" required maxLength={6} className={authInputClass} />
            </label>
            <button type="submit" className={button}>
              {trust.twoFactorConfirm}
            </button>
          </Form>
        </div>
      ) : (
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value={loaderData.enabled ? "stop" : "start"} />
          <label className="text-sm font-medium text-slate-700">
            {trust.passwordLabel}
            <input type="password" name="password" required autoComplete="current-password" className={authInputClass} />
          </label>
          <button type="submit" className={button}>
            {loaderData.enabled ? trust.twoFactorDisable : trust.twoFactorStart}
          </button>
        </Form>
      )}
    </section>
  );
}
