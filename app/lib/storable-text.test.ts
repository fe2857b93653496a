import { describe, expect, it } from "vitest";
import { hasControlCharacters } from "./storable-text";

describe("storable text", () => {
  it("refuses NUL and other control characters, keeps ordinary text, tabs and line breaks", () => {
    for (const bad of ["a\u0000b", "\u0007", "x\u001Fy", "\u007F", "\u000B"]) expect(hasControlCharacters(bad)).toBe(true);
    for (const good of ["Dr. Meera Iyer", "Apollo Care\tHyderabad", "line one\r\nline two", "डॉ. मीरा", "مستشفى", "₹ 2,00,000"]) {
      expect(hasControlCharacters(good)).toBe(false);
    }
  });
});
