import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { formInput, validation, authRefusals } from "~/lib/messages";
import { account } from "~/features/accounts/messages";
import { commonPasswords, isCommonPassword } from "~/services/auth/password-policy.server";
import {
  ChangePasswordSchema,
  classifySignInCode,
  EmailOnlySchema,
  LoginSchema,
  profileUpdateSchema,
  RegisterSchema,
  ResetPasswordSchema,
  safeRedirectPath,
  SimpleRegisterSchema,
} from "./schema";

/** Parses a posted form the way the actions (and the browser) do: conform's parseWithZod over FormData. */
function parse(schema: z.ZodType, entries: [string, string | File][] | Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Array.isArray(entries) ? entries : Object.entries(entries)) form.append(k, v);
  return parseWithZod(form, { schema });
}

/** The first message per field ("" is the form's own message); {} when the form is accepted. */
function errorsOf(schema: z.ZodType, entries: [string, string | File][] | Record<string, string>) {
  const s = parse(schema, entries);
  if (s.status === "success") return {};
  return Object.fromEntries(Object.entries(s.error ?? {}).map(([k, v]) => [k, v?.[0]]));
}

const goodDoctor = { role: "doctor", name: "Dr. Rao", email: "rao@clinic.in", password: "123456", confirmPassword: "123456", specialization: "Cardiology" };

describe("registration rules (spec 5)", () => {
  it("names every missing field with the spec's message", () => {
    expect(errorsOf(RegisterSchema, { role: "doctor" })).toEqual({
      name: validation.nameRequired,
      email: validation.emailRequired,
      password: validation.passwordRequired,
      specialization: validation.specializationRequired,
    });
    expect(errorsOf(RegisterSchema, { ...goodDoctor, role: "employer", company: "   " })).toEqual({ company: validation.companyRequired });
  });

  it("checks shape, length and confirmation, all at once even while a field is missing", () => {
    const e = errorsOf(RegisterSchema, { role: "doctor", name: "A", email: "doctor@nowhere", password: "12345", confirmPassword: "54321" });
    expect(e).toEqual({
      email: validation.emailInvalid,
      password: validation.passwordTooShort,
      confirmPassword: validation.passwordsDoNotMatch,
      specialization: validation.specializationRequired,
    });
    expect(errorsOf(RegisterSchema, goodDoctor)).toEqual({});
  });

  it("keeps the role's own field only: a doctor's specialization from the list, an employer's company", () => {
    expect(errorsOf(RegisterSchema, { ...goodDoctor, specialization: "Wizardry" })).toEqual({ specialization: validation.specializationRequired });
    const employer = parse(RegisterSchema, { ...goodDoctor, role: "employer", specialization: "", company: "  Lotus   Hospitals " });
    expect(employer.status === "success" && employer.value).toMatchObject({ role: "employer", company: "Lotus   Hospitals" });
    expect(errorsOf(RegisterSchema, { ...goodDoctor, role: "admin" })).toEqual({ role: authRefusals.roleRequired });
  });

  it("trims and collapses the name, and keeps passwords exactly as typed", () => {
    const s = parse(RegisterSchema, { ...goodDoctor, name: "  Dr.   Meera  Iyer ", password: " pass word ", confirmPassword: " pass word " });
    expect(s.status === "success" && s.value).toMatchObject({ name: "Dr. Meera Iyer", password: " pass word " });
  });

  it("refuses text the database cannot store, over-long text, repeated fields and files beside the field", () => {
    expect(errorsOf(RegisterSchema, { ...goodDoctor, name: "Dr.\u0000Rao" })).toEqual({ name: validation.controlCharacters });
    expect(errorsOf(RegisterSchema, { ...goodDoctor, role: "employer", company: "Apollo\u0007" })).toEqual({ company: validation.controlCharacters });
    expect(errorsOf(RegisterSchema, { ...goodDoctor, name: "n".repeat(121) })).toEqual({ name: authRefusals.nameTooLong });
    expect(errorsOf(RegisterSchema, { ...goodDoctor, role: "employer", company: "c".repeat(201) })).toEqual({ company: authRefusals.companyTooLong });
    const twice: [string, string][] = [...Object.entries(goodDoctor), ["email", "other@clinic.in"]];
    expect(errorsOf(RegisterSchema, twice)).toEqual({ email: formInput.repeatedField });
    const file: [string, string | File][] = [...Object.entries(goodDoctor).filter(([k]) => k !== "name"), ["name", new File(["x"], "x.txt")]];
    expect(errorsOf(RegisterSchema, file)).toEqual({ name: formInput.notText });
  });

  it("of the simple form: name, e-mail and a 6+ character password", () => {
    expect(errorsOf(SimpleRegisterSchema, { name: "A", email: "not-an-email", password: "Stetho-Scope-31" })).toEqual({ email: validation.emailInvalid });
    expect(errorsOf(SimpleRegisterSchema, {})).toEqual({ name: validation.nameRequired, email: validation.emailRequired, password: validation.passwordRequired });
    expect(errorsOf(SimpleRegisterSchema, { name: "A", email: "a@b.in", password: "123456" })).toEqual({});
  });
});

