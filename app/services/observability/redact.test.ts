import { describe, expect, it } from "vitest";
import { REDACTED, redactText, redactValue } from "./redact";

describe("log redaction of free text", () => {
  it("hides e-mail addresses", () => {
    expect(redactText("mail to dr.asha.rao+jobs@apollo-hospitals.co.in failed")).toBe(`mail to ${REDACTED} failed`);
    expect(redactText("from A@B.IN and x_y@mail.example.org")).toBe(`from ${REDACTED} and ${REDACTED}`);
  });

  it("hides phone numbers as people write them", () => {
    for (const phone of ["+91 98480 22110", "+919848022110", "+91-98480-22110", "9848022110", "098480-22110", "98480 22110", "+91 40 4850 2200", "(040) 4850 2200"]) {
      expect(redactText(`call ${phone} now`), phone).toBe(`call ${REDACTED} now`);
    }
  });

  it("leaves ids, timestamps, durations, dates and ports alone", () => {
    for (const text of ["job 123456 took 2500 ms", "at 1796523698029", "2026-12-06 05:57:05", "2026-12-06T05:57:05.000Z", "port 5432", "id 12345678-1234-5678-9abc-def012345678", "1234567890"]) {
      expect(redactText(text), text).toBe(text);
    }
  });

  it("hides the tokens of reset, verify, invite and unsubscribe links", () => {
    expect(redactText("GET /reset-password?token=abc.DEF_123-x&next=%2F")).toBe(`GET /reset-password?token=${REDACTED}&next=%2F`);
    expect(redactText("https://dochire.in/api/auth/verify-email?token=eyJhbGciOi.payload.sig&callbackURL=%2Fdashboard")).toBe(
      `https://dochire.in/api/auth/verify-email?token=${REDACTED}&callbackURL=${REDACTED}`,
    );
    expect(redactText("/join?code=XYZ789")).toBe(`/join?code=${REDACTED}`);
    expect(redactText("/invite/XYZ789")).toBe(`/invite/${REDACTED}`);
    expect(redactText("/api/job-alerts/unsubscribe/7f3a9c2b1d")).toBe(`/api/job-alerts/unsubscribe/${REDACTED}`);
    expect(redactText("/account/export/5b8e1f?x=1")).toBe(`/account/export/${REDACTED}?x=1`);
  });

  it("hides cookies and authorization headers written into text", () => {
    expect(redactText("Cookie: better-auth.session_token=abc123.def; theme=dark")).toBe(`Cookie: better-auth.session_token=${REDACTED}; theme=dark`);
    expect(redactText("Authorization: Bearer sk_live_123456")).toBe(`Authorization: Bearer ${REDACTED}`);
  });

  it("hides resume file names but not the names the server gives stored files", () => {
    expect(redactText("uploaded Dr_Asha_Rao_CV.pdf")).toBe(`uploaded ${REDACTED}`);
    expect(redactText('file "Resume - Ravi Kumar.docx"')).toBe(`file "Resume - Ravi ${REDACTED}"`);
    expect(redactText("/files/resumes/1796523698029-0123456789abcdef.pdf")).toBe("/files/resumes/1796523698029-0123456789abcdef.pdf");
  });
});

describe("log redaction of fields", () => {
  it("redacts every string however deep, keeps our own ids, and leaves the caller's object as it was", () => {
    const fields = { reqId: "9848022110", mail: { to: "a@b.in", list: ["x@y.in", 3] }, path: "/reset-password?token=s3cret", n: 42 };
    expect(redactValue(fields)).toEqual({ reqId: "9848022110", mail: { to: REDACTED, list: [REDACTED, 3] }, path: `/reset-password?token=${REDACTED}`, n: 42 });
    expect(fields.mail.to).toBe("a@b.in");
  });

  it("keeps an error's type and redacts its message, stack and cause", () => {
    const error = new TypeError("no mailbox for ravi@example.in", { cause: new Error("555 9848022110") });
    const redacted = redactValue(error) as TypeError & { cause: Error };
    expect(redacted).toBeInstanceOf(TypeError);
    expect(redacted.message).toBe(`no mailbox for ${REDACTED}`);
    expect(redacted.stack).not.toContain("ravi@example.in");
    expect(redacted.cause.message).toBe(`555 ${REDACTED}`);
    expect(error.message).toContain("ravi@example.in");
  });
});
