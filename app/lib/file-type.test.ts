import { describe, expect, it } from "vitest";
import { isPdf, sniffImageType } from "./file-type";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p)] : p)));

describe("sniffImageType", () => {
  it("recognises PNG, JPEG, GIF and WebP by signature", () => {
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("image/png");
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImageType(bytes("GIF89a", [0, 0]))).toBe("image/gif");
    expect(sniffImageType(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
  });
  it("refuses SVG and HTML whatever they are called", () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffImageType(bytes("<html><script>alert(1)</script></html>"))).toBeNull();
    expect(sniffImageType(bytes([]))).toBeNull();
  });
});

describe("isPdf", () => {
  it("needs the %PDF- signature", () => {
    expect(isPdf(bytes("%PDF-1.7\n"))).toBe(true);
    expect(isPdf(bytes("PDF-1.7"))).toBe(false);
    expect(isPdf(bytes("<html>"))).toBe(false);
  });
});