describe("sign-in and e-mail link forms", () => {
  it("sign-in needs both fields after trimming, as one message for the form", () => {
    expect(errorsOf(LoginSchema, { email: "  ", password: "secret" })).toEqual({ "": validation.emailAndPasswordRequired });
    expect(errorsOf(LoginSchema, { email: "a@b.in", password: "   " })).toEqual({ "": validation.emailAndPasswordRequired });
    expect(errorsOf(LoginSchema, { email: "a@b.in", password: "secret" })).toEqual({});
  });

  it("forgot password and resend confirmation need one well-formed address", () => {
    expect(errorsOf(EmailOnlySchema, {})).toEqual({ email: validation.emailRequired });
    expect(errorsOf(EmailOnlySchema, { email: "meena@" })).toEqual({ email: validation.emailInvalid });
    expect(errorsOf(EmailOnlySchema, { email: `${"a".repeat(250)}@b.in` }).email).toBe(formInput.tooLong(254));
    const ok = parse(EmailOnlySchema, { email: "  meena@clinic.in " });
    expect(ok.status === "success" && ok.value).toEqual({ email: "meena@clinic.in" });
  });
});

describe("new passwords", () => {
  it("from a reset link: 6+ characters, typed twice; a token no mail could hold is the token's fault", () => {
    expect(errorsOf(ResetPasswordSchema, { token: "abc", password: "12345", confirmPassword: "12345" })).toEqual({ password: validation.passwordTooShort });
    expect(errorsOf(ResetPasswordSchema, { token: "abc", password: "123456", confirmPassword: "1234567" })).toEqual({ confirmPassword: validation.passwordsDoNotMatch });
    expect(errorsOf(ResetPasswordSchema, { token: "x".repeat(201), password: "123456", confirmPassword: "123456" })).toEqual({ token: account.resetLinkInvalid });
  });

  it("on the profile page: the current one is required, the new one typed twice", () => {
    expect(errorsOf(ChangePasswordSchema, { newPassword: "Fresh-Secret-88", confirmPassword: "Fresh-Secret-89" })).toEqual({
      currentPassword: account.currentPasswordRequired,
      confirmPassword: validation.passwordsDoNotMatch,
    });
    expect(errorsOf(ChangePasswordSchema, { currentPassword: "old", newPassword: "Fresh-Secret-88", confirmPassword: "Fresh-Secret-88" })).toEqual({});
  });
});

describe("edit profile (spec 2.8)", () => {
  const doctor = profileUpdateSchema("doctor");
  const employer = profileUpdateSchema("employer");

  it("needs a name, a phone number that looks like one, and limits every field", () => {
    expect(errorsOf(doctor, { name: " ", phone: "call me", location: "l".repeat(101) })).toEqual({
      name: validation.nameRequired,
      phone: account.phoneInvalid,
      location: account.locationTooLong,
    });
    expect(errorsOf(doctor, { name: "Dr. Rao", specialization: "Wizardry" })).toEqual({ specialization: validation.specializationRequired });
    expect(errorsOf(employer, { name: "Desk" })).toEqual({ company: validation.companyRequired });
    expect(errorsOf(employer, { name: "Desk", company: "c".repeat(201) })).toEqual({ company: authRefusals.companyTooLong });
  });

  it("takes only the role's own field, and gives the same value when parsed again", () => {
    const d = doctor.parse({ name: " Dr.  Rao ", phone: "+91 98450 12345", specialization: "Cardiology", company: "Ignored" });
    expect(d).toEqual({ name: "Dr. Rao", phone: "+91 98450 12345", specialization: "Cardiology" });
    expect(doctor.parse(d)).toEqual(d);
    const e = employer.parse({ name: "Desk", company: "Lotus", specialization: "Cardiology" });
    expect(e).toEqual({ name: "Desk", company: "Lotus" });
    expect(employer.parse(e)).toEqual(e);
  });
});

describe("post-sign-in redirect", () => {
  it("accepts local paths only", () => {
    expect(safeRedirectPath("/dashboard/profile?x=1", "/dashboard")).toBe("/dashboard/profile?x=1");
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "", "/login?redirectTo=/x", "/logout", null]) {
      expect(safeRedirectPath(bad, "/dashboard")).toBe("/dashboard");
    }
  });
});

describe("common passwords", () => {
  it("ships the 1,000 most common ones and compares without case", () => {
    expect(commonPasswords().size).toBe(1000);
    expect(isCommonPassword("PASSWORD")).toBe(true);
    expect(isCommonPassword("iloveyou")).toBe(true);
    expect(isCommonPassword("Healing-Hands-42")).toBe(false);
  });
});

describe("the sign-in's code box", () => {
  it("takes the authenticator's six digits or a backup code, spaces and the backup code's dash optional", () => {
    expect(classifySignInCode(" 123 456 ")).toEqual({ kind: "totp", code: "123456" });
    expect(classifySignInCode("ab3De-9xY2q")).toEqual({ kind: "backup", code: "ab3De-9xY2q" });
    expect(classifySignInCode("ab3De9xY2q")).toEqual({ kind: "backup", code: "ab3De-9xY2q" });
    expect(classifySignInCode("ab3De 9xY2q")).toEqual({ kind: "backup", code: "ab3De-9xY2q" });
  });

  it("is neither for anything else", () => {
    for (const v of ["", "12345", "1234567", "ab3De-9xY2", "ab3De--9xY2q", "ab3D!-9xY2q", "١٢٣٤٥٦"]) expect(classifySignInCode(v)).toBeNull();
  });
});
