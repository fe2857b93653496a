import { getFormProps } from "@conform-to/react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/_site.register";
import { FormErrors, SelectField, TextField, useAppForm } from "~/components/forms/app-form";
import { AuthCard, authInputClass, PrivacyNotice, SubmitButton } from "~/features/accounts/components/auth-ui";
import { registerDom } from "~/features/accounts/components/register-dom";
import { FormChecks } from "~/components/forms/form-checks";
import { documentPage, loadAsDocument } from "~/lib/islands";
import registerIsland from "~/islands/register.island.ts?island";
import { ResendConfirmation } from "~/features/accounts/components/resend-confirmation";
import { Alert } from "~/components/ui/alert";
import { parseRole, RegisterSchema, ROLE_TABS, safeRedirectPath } from "~/features/accounts/schema";
import { signUp } from "~/features/accounts/sign-up.server";
import { publicSite } from "~/env.server";
import { DEFAULT_POST_LOGIN_ROUTE } from "~/lib/constants";
import type { FormReply } from "~/lib/form-schema";
import { actionError, invalidForm, parseForm, refuseFields, refuseForm } from "~/server-lib/route-errors.server";
import { auth as authMessages, account } from "~/features/accounts/messages";
import { getViewer } from "~/services/auth/session.server";
import { pageUrl } from "~/server-lib/page-url.server";
import { openInvitationFor } from "~/features/organisations/invitations.server";
import { invitation as invitationTexts } from "~/features/organisations/messages";
import { SpecializationOptions } from "~/components/ui/specialization-options";
import { LinkButton } from "~/components/ui/link-button";

// A document page (decision 031): a plain form that works without JavaScript; its island switches the account type
// in place, checks the form with the schema's messages before it is sent and shows progress on the button.
export const handle = documentPage(registerIsland);
export const clientLoader = loadAsDocument;

/** The form's two states, for its checks: each role's own field is required in its own state. */
const ROLE_CONTEXTS = ROLE_TABS.map((tab) => ({ role: tab.role }));

