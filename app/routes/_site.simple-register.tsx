import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/_site.simple-register";
import { Field } from "~/components/ui/field";
import { AuthCard, authInputClass, SubmitButton } from "~/features/accounts/components/auth-ui";
import { Alert } from "~/components/ui/alert";
import { fieldErrors, SimpleRegisterSchema } from "~/features/accounts/schema";
import { signUp } from "~/features/accounts/sign-up.server";
import { publicSite } from "~/env.server";
import { irregularFieldMessage } from "~/lib/form-fields";
import { auth as authMessages } from "~/lib/messages";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Sign Up | ${data?.brand ?? "DocHire"}` }];

export function loader() {
  return { brand: publicSite().brand };
}

type ActionData = { ok: boolean; message: string; values: { name: string; email: string }; at: number };

// Spec 2.5, simple registration: always a doctor; the outcome is one message, shown as a browser alert.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const raw = Object.fromEntries(form);
  const values = { name: typeof raw.name === "string" ? raw.name : "", email: typeof raw.email === "string" ? raw.email : "" };
  const at = Date.now();
  const irregular = irregularFieldMessage(form, ["name", "email", "password"]);
  if (irregular) return data<ActionData>({ ok: false, message: authMessages.simpleSignupFailedPrefix + irregular, values, at }, { status: 400 });
  const parsed = SimpleRegisterSchema.safeParse(raw);
  if (!parsed.success) {
    const first = Object.values(fieldErrors(parsed.error))[0] ?? "";
    return data<ActionData>({ ok: false, message: authMessages.simpleSignupFailedPrefix + first, values, at }, { status: 400 });
  }
  const result = await signUp({ request, clientIp: context.clientIp, ...parsed.data, role: "doctor" });
  if (result.ok) return data<ActionData>({ ok: true, message: authMessages.simpleSignupSuccess, values: { name: "", email: "" }, at });
  return data<ActionData>({ ok: false, message: authMessages.simpleSignupFailedPrefix + result.message, values, at }, { status: result.status });
}

export default function SimpleRegister({ loaderData, actionData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction?.startsWith("/simple-register") === true;

  useEffect(() => {
    if (!actionData) return;
    window.alert(actionData.message);
    const form = formRef.current;
    if (!form) return;
    // The form is reset; after a failure what was typed (except the password) stays for correcting.
    if (actionData.ok) form.reset();
    else {
      const password = form.elements.namedItem("password");
      if (password instanceof HTMLInputElement) password.value = "";
    }
  }, [actionData]);

  return (
    <AuthCard
      title="Sign up"
      subtitle={`Create your free ${loaderData.brand} doctor account in a minute.`}
      footer={
        <>
          Hiring doctors?{" "}
          <Link to="/register?role=employer" className="font-semibold text-brand-700 hover:underline">
            Register as an employer
          </Link>
          <span className="mx-2 text-slate-300">·</span>
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      {actionData ? (
        <div className="mb-4">
          <Alert tone={actionData.ok ? "success" : "error"} testId="simple-register-outcome">
            {actionData.message}
          </Alert>
        </div>
      ) : null}
      <Form ref={formRef} method="post" noValidate className="space-y-4" key={actionData?.ok ? actionData.at : "form"}>
        <Field id="simple-name" label="Name">
          <input id="simple-name" name="name" autoComplete="name" defaultValue={actionData?.values.name ?? ""} className={authInputClass} />
        </Field>
        <Field id="simple-email" label="Email">
          <input id="simple-email" name="email" type="email" autoComplete="email" inputMode="email" defaultValue={actionData?.values.email ?? ""} className={authInputClass} />
        </Field>
        <Field id="simple-password" label="Password">
          <input id="simple-password" name="password" type="password" autoComplete="new-password" className={authInputClass} />
        </Field>
        <SubmitButton busy={busy} busyLabel={authMessages.creatingAccount}>
          Sign Up
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
