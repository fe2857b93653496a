import { describe, expect, it } from "vitest";
import { verification } from "~/features/verification/messages";
import { VerificationRequestSchema } from "./schema";

const valid = { company: "Sahyadri Clinic", orgType: "clinic", location: "Pune", orgRegistration: "sahyadriclinic.in", contactPerson: "Meera  Joshi" };

describe("VerificationRequestSchema", () => {
  it("takes an official e-mail domain or a registration / GSTIN number", () => {
    expect(VerificationRequestSchema.parse(valid)).toMatchObject({ orgType: "clinic", contactPerson: "Meera Joshi" });
    expect(VerificationRequestSchema.safeParse({ ...valid, orgRegistration: "27AAPFU0939F1ZV" }).success).toBe(true);
    expect(VerificationRequestSchema.safeParse({ ...valid, orgRegistration: "MH/PUNE/2019/1234" }).success).toBe(true);
  });

  it("refuses missing fields, unknown types and text that is neither a domain nor a number", () => {
    const result = VerificationRequestSchema.safeParse({ ...valid, company: " ", orgType: "castle", orgRegistration: "<script>" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining([verification.orgNameRequired, verification.orgTypeRequired, verification.orgRegistrationRequired]));
  });
});
