import { getFormProps } from "@conform-to/react";
import { data, Form } from "react-router";
import type { Route } from "./+types/dashboard.security";
import { FormErrors, TextField, useAppForm } from "~/components/forms/app-form";
import { replyFor, replyMessage } from "~/components/forms/reply";
import { Alert } from "~/components/ui/alert";
import { confirmTwoFactor, startTwoFactor, stopTwoFactor } from "~/features/accounts/two-factor.server";
import { authInputClass } from "~/features/accounts/components/auth-ui";
import { ConfirmTwoFactorSchema, SecuritySchema, StartTwoFactorSchema, StopTwoFactorSchema } from "~/features/accounts/schema";
import { requireViewer } from "~/services/auth/session.server";
import { dashboardKind } from "~/features/dashboard/access.server";
import { cookieHeaders } from "~/services/auth/auth-request.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { actionError, invalidForm, parseForm, refuseForm, type FormReply } from "~/server-lib/route-errors.server";
import { twoFactorState } from "~/lib/messages";
import { security } from "~/features/accounts/messages";

// Two-factor sign-in for every account: required for the admin (who sees only this until it is on), offered to all.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  // The doctor dashboard's tabs head their page with h1; the employer dashboard's title is the h1 already.
  return { enabled: viewer.twoFactorEnabled, adminNeedsTwoFactor: viewer.adminNeedsTwoFactor, topLevel: dashboardKind(viewer) !== "employer" };
}

/** The reply of the security tab: the shared form reply, and the new secret and backup codes once, on starting. */
type SecurityReply = FormReply & { setup: { totpURI: string; secret: string; backupCodes: string[] } };

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const submission = parseForm(await request.formData(), SecuritySchema);
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  try {
    if (input.intent === "start") {
      const result = await startTwoFactor({ request, clientIp: context.clientIp, password: input.password });
      if (!result.ok) return refuseForm(submission, result.message, result.status);
      // Shown once, on this answer only (not stored anywhere the page could show again).
      return data<SecurityReply>(
        { result: null, toast: null, setup: { totpURI: result.totpURI, secret: result.secret, backupCodes: result.backupCodes } },
        { headers: { "Cache-Control": "no-store" } },
      );
    }
    if (input.intent === "confirm") {
      const result = await confirmTwoFactor({ request, clientIp: context.clientIp, userId: viewer.actor.userId, code: input.code });
      if (!result.ok) return refuseForm(submission, result.message, result.status);
      return redirectWithToast("/dashboard/security", security.twoFactorEnabled, { headers: cookieHeaders(result.setCookies) });
    }
    const result = await stopTwoFactor({ request, clientIp: context.clientIp, password: input.password });
    if (!result.ok) return refuseForm(submission, result.message, result.status);
    return redirectWithToast("/dashboard/security", security.twoFactorDisabled, { headers: cookieHeaders(result.setCookies) });
  } catch (error) {
    return actionError(error, { toastTitle: twoFactorState.title, submission, context: "two-factor settings failed" });
  }
}

const button = "rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700";

/** The six digits that confirm the authenticator app, shown with the new secret. */
function ConfirmForm({ reply }: { reply: FormReply | null | undefined }) {
  const [form, fields] = useAppForm(ConfirmTwoFactorSchema, { id: "two-factor-confirm", reply: replyFor(reply, "intent", "confirm") });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <FormErrors form={form} testId="security-error" />
      <div className="flex items-end gap-2">
        <input type="hidden" name="intent" value="confirm" />
        <TextField field={fields.code} label={security.twoFactorCodeLabel} inputMode="numeric" autoComplete="one-time-code" className={authInputClass} />
        <button type="submit" className={button}>
          {security.twoFactorConfirm}
        </button>
      </div>
    </Form>
  );
}

/** The password that starts two-factor sign-in or turns it off. */
function PasswordForm({ enabled, reply }: { enabled: boolean; reply: FormReply | null | undefined }) {
  const intent = enabled ? "stop" : "start";
  const [form, fields] = useAppForm(enabled ? StopTwoFactorSchema : StartTwoFactorSchema, { id: `two-factor-${intent}`, reply: replyFor(reply, "intent", intent) });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <FormErrors form={form} testId="security-error" />
      <div className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value={intent} />
        <TextField field={fields.password} label={security.passwordLabel} type="password" autoComplete="current-password" className={authInputClass} />
        <button type="submit" className={button}>
          {enabled ? security.twoFactorDisable : security.twoFactorStart}
        </button>
      </div>
    </Form>
  );
}

export default function DashboardSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const setup = (actionData as Partial<SecurityReply> | undefined)?.setup;
  // A refused confirmation comes back without the secret (it is shown once): its reason stands above the password form.
  const confirmRefusal = setup ? null : replyMessage(replyFor(actionData, "intent", "confirm"));
  const Heading = loaderData.topLevel ? "h1" : "h2";
  return (
    <section className="max-w-xl space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <Heading className="text-xl font-bold text-slate-900">{twoFactorState.title}</Heading>
      {loaderData.adminNeedsTwoFactor ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="admin-needs-two-factor">
          {security.twoFactorAdminRequired}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">{security.twoFactorIntro}</p>
      <p className="font-medium text-slate-800" data-testid="two-factor-status">
        {loaderData.enabled ? twoFactorState.on : twoFactorState.off}
      </p>
      {confirmRefusal ? (
        <Alert tone="error" testId="security-error">
          {confirmRefusal}
        </Alert>
      ) : null}
      {setup ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">{security.twoFactorScan}</p>
          <p className="text-sm">
            {security.twoFactorKeyLabel}:{" "}
            <code className="rounded bg-slate-100 px-2 py-1 font-mono" data-testid="totp-secret">
              {setup.secret}
            </code>
          </p>
          <p className="break-all text-xs">
            <a href={setup.totpURI} className="text-brand-700 underline" data-testid="totp-uri">
              {setup.totpURI}
            </a>
          </p>
          <p className="text-sm text-slate-700">{security.twoFactorBackupCodes}</p>
          <ul className="grid grid-cols-2 gap-1 font-mono text-sm" data-testid="backup-codes">
            {setup.backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <ConfirmForm reply={actionData} />
        </div>
      ) : (
        <PasswordForm enabled={loaderData.enabled} reply={actionData} />
      )}
    </section>
  );
}
