import { describe, expect, it } from "vitest";
import { candidateFileType, displayName } from "./candidate-files.server";
import { namesMentioned } from "./candidate-notes.server";
import { CANDIDATE_FILE_MAX_BYTES, recordTexts as t } from "./messages";
import { parseCursor } from "./timeline.server";

// The record's pure rules: who "@Name" mentions, which files are taken and under what name, and which cursors are read.

const members = [{ name: "Asha Rao" }, { name: "Asha Raokar" }, { name: "Dr. Kavita Iyer" }, { name: "Ravi" }];

describe("mentions by name", () => {
  it("finds whole names after @, in any case, and not a name that only starts another", () => {
    expect(namesMentioned("Please see, @asha rao.", members).map((m) => m.name)).toEqual(["Asha Rao"]);
    expect(namesMentioned("@Asha Raokar and @Dr. Kavita Iyer", members).map((m) => m.name)).toEqual(["Asha Raokar", "Dr. Kavita Iyer"]);
    expect(namesMentioned("@Ravindra will call", members)).toEqual([]);
    expect(namesMentioned("Ravi and Asha Rao, without an at sign", members)).toEqual([]);
    expect(namesMentioned("mail ravi@example.com", members)).toEqual([]);
  });
});

describe("candidate files", () => {
  const pdf = new TextEncoder().encode("%PDF-1.7\n");
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
  const gif = new TextEncoder().encode("GIF89a....");
  it("are PDFs, PNGs, JPEGs or WebPs by content, within the size limit", () => {
    expect(candidateFileType(pdf)).toEqual({ contentType: "application/pdf", extension: "pdf" });
    expect(candidateFileType(jpeg)).toEqual({ contentType: "image/jpeg", extension: "jpg" });
    expect(candidateFileType(gif)).toBeNull();
    expect(candidateFileType(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
    expect(candidateFileType(new Uint8Array())).toBeNull();
    const big = new Uint8Array(CANDIDATE_FILE_MAX_BYTES + 1);
    big.set(pdf);
    expect(candidateFileType(big)).toBeNull();
  });

  it("keep the client's name without folders or control characters, or a plain one", () => {
    expect(displayName("C:\\Users\\hr\\Reference.pdf", "pdf")).toBe("Reference.pdf");
    expect(displayName("../../etc/passwd", "pdf")).toBe("passwd");
    expect(displayName("a\u0000b\u202Ec.pdf", "pdf")).toBe("abc.pdf");
    expect(displayName("   ", "png")).toBe(`${t.unnamedFile}.png`);
    expect(displayName("x".repeat(500), "pdf")).toHaveLength(120);
  });
});

describe("timeline cursors", () => {
  it("read only the shape the page writes", () => {
    expect(parseCursor("1767261600123456~note~42")).toEqual({ micros: "1767261600123456", kind: "note", id: 42 });
    for (const bad of [null, "", "abc", "1~nope~1", "1~note~2147483648", "1.5~note~1", "1~note~1~x", "%00"]) expect(parseCursor(bad), String(bad)).toBeNull();
  });
});
