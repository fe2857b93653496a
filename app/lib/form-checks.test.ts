import { describe, expect, it } from "vitest";
import { EmailOnlySchema, RegisterSchema } from "~/features/accounts/schema";
import { validation } from "~/lib/messages";
import { formChecks } from "./form-checks";

describe("formChecks", () => {
  it("asks the schema for its own messages, field by field", () => {
    const checks = formChecks(RegisterSchema);
    expect(checks.name).toMatchObject({ required: true, valueMissing: validation.nameRequired, maxLength: 120 });
    expect(checks.email).toMatchObject({ required: true, valueMissing: validation.emailRequired, typeMismatch: validation.emailInvalid });
    expect(checks.password).toMatchObject({ required: true, minLength: 6, tooShort: validation.passwordTooShort });
    expect(checks.confirmPassword?.match).toEqual({ field: "password", message: validation.passwordsDoNotMatch });
    // No e-mail rule where there is none, and no repeat rule on the field repeated.
    expect(checks.name?.typeMismatch).toBeUndefined();
    expect(checks.password?.match).toBeUndefined();
  });

  it("is worked out once per schema", () => {
    expect(formChecks(EmailOnlySchema)).toBe(formChecks(EmailOnlySchema));
  });
});
