// A small one-page PDF resume made in code for the demo doctor, so the seed needs no binary assets. A well-formed
// file (catalog, page, Helvetica, a content stream and a cross-reference table with exact offsets) that any viewer opens.

export type ResumeText = { name: string; headline: string; sections: { title: string; lines: string[] }[] };

/** PDF literal strings escape backslashes and parentheses; the demo text is plain ASCII (WinAnsi) otherwise. */
function literal(text: string): string {
  return `(${text.replace(/[^\x20-\x7e]/g, "-").replace(/([\\()])/g, "\\$1")})`;
}

function contentStream(resume: ResumeText): string {
  const ops: string[] = ["BT", "/F2 22 Tf", "56 780 Td", `${literal(resume.name)} Tj`, "/F1 12 Tf", "0 -22 Td", `${literal(resume.headline)} Tj`];
  for (const section of resume.sections) {
    ops.push("/F2 13 Tf", "0 -34 Td", `${literal(section.title)} Tj`, "/F1 11 Tf");
    for (const line of section.lines) ops.push("0 -17 Td", `${literal(line)} Tj`);
  }
  ops.push("ET");
  return ops.join("\n");
}

export function resumePdf(resume: ResumeText): Uint8Array {
  const stream = contentStream(resume);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title ${literal(`${resume.name} - Resume`)} /Producer (DocHire demo data) >>`,
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}
