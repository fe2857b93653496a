import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { TextField, useAppForm } from "~/components/forms/app-form";
import { FormChecks } from "~/components/forms/form-checks";
import type { FormReply } from "~/lib/form-schema";
import { auth as authMessages } from "~/features/accounts/messages";
import { EmailOnlySchema } from "../schema";
import { authInputClass, SubmitButton } from "./auth-ui";

/**
 * The one-field "send me a link" form of Forgot Password and Resend Confirmation. The address is checked in the
 * browser first (same schema as the action: by conform when hydrated, by the island's FormChecks on document pages); what the server said, and what was typed, survive a failed post.
 */
export function EmailLinkForm({ id, reply, submitLabel }: { id: string; reply: FormReply | undefined; submitLabel: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useAppForm(EmailOnlySchema, { id, reply });
  return (
    // noValidate from the first paint: the spec's messages, not the browser's, even before scripts load.
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
      <FormChecks schema={EmailOnlySchema} />
      <TextField field={fields.email} label="Email" type="email" autoComplete="email" inputMode="email" className={authInputClass} />
      <SubmitButton busy={busy} busyLabel={authMessages.sendingLink}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