const NAME_PLACEHOLDER = { doctor: "Dr. Priya Sharma", employer: "Your full name" } as const;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Create an Account | ${data?.brand ?? "DocHire"}` },
  { name: "description", content: "Register as a doctor to find jobs across India, or as a hospital to hire doctors." },
];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getViewer(request)) throw redirect(DEFAULT_POST_LOGIN_ROUTE);
  // From an organisation's invitation link: an employer account with the invited address, joining that organisation.
  const token = pageUrl(request).searchParams.get("invitation");
  const invitation = token ? await openInvitationFor(token) : null;
  return { brand: publicSite().brand, invitation: invitation && token ? { token, ...invitation } : null };
}

/** A sign-up waiting for its e-mail confirmation: the address the link went to. */
type Registered = FormReply & { registered: string };

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), RegisterSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const v = submission.value;
  try {
    const result = await signUp({
      request,
      clientIp: context.clientIp,
      name: v.name,
      email: v.email,
      password: v.password,
      role: v.role,
      specialization: v.specialization,
      company: v.company,
      invitation: v.invitation,
    });
    if (result.ok) return data<Registered>({ result: null, toast: null, registered: v.email });
    // A common password is refused beside the password field; anything else above the form.
    if (result.kind === "common_password") return refuseFields(submission, { password: result.message });
    return refuseForm(submission, result.message, result.status);
  } catch (error) {
    return actionError(error, { toastTitle: authMessages.signUpFailed, submission, context: "sign-up failed" });
  }
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const invitation = loaderData.invitation;
  const role = invitation ? "employer" : parseRole(searchParams.get("role"));
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction?.startsWith("/register") === true;
  const registered = actionData && "registered" in actionData && typeof actionData.registered === "string" ? actionData.registered : null;
  const [form, fields] = useAppForm(RegisterSchema, {
    id: "register",
    reply: registered ? null : actionData,
    defaultValue: invitation ? { email: invitation.email, company: invitation.organisation } : undefined,
  });
  const redirectTo = safeRedirectPath(searchParams.get("redirectTo"), "");

  if (registered) {
    return (
      <AuthCard title={authMessages.registrationSuccessfulTitle}>
        <div className="space-y-5" data-testid="registration-success">
          <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" />
              <path d="m22 6-10 7L2 6" />
            </svg>
          </div>
          <p className="text-center text-slate-700">{account.confirmationSentTo(registered)}</p>
          <LinkButton to={redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login"} look="wide">
            {authMessages.proceedToLogin}
          </LinkButton>
          <div className="space-y-2 border-t border-slate-100 pt-4">
            <p className="text-center text-sm text-slate-500">{account.confirmationHelp}</p>
            <ResendConfirmation email={registered} />
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle={`Join ${loaderData.brand}: doctors find their next role, hospitals find their doctors.`}
      footer={
        <>
          Already have an account?{" "}
          <Link to={redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login"} className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <div role="group" aria-label="Account type" className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {ROLE_TABS.map((tab) => {
          const selected = tab.role === role;
          return (
            <Link
              key={tab.role}
              to={`?role=${tab.role}`}
              replace
              preventScrollReset
              reloadDocument
              {...registerDom.tab.props(tab.role)}
              data-selected={String(selected)}
              aria-current={selected ? "page" : undefined}
              className="rounded-lg px-3 py-2 text-center text-sm font-semibold text-slate-600 transition hover:text-slate-900 data-[selected=true]:bg-white data-[selected=true]:text-brand-700 data-[selected=true]:shadow-sm data-[selected=true]:ring-1 data-[selected=true]:ring-slate-200"
            >
              {tab.label}
            </Link>
          );
        })}
      </div>

      {/* noValidate from the first paint: the spec's messages, not the browser's, even before scripts load. */}
      <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-4">
        <FormChecks schema={RegisterSchema} contexts={ROLE_CONTEXTS} />
        <FormErrors form={form} testId="register-error" />
        {fields.role.errors?.length ? <Alert tone="error">{fields.role.errors[0]}</Alert> : null}
        <input type="hidden" name={fields.role.name} value={role} {...registerDom.roleInput.props} />
        {invitation ? (
          <>
            <input type="hidden" name={fields.invitation.name} value={invitation.token} />
            <Alert tone="info" testId="register-invitation">
              {invitationTexts.signUpPrefilled(invitation.organisation)}
            </Alert>
          </>
        ) : null}
        <TextField
          field={fields.name}
          label="Full Name"
          autoComplete="name"
          placeholder={NAME_PLACEHOLDER[role]}
          {...registerDom.namePlaceholder.props(NAME_PLACEHOLDER.doctor)}
          {...registerDom.namePlaceholderEmployer.props(NAME_PLACEHOLDER.employer)}
          className={authInputClass}
        />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" className={authInputClass} />
        {/* Both roles' own fields are in the page; the other role's is hidden and disabled (not sent), so the tabs can
            switch in place (register-behaviors.ts). */}
        <div {...registerDom.roleField.props("doctor")} hidden={role !== "doctor"}>
          <SelectField field={fields.specialization} label="Medical Specialization" className={authInputClass} disabled={role !== "doctor"}>
            <SpecializationOptions placeholder="Select your specialization" />
          </SelectField>
        </div>
        <div {...registerDom.roleField.props("employer")} hidden={role !== "employer"}>
          <TextField
            field={fields.company}
            label="Company/Hospital Name"
            autoComplete="organization"
            placeholder="e.g. Sunrise Multispeciality Hospital"
            className={authInputClass}
            disabled={role !== "employer"}
          />
        </div>
        <TextField
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          className={authInputClass}
        />
        <TextField field={fields.confirmPassword} label="Confirm Password" type="password" autoComplete="new-password" className={authInputClass} />
        <PrivacyNotice />
        <SubmitButton busy={busy} busyLabel={authMessages.creatingAccount}>
          Create Account
        </SubmitButton>
        <p className="text-center text-xs text-slate-500">{account.confirmationLinkNote}</p>
      </Form>
    </AuthCard>
  );
}
