import { getFormProps } from "@conform-to/react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/_site.simple-register";
import { TextField, useAppForm } from "~/components/forms/app-form";
import { AuthCard, authInputClass, PrivacyNotice, SubmitButton } from "~/features/accounts/components/auth-ui";
import { FormChecks } from "~/components/forms/form-checks";
import { formDom } from "~/components/forms/form-dom";
import { documentPage, loadAsDocument } from "~/lib/islands";
import authFormIsland from "~/islands/auth-form.island.ts?island";
import { ResendConfirmation } from "~/features/accounts/components/resend-confirmation";
import { Alert } from "~/components/ui/alert";
import { SimpleRegisterSchema } from "~/features/accounts/schema";
import { signUp } from "~/features/accounts/sign-up.server";
import { publicSite } from "~/env.server";
import type { FormReply } from "~/lib/form-schema";
import { actionError, invalidForm, parseForm, refuseFields, refuseForm } from "~/server-lib/route-errors.server";
import { auth as authMessages } from "~/features/accounts/messages";

// A document page (decision 031): a plain form that works without JavaScript; its island checks it with the
// schema's messages (said in a browser alert, spec 2.5), says the server's outcome in one, and shows progress.
export const handle = documentPage(authFormIsland);
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Sign Up | ${data?.brand ?? "DocHire"}` }];

export function loader() {
  return { brand: publicSite().brand };
}

/** A sign-up waiting for its e-mail confirmation: the address the link went to. */
type SignedUp = FormReply & { signedUp: string };

// Spec 2.5, simple registration: always a doctor; the outcome is one message, shown as a browser alert.
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), SimpleRegisterSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    const result = await signUp({ request, clientIp: context.clientIp, ...submission.value, role: "doctor" });
    // The form is reset after a success.
    if (result.ok) return data<SignedUp>({ result: submission.reply({ resetForm: true }), toast: null, signedUp: submission.value.email });
    if (result.kind === "common_password") return refuseFields(submission, { password: result.message });
    return refuseForm(submission, result.message, result.status);
  } catch (error) {
    return actionError(error, { toastTitle: authMessages.signUpFailed, submission, context: "simple sign-up failed" });
  }
}

/** The first thing said about a refused form: the form's own message, else the first field's. */
function firstError(error: Record<string, string[] | null> | undefined): string | null {
  for (const messages of Object.values(error ?? {})) if (messages?.[0]) return messages[0];
  return null;
}

/** What the page says about a reply of the action, or null when there is no outcome to tell. */
function outcomeOf(reply: FormReply | SignedUp | undefined): { ok: boolean; message: string; signedUp?: string } | null {
  if (!reply) return null;
  if ("signedUp" in reply && typeof reply.signedUp === "string") return { ok: true, message: authMessages.simpleSignupSuccess, signedUp: reply.signedUp };
  const problem = reply.result?.status === "error" ? firstError(reply.result.error) : null;
  return problem ? { ok: false, message: authMessages.simpleSignupFailedPrefix + problem } : null;
}

export default function SimpleRegister({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useAppForm(SimpleRegisterSchema, { id: "simple-register", reply: actionData });
  const outcome = outcomeOf(actionData);

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
      {outcome ? (
        <div className="mb-4" {...formDom.alertOnLoad.props(outcome.message)}>
          <Alert tone={outcome.ok ? "success" : "error"} testId="simple-register-outcome">
            <p>{outcome.message}</p>
            {outcome.signedUp ? <ResendConfirmation email={outcome.signedUp} /> : null}
          </Alert>
        </div>
      ) : null}
      {/* noValidate from the first paint: the spec's messages, not the browser's, even before scripts load. */}
      <Form method="post" {...getFormProps(form)} {...formDom.alertPrefix.props(authMessages.simpleSignupFailedPrefix)} noValidate className="space-y-4">
        <FormChecks schema={SimpleRegisterSchema} />
        <TextField field={fields.name} label="Name" autoComplete="name" className={authInputClass} />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" inputMode="email" className={authInputClass} />
        <TextField field={fields.password} label="Password" type="password" autoComplete="new-password" className={authInputClass} />
        <PrivacyNotice />
        <SubmitButton busy={false} busyLabel={authMessages.creatingAccount}>
          Sign Up
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
