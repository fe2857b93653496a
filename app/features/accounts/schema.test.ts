import { describe, expect, it } from "vitest";
import { validation } from "~/lib/messages";
import { commonPasswords, isCommonPassword } from "~/services/auth/password-policy.server";
import { fieldErrors, LoginSchema, RegisterSchema, safeRedirectPath } from "./schema";

const errorsOf = (input: Record<string, string>) => {
  const r = RegisterSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe("registration rules (spec 5)", () => {
  it("names every missing field with the spec's message", () => {
    expect(errorsOf({ role: "doctor" })).toEqual({
      name: validation.nameRequired,
      email: validation.emailRequired,
      password: validation.passwordRequired,
      specialization: validation.specializationRequired,
    });
    expect(errorsOf({ role: "employer", company: "   " }).company).toBe(validation.companyRequired);
  });
  it("checks shape, length and confirmation", () => {
    const e = errorsOf({ role: "doctor", name: "A", email: "a@b", password: "12345", confirmPassword: "1234", specialization: "Cardiology" });
    expect(e).toEqual({ email: validation.emailInvalid, password: validation.passwordTooShort, confirmPassword: validation.passwordsDoNotMatch });
    expect(errorsOf({ role: "doctor", name: "A", email: "a@b.in", password: "123456", confirmPassword: "123456", specialization: "Cardiology" })).toEqual({});
  });
  it("refuses text the database cannot store beside the field that holds it", () => {
    const base = { password: "123456", confirmPassword: "123456", email: "a@b.in" };
    expect(errorsOf({ ...base, role: "doctor", name: "Dr.\u0000Rao", specialization: "Cardiology" })).toEqual({ name: validation.controlCharacters });
    expect(errorsOf({ ...base, role: "employer", name: "Desk", company: "Apollo\u0000" })).toEqual({ company: validation.controlCharacters });
  });
  it("needs both sign-in fields after trimming", () => {
    const r = LoginSchema.safeParse({ email: "  ", password: "secret" });
    expect(r.success ? null : fieldErrors(r.error).form).toBe(validation.emailAndPasswordRequired);
    expect(LoginSchema.safeParse({ email: "a@b.in", password: "   " }).success).toBe(false);
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
