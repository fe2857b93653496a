import { describe, expect, it } from "vitest";
import { checkLicences, isPermissive, licenceOf } from "./licences";

describe("the licence policy", () => {
  it("reads a component's licence from its id, name or expression", () => {
    expect(licenceOf({ name: "a", licenses: [{ license: { id: "MIT" } }] })).toBe("MIT");
    expect(licenceOf({ name: "b", licenses: [{ license: { name: "Public Domain" } }] })).toBe("Public Domain");
    expect(licenceOf({ name: "c", licenses: [{ expression: "(MIT OR CC0-1.0)" }] })).toBe("(MIT OR CC0-1.0)");
    expect(licenceOf({ name: "d" })).toBe("UNKNOWN");
  });

  it("judges SPDX expressions: one permissive side of an OR is enough, an AND needs both", () => {
    expect(isPermissive("MIT")).toBe(true);
    expect(isPermissive("(MIT OR CC0-1.0)")).toBe(true);
    expect(isPermissive("GPL-3.0-only OR MIT")).toBe(true);
    expect(isPermissive("MIT AND GPL-3.0-only")).toBe(false);
    expect(isPermissive("(MIT AND (Apache-2.0 OR GPL-2.0-only))")).toBe(true);
    expect(isPermissive("Apache-2.0 WITH LLVM-exception")).toBe(true);
    expect(isPermissive("AGPL-3.0-or-later")).toBe(false);
    expect(isPermissive("UNKNOWN")).toBe(false);
  });

  it("refuses copyleft and undeclared licences, allows recorded exceptions only for their licence", () => {
    const findings = checkLicences([
      { name: "left-pad", version: "1.0.0", licenses: [{ license: { id: "MIT" } }] },
      { name: "some-gpl", version: "2.0.0", licenses: [{ license: { id: "GPL-3.0-only" } }] },
      { name: "no-licence", version: "0.1.0" },
      { name: "lightningcss", version: "1.33.0", licenses: [{ license: { id: "MPL-2.0" } }] },
      { name: "lightningcss", version: "2.0.0", licenses: [{ license: { id: "AGPL-3.0-only" } }] },
    ]);
    expect(findings.map((f) => f.verdict)).toEqual(["allowed", "refused", "refused", "exception", "refused"]);
  });
});
