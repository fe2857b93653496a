import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkbox, choice, formConstraint, optionalText, requiredText, serialId } from "./form-schema";
import { formInput, validation } from "./messages";
import { MAX_SERIAL_ID } from "./ids";

const Schema = z.object({
  name: requiredText({ required: validation.nameRequired, max: 20, collapseSpaces: true }),
  note: optionalText({ max: 10 }),
  kind: choice(["a", "b"] as const, "Choose a kind."),
  id: serialId(),
  agree: checkbox(),
});

function post(entries: [string, string | File][]) {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return parseWithZod(form, { schema: Schema });
}

function errorsOf(entries: [string, string | File][]) {
  const submission = post(entries);
  return submission.status === "success" ? null : submission.error;
}

describe("form field builders", () => {
  it("parse a well-formed form into typed values", () => {
    const submission = post([
      ["name", "  Dr.   Priya  Sharma "],
      ["note", ""],
      ["kind", "b"],
      ["id", "42"],
      ["agree", "on"],
    ]);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({ name: "Dr. Priya Sharma", note: undefined, kind: "b", id: 42, agree: true });
  });

  it("say what is wrong beside each field, in the catalogue's words", () => {
    const errors = errorsOf([
      ["name", "   "],
      ["note", "x".repeat(11)],
      ["kind", "c"],
      ["id", "1e308"],
    ]);
    expect(errors).toEqual({
      name: [validation.nameRequired],
      note: [formInput.tooLong(10)],
      kind: ["Choose a kind."],
      id: [formInput.invalidId],
    });
    expect(errorsOf([["kind", "a"], ["id", "1"]])?.name).toEqual([validation.nameRequired]);
  });

  it("refuse a field sent twice or a file where text belongs", () => {
    const errors = errorsOf([
      ["name", "A"],
      ["name", "B"],
      ["note", new File(["x"], "x.txt")],
      ["kind", "a"],
      ["kind", "b"],
      ["id", "1"],
    ]);
    expect(errors?.name).toEqual([formInput.repeatedField]);
    expect(errors?.note).toEqual([formInput.notText]);
    expect(errors?.kind).toEqual([formInput.repeatedField]);
  });

  it("refuse control characters PostgreSQL cannot store", () => {
    expect(errorsOf([["name", "Priya\u0000"], ["kind", "a"], ["id", "1"]])?.name).toEqual([validation.controlCharacters]);
    expect(errorsOf([["name", "Priya"], ["note", "a\u0007b"], ["kind", "a"], ["id", "1"]])?.note).toEqual([validation.controlCharacters]);
  });

  it("accept only ids within the serial range (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 24 }), (raw) => {
        const submission = post([["name", "A"], ["kind", "a"], ["id", raw]]);
        if (submission.status === "success") {
          expect(/^\d{1,10}$/.test(raw)).toBe(true);
          expect(submission.value.id >= 1 && submission.value.id <= MAX_SERIAL_ID).toBe(true);
        }
      }),
      { seed: 20261125, numRuns: 200 },
    );
    expect(post([["name", "A"], ["kind", "a"], ["id", String(MAX_SERIAL_ID + 1)]]).status).toBe("error");
  });

  it("hand the browser the schema's limits as constraints", () => {
    expect(formConstraint(Schema)).toEqual({
      name: { required: true, minLength: 1, maxLength: 20 },
      note: { required: false, maxLength: 10 },
      kind: { required: true },
      id: { required: true },
      agree: { required: false },
    });
    // A root refinement or transform does not hide the fields.
    const refined = Schema.superRefine(() => {}).transform((v) => v.name);
    expect(formConstraint(refined).name).toEqual({ required: true, minLength: 1, maxLength: 20 });
  });
});
