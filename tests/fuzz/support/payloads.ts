import fc from "fast-check";

// The hostile input classes of the audit ("Measuring like the audit" in STACK.md), as fast-check arbitraries. Each
// class is also available as a fixed list, so every route gets every class at least once before the random runs.

export const PAYLOAD_CLASSES = [
  "overlong",
  "unicode",
  "control",
  "html",
  "number",
  "id",
  "blank",
  "wrong-type",
  "binary",
] as const;
export type PayloadClass = (typeof PAYLOAD_CLASSES)[number];

const CONTROL = ["\u0000", "\u0001", "\u0007", "\u0008", "\u000B", "\u000C", "\u001B", "\u001F", "\u007F"];

/** One fixed, representative value per class (the sweep), then a generator for the random runs. */
export const SAMPLES: Record<PayloadClass, readonly string[]> = {
  overlong: ["A".repeat(5_000), "Dr. ".repeat(3_000), "é".repeat(2_100)],
  unicode: ["डॉ. मीरा अय्यर", "مستشفى الشفاء", "\u202Egnp.exe\u202C", "👩‍⚕️🏥💉", "Z̴̡̛a̷l̶g̸o̵", "\u200B\u200D\uFEFF", "\uD800", "𝔇𝔬𝔠"],
  control: ["a\u0000b", "\u0000", "Dr.\u0007 Rao", "x\u001Fy", "\u007F", "line\u000Bbreak", "\u001B[31mred"],
  html: ["<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "{{7*7}}${7*7}", "'; drop table jobs; --", "<!--", "javascript:alert(1)"],
  number: ["1e308", "-1", "0", "99999999999999999999", "1.5", "NaN", "Infinity", "-0", "0x1F", "2147483648", "-2147483649", " 7 ", "٣", "1_000", "9007199254740993", "1e-7"],
  id: ["abc", "1.5", "1e308", "-1", "0", "99999999999999999999", "2147483648", "00000000-0000-0000-0000-000000000000", "../../etc/passwd", "null", "undefined", "[object Object]", "1 OR 1=1", "%00", "+1", "01"],
  blank: ["", " ", "\t\n", "   \r\n   "],
  "wrong-type": ['{"id":1}', "[1,2,3]", "true", "false", "on", "[]", "{}"],
  binary: ["\uFFFD\uFFFE\uFFFF", "\uDC00\uD800", "\u0085\u00A0\u2028\u2029"],
};

const classArbitrary: Record<PayloadClass, fc.Arbitrary<string>> = {
  overlong: fc.oneof(
    fc.integer({ min: 121, max: 12_000 }).map((n) => "x".repeat(n)),
    fc.string({ minLength: 200, maxLength: 2_500 }),
  ),
  unicode: fc.oneof(fc.constantFrom(...SAMPLES.unicode), fc.string({ unit: "grapheme", maxLength: 40 })),
  control: fc
    .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 12 }))
    .map(([a, c, b]) => a + c + b),
  html: fc.constantFrom(...SAMPLES.html),
  number: fc.oneof(
    fc.constantFrom(...SAMPLES.number),
    fc.double().map(String),
    fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(String),
  ),
  id: fc.oneof(fc.constantFrom(...SAMPLES.id), fc.uuid(), fc.string({ maxLength: 20 })),
  blank: fc.constantFrom(...SAMPLES.blank),
  "wrong-type": fc.oneof(fc.constantFrom(...SAMPLES["wrong-type"]), fc.json({ maxDepth: 2 })),
  binary: fc.string({ unit: "binary", maxLength: 60 }),
};

/** Any hostile value, of any class. */
export const hostileValue: fc.Arbitrary<string> = fc.oneof(...PAYLOAD_CLASSES.map((c) => classArbitrary[c]));

// Files for upload fields.
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
// The smallest valid PNG: 1x1 transparent.
const PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"),
);

export type FilePart = { bytes: Uint8Array; name: string; type: string };

export const FILE_SAMPLES: readonly FilePart[] = [
  { bytes: PDF, name: "resume.pdf", type: "application/pdf" },
  { bytes: PNG, name: "photo.png", type: "image/png" },
  { bytes: new Uint8Array(), name: "empty.pdf", type: "application/pdf" },
  { bytes: new TextEncoder().encode("<svg onload=alert(1)>"), name: "x.svg", type: "image/svg+xml" },
  { bytes: PDF, name: "a\u0000b.png", type: "image/png" },
  { bytes: PNG, name: "../".repeat(40) + "x".repeat(300) + ".pdf", type: "application/pdf" },
  { bytes: new TextEncoder().encode("MZ\u0090\u0000"), name: "resume.pdf", type: "application/pdf" },
];

export const fileValue: fc.Arbitrary<FilePart> = fc.oneof(
  fc.constantFrom(...FILE_SAMPLES),
  fc.record({
    bytes: fc.uint8Array({ maxLength: 2_048 }),
    name: fc.oneof(fc.constant("upload.bin"), hostileValue.map((s) => s.slice(0, 300))),
    type: fc.constantFrom("application/pdf", "image/png", "image/jpeg", "application/octet-stream", "text/html"),
  }),
);

/** Bodies a form action must refuse without running: wrong content types and broken form bodies. */
export type RawBody = { label: string; contentType: string | null; body: string | Uint8Array | null };

export const RAW_BODIES: readonly RawBody[] = [
  { label: "JSON", contentType: "application/json", body: JSON.stringify({ intent: "delete", id: 1, name: "x" }) },
  { label: "JSON with form-ish array", contentType: "application/json; charset=utf-8", body: "[1,2,3]" },
  { label: "text/plain form", contentType: "text/plain", body: "intent=delete\r\nid=1" },
  { label: "XML", contentType: "application/xml", body: "<a>1</a>" },
  { label: "no content type", contentType: null, body: "intent=delete&id=1" },
  { label: "no content type, empty", contentType: null, body: null },
  { label: "multipart without boundary", contentType: "multipart/form-data", body: "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--x--\r\n" },
  {
    label: "multipart with the wrong boundary",
    contentType: "multipart/form-data; boundary=expected",
    body: "--other\r\nContent-Disposition: form-data; name=\"intent\"\r\n\r\ndelete\r\n--other--\r\n",
  },
  {
    label: "truncated multipart",
    contentType: "multipart/form-data; boundary=b0undary",
    body: "--b0undary\r\nContent-Disposition: form-data; name=\"resume\"; filename=\"r.pdf\"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc",
  },
  { label: "empty multipart", contentType: "multipart/form-data; boundary=b0undary", body: null },
  { label: "empty form body", contentType: "application/x-www-form-urlencoded", body: null },
  { label: "broken percent-encoding", contentType: "application/x-www-form-urlencoded", body: "intent=%ZZ&id=%E0%A4%A&name=%00%C0%80" },
  { label: "form body of only separators", contentType: "application/x-www-form-urlencoded", body: "&&&==&=" },
  { label: "form with an odd charset", contentType: "application/x-www-form-urlencoded; charset=utf-16", body: "intent=delete&id=1" },
];
