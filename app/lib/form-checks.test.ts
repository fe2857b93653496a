import { describe, expect, it } from "vitest";
import { EmailOnlySchema, RegisterSchema } from "~/features/accounts/schema";
import { validation } from "~/lib/messages";
import { formChecks } from "./form-checks";

describe("formChecks", () => {
  it("asks the schema for its own messages, field by field", () => {
    const checks = formChecks(RegisterSchema, [{ role: "doctor" }, { role: "employer" }]);
    expect(checks.name).toMatchObject({ required: true, valueMissing: validation.nameRequired, maxLength: 120 });
    // An empty password is "required", as the form's parser reads it; a short one "too short".
    expect(checks.password).toMatchObject({ valueMissing: validation.passwordRequired });
    // Each role's own field, required in its own state.
    expect(checks.specialization).toMatchObject({ required: true, valueMissing: validation.specializationRequired });
    expect(checks.company).toMatchObject({ required: true, valueMissing: validation.companyRequired });
    expect(checks.email).toMatchObject({ required: true, valueMissing: validation.emailRequired, typeMismatch: validation.emailInvalid });
    expect(checks.password).toMatchObject({ required: true, minLength: 6, tooShort: validation.passwordTooShort });
    expect(checks.confirmPassword?.match).toEqual({ field: "password", message: validation.passwordsDoNotMatch });
    // No e-mail rule where there is none, and no repeat rule on the field repeated.
    expect(checks.name?.typeMismatch).toBeUndefined();
    expect(checks.password?.match).toBeUndefined();
  });

  it("is worked out once per schema", () => {
    expect(formChecks(EmailOnlySchema)).toBe(formChecks(EmailOnlySchema));
    // Without the states, a field required only in some of them is not required.
    expect(formChecks(RegisterSchema).company?.required).toBeUndefined();
  });
});
