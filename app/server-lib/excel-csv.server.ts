import { stringify } from "csv-stringify/sync";

/**
 * Rows as a CSV file Excel opens safely: UTF-8 with a byte order mark (so Excel reads ₹ and Indian names right),
 * every field quoted where it must be, and a cell starting with = + - @ tab or CR prefixed with a quote so a
 * spreadsheet never runs it as a formula (OWASP "CSV injection"). csv-stringify does all three.
 */
export function toExcelSafeCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([header as string[], ...(rows as string[][])], { bom: true, escape_formulas: true, record_delimiter: "windows", quoted_string: false });
}
