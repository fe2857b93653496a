import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_SERIAL_ID, parseId, parseTextId, singleFormValue } from "./ids";

describe("ids from URLs and forms", () => {
  it("accept only decimal integers within the serial range", () => {
    for (const good of ["1", "42", "0000000007", String(MAX_SERIAL_ID)]) expect(parseId(good)).toBe(Number(good));
    for (const bad of ["abc", "1.5", "1e308", "-1", "0", "99999999999999999999", String(MAX_SERIAL_ID + 1), "", " 7", "7 ", "+7", "0x1F", "١٢", "7\u0000", null, undefined, 7, {}]) {
      expect(parseId(bad), String(bad)).toBeNull();
    }
  });

  it("never let anything else through (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 24 }), (s) => {
        const id = parseId(s);
        if (id !== null) expect(Number.isInteger(id) && id >= 1 && id <= MAX_SERIAL_ID && /^\d+$/.test(s)).toBe(true);
      }),
      { seed: 20261124, numRuns: 500 },
    );
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_SERIAL_ID }), (n) => parseId(String(n)) === n), { seed: 20261124, numRuns: 200 });
  });

  it("accept text ids of account and profile rows, refuse anything a database or URL would choke on", () => {
    for (const good of ["3f1c2b7e-9a4d-4f0e-8b1a-2c3d4e5f6a7b", "Xy12abCD34efGH56ijKL78mnOP90qrST", "a_b-c"]) expect(parseTextId(good)).toBe(good);
    for (const bad of ["", "a\u0000b", "a b", "../x", "x".repeat(65), "é", "a/b", null, 5]) expect(parseTextId(bad), String(bad)).toBeNull();
  });

  it("take a form field's value only when it is sent exactly once, as text", () => {
    const form = new FormData();
    form.append("id", "12");
    form.append("twice", "1");
    form.append("twice", "2");
    form.append("file", new File(["x"], "x.txt"));
    form.append("uuid", "3f1c2b7e-9a4d-4f0e-8b1a-2c3d4e5f6a7b");
    expect(singleFormValue(form, "id")).toBe("12");
    expect(singleFormValue(form, "twice")).toBeNull();
    expect(singleFormValue(form, "file")).toBeNull();
    expect(singleFormValue(form, "missing")).toBeNull();
    expect(singleFormValue(form, "uuid")).toBe("3f1c2b7e-9a4d-4f0e-8b1a-2c3d4e5f6a7b");
  });
});
