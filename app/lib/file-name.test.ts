import { describe, expect, it } from "vitest";
import { storableFileName } from "./file-name";

describe("uploaded file names", () => {
  it("drop control characters, bound the length and keep ordinary names", () => {
    expect(storableFileName("cv.pdf")).toBe("cv.pdf");
    expect(storableFileName("a\u0000b\u001F.png")).toBe("ab.png");
    expect(storableFileName("डॉ मीरा.pdf")).toBe("डॉ मीरा.pdf");
    expect(storableFileName("x".repeat(500))).toHaveLength(200);
    expect(storableFileName("\u0000\u0007 ")).toBeNull();
    expect(storableFileName(undefined)).toBeNull();
  });
});
