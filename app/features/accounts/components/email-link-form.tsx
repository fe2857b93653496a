import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Field } from "~/components/ui/field";
import { EmailOnlySchema, fieldErrors } from "../schema";
import { authInputClass, errorProps, SubmitButton } from "./auth-ui";

/**
 * The one-field "send me a link" form of Forgot Password and Resend Confirmation. The address is checked in the
 * browser first (same schema as the action); what the server said, and what was typed, survive a failed post.
 */
export function EmailLinkForm({
  id,
  email,
  serverError,
  submitLabel,
}: {
  id: string;
  email: string;
  serverError: string | null;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [clientError, setClientError] = useState<string | null>(null);
  const error = clientError ?? serverError ?? undefined;
  return (
    <Form
      method="post"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        const check = EmailOnlySchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
        if (!check.success) {
          event.preventDefault();
          setClientError(fieldErrors(check.error).email ?? null);
        } else setClientError(null);
      }}
    >
      <Field id={id} label="Email" error={error}>
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={email}
          onChange={() => setClientError(null)}
          className={authInputClass}
          {...errorProps(id, error)}
        />
      </Field>
      <SubmitButton busy={busy} busyLabel="Sending link...">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
