import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { toExcelSafeCsv } from "./export-candidates.server";

// The CSV export's escaping (OWASP CSV injection): a cell a spreadsheet would read as a formula is prefixed with a
// quote; quoting, line breaks and non-ASCII survive; the file starts with a UTF-8 byte order mark for Excel.

describe("Excel-safe CSV", () => {
  const hostile = ["=HYPERLINK(\"http://x\")", "+91 98 7654 3210", "-2+3", "@SUM(A1)", "\tTab", "\rCR", "＝1+1", "Dr. \"Quote\", Jr.", "Line\nbreak", "Dr. Ānanya Rao ₹"];
  const csv = toExcelSafeCsv(["Name"], hostile.map((h) => [h]));

  it("starts with a BOM and parses back to the same cells, formulas prefixed with a quote", () => {
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = parse(csv, { bom: true }) as string[][];
    expect(rows.map((r) => r[0])).toEqual([
      "Name",
      "'=HYPERLINK(\"http://x\")",
      "'+91 98 7654 3210",
      "'-2+3",
      "'@SUM(A1)",
      "'\tTab",
      "'\rCR",
      "'＝1+1",
      'Dr. "Quote", Jr.',
      "Line\nbreak",
      "Dr. Ānanya Rao ₹",
    ]);
  });

  it("leaves ordinary cells alone and quotes only where it must", () => {
    const plain = toExcelSafeCsv(["Name", "Stage"], [["Dr. Asha Rao", "Applied"]]);
    expect(plain).toBe("\uFEFFName,Stage\r\nDr. Asha Rao,Applied\r\n");
  });
});
