import { encodePng } from "../app/db/demo-images.server";

// Upload fixtures made in code: a real one-page PDF, a PNG, and impostors with the wrong content.

export function pdfFile(name = "resume.pdf", text = "Curriculum Vitae") {
  const body = [
    "%PDF-1.4",
    "1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj",
    "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj",
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj",
    `4 0 obj<</Length ${text.length + 30}>>stream\nBT /F1 18 Tf 30 100 Td (${text}) Tj ET\nendstream endobj`,
    "5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj",
    "trailer<</Root 1 0 R>>",
    "%%EOF",
  ].join("\n");
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body) };
}

/** A file that claims to be a PDF by name and type but is HTML. */
export function fakePdfFile() {
  return { name: "resume.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html><body>not a pdf</body></html>") };
}

/** A real PDF header padded past 5 MB. */
export function hugePdfFile() {
  const head = Buffer.from("%PDF-1.4\n");
  return { name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.concat([head, Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]) };
}

export function pngFile(name = "photo.png", color: [number, number, number] = [20, 120, 110]) {
  return { name, mimeType: "image/png", buffer: Buffer.from(encodePng(8, 8, () => color)) };
}

export function svgAsPngFile() {
  return { name: "logo.png", mimeType: "image/png", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') };
}
