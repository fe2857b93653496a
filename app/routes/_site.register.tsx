import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/_site.register";
import { Field } from "~/components/ui/field";
import { Alert, AuthCard, authInputClass, errorProps, SubmitButton } from "~/features/accounts/components/auth-ui";
import { fieldErrors, parseRole, RegisterSchema, ROLE_TABS, safeRedirectPath, type FieldErrors, type RegisterField } from "~/features/accounts/schema";
import { signUp } from "~/features/accounts/sign-up.server";
import { publicSite } from "~/env.server";
import { DEFAULT_POST_LOGIN_ROUTE, type Role } from "~/lib/constants";
import { irregularFieldMessage } from "~/lib/form-fields";
import { account, auth as authMessages } from "~/lib/messages";
import { getViewer } from "~/services/auth/session.server";
import { SpecializationOptions } from "~/components/ui/specialization-options";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Create an Account | ${data?.brand ?? "DocHire"}` },
  { name: "description", content: "Register as a doctor to find jobs across India, or as a hospital to hire doctors." },
];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getViewer(request)) throw redirect(DEFAULT_POST_LOGIN_ROUTE);
  return { brand: publicSite().brand };
}

type Values = Record<Exclude<RegisterField, "password" | "confirmPassword">, string>;
type ActionData =
  | { status: "pending"; email: string }
  | { status: "error"; role: Role; errors: FieldErrors<RegisterField>; formError?: string; values: Values };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const raw = Object.fromEntries(form);
  const role = parseRole(raw.role);
  const str = (k: string) => (typeof raw[k] === "string" ? String(raw[k]) : "");
  // What the user typed comes back on errors; the passwords never do.
  const values: Values = { name: str("name"), email: str("email"), specialization: str("specialization"), company: str("company") };
  const irregular = irregularFieldMessage(form, ["role", "name", "email", "password", "confirmPassword", "specialization", "company"]);
  if (irregular) return data<ActionData>({ status: "error", role, errors: {}, formError: irregular, values }, { status: 400 });
  const parsed = RegisterSchema.safeParse(raw);
  if (!parsed.success) {
    return data<ActionData>({ status: "error", role, errors: fieldErrors<RegisterField>(parsed.error), values }, { status: 400 });
  }
  const v = parsed.data;
  const result = await signUp({
    request,
    clientIp: context.clientIp,
    name: v.name,
    email: v.email,
    password: v.password,
    role: v.role,
    specialization: v.specialization,
    company: v.company,
  });
  if (result.ok) return data<ActionData>({ status: "pending", email: v.email });
  if (result.kind === "common_password") {
    return data<ActionData>({ status: "error", role, errors: { password: result.message }, values }, { status: 400 });
  }
  return data<ActionData>({ status: "error", role, errors: {}, formError: result.message, values }, { status: result.status });
}

const EMPTY: Values & { password: string; confirmPassword: string } = {
  name: "",
  email: "",
  specialization: "",
  company: "",
  password: "",
  confirmPassword: "",
};

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const role = parseRole(searchParams.get("role"));
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction?.startsWith("/register") === true;

  const serverValues = actionData?.status === "error" ? actionData.values : null;
  const [values, setValues] = useState({ ...EMPTY, ...serverValues });
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>(actionData?.status === "error" ? actionData.errors : {});
  const [formError, setFormError] = useState<string | undefined>(actionData?.status === "error" ? actionData.formError : undefined);

  // A new answer from the server replaces the messages on screen.
  useEffect(() => {
    setErrors(actionData?.status === "error" ? actionData.errors : {});
    setFormError(actionData?.status === "error" ? actionData.formError : undefined);
  }, [actionData]);

  if (actionData?.status === "pending") {
    return (
      <AuthCard title={authMessages.registrationSuccessfulTitle}>
        <div className="space-y-5" data-testid="registration-success">
          <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" />
              <path d="m22 6-10 7L2 6" />
            </svg>
          </div>
          <p className="text-center text-slate-700">{account.confirmationSentTo(actionData.email)}</p>
          <p className="text-center text-sm text-slate-500">Didn't get it? Check your spam folder, or ask for a new link from the sign-in page.</p>
          <Link to="/login" className="flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">
            {authMessages.proceedToLogin}
          </Link>
        </div>
      </AuthCard>
    );
  }

  function update(field: RegisterField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    // Editing a field clears its error; editing the password also clears the confirmation's.
    setErrors((e) => {
      const next = { ...e };
      delete next[field];
      if (field === "password") delete next.confirmPassword;
      return next;
    });
  }

  function switchRole() {
    // Switching the tab clears specialization, company and every message.
    setValues((v) => ({ ...v, specialization: "", company: "" }));
    setErrors({});
    setFormError(undefined);
  }

  const input = (field: RegisterField, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <Field id={`register-${field}`} label={label} error={errors[field]}>
      <input
        id={`register-${field}`}
        name={field}
        value={values[field]}
        onChange={(e) => update(field, e.target.value)}
        className={authInputClass}
        {...errorProps(`register-${field}`, errors[field])}
        {...props}
      />
    </Field>
  );

  const redirectTo = safeRedirectPath(searchParams.get("redirectTo"), "");
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
              aria-current={selected ? "page" : undefined}
              onClick={() => {
                if (!selected) switchRole();
              }}
              className={`rounded-lg px-3 py-2 text-center text-sm font-semibold transition ${
                selected ? "bg-white text-brand-700 shadow-sm ring-1 ring-slate-200" : "text-slate-600 hover:text-slate-900"
              }`}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>

      <Form
        method="post"
        noValidate
        className="mt-6 space-y-4"
        onSubmit={(event) => {
          const check = RegisterSchema.safeParse({ ...values, role });
          if (!check.success) {
            event.preventDefault();
            setErrors(fieldErrors<RegisterField>(check.error));
            setFormError(undefined);
          }
        }}
      >
        {formError ? <Alert tone="error" testId="register-error">{formError}</Alert> : null}
        <input type="hidden" name="role" value={role} />
        {input("name", "Full Name", { autoComplete: "name", placeholder: role === "doctor" ? "Dr. Priya Sharma" : "Your full name" })}
        {input("email", "Email", { type: "email", autoComplete: "email", inputMode: "email", placeholder: "you@example.com" })}
        {role === "doctor" ? (
          <Field id="register-specialization" label="Medical Specialization" error={errors.specialization}>
            <select
              id="register-specialization"
              name="specialization"
              value={values.specialization}
              onChange={(e) => update("specialization", e.target.value)}
              className={authInputClass}
              {...errorProps("register-specialization", errors.specialization)}
            >
              <SpecializationOptions placeholder="Select your specialization" />
            </select>
          </Field>
        ) : (
          input("company", "Company/Hospital Name", { autoComplete: "organization", placeholder: "e.g. Sunrise Multispeciality Hospital" })
        )}
        {input("password", "Password", { type: "password", autoComplete: "new-password" })}
        {input("confirmPassword", "Confirm Password", { type: "password", autoComplete: "new-password" })}
        <SubmitButton busy={busy} busyLabel={authMessages.creatingAccount}>
          Create Account
        </SubmitButton>
        <p className="text-center text-xs text-slate-500">We'll send a confirmation link to your e-mail address.</p>
      </Form>
    </AuthCard>
  );
}
