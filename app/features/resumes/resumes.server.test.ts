import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { fileViews, profiles, user } from "~/db/schema";
import { RESUME_MAX_BYTES } from "~/lib/constants";
import { validation, resumeUpload } from "~/lib/messages";
import { resume as msg } from "~/features/resumes/messages";
import type { Actor } from "~/lib/permissions";
import { findFile, parseFileUrl } from "~/services/storage/storage.server";
import { resumeGate } from "~/services/storage/resume-gate.server";
import { deleteResume, uploadResume } from "./resumes.server";

const pdf = (extra = "") => new TextEncoder().encode(`%PDF-1.7\n1 0 obj<<>>endobj\n${extra}%%EOF`);
const ids = { a: crypto.randomUUID(), b: crypto.randomUUID() };
const doctorA: Actor = { userId: ids.a, email: "a@x.example", name: "A", role: "doctor", isAdmin: false };
const doctorB: Actor = { userId: ids.b, email: "b@x.example", name: "B", role: "doctor", isAdmin: false };
const employer: Actor = { userId: "emp", email: "e@x.example", name: "E", role: "employer", isAdmin: false };
const admin: Actor = { userId: "adm", email: "admin@dochire.in", name: "Admin", role: "employer", isAdmin: true };

const stored = async (url: string | null) => {
  const ref = parseFileUrl(url);
  return ref ? !!(await findFile(ref.bucket, ref.key)) : false;
};
const resumeOf = async (id: string) => (await db().select().from(profiles).where(eq(profiles.id, id)))[0]!.resumeUrl;

beforeAll(async () => {
  for (const [key, id] of Object.entries(ids)) {
    await db().insert(user).values({ id, name: key, email: `${key}@x.example` });
    await db().insert(profiles).values({ id, userId: id, role: "doctor", name: `Dr. ${key}` });
  }
});

describe("resume upload", () => {
  it("takes a PDF, and a new upload replaces (and removes) the old one", async () => {
    const first = await uploadResume({ actor: doctorA, profileId: ids.a, bytes: pdf("one") });
    expect(first.resumeUrl).toMatch(new RegExp(`^/files/resumes/${ids.a}/\\d+-[0-9a-f]{16}\\.pdf$`));
    const second = await uploadResume({ actor: doctorA, profileId: ids.a, bytes: pdf("two") });
    expect(await resumeOf(ids.a)).toBe(second.resumeUrl);
    expect(await stored(first.resumeUrl)).toBe(false);
    expect(await stored(second.resumeUrl)).toBe(true);
  });

  it("refuses a non-PDF named .pdf and files over 5 MB, keeping the previous resume", async () => {
    const before = await resumeOf(ids.a);
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    await expect(uploadResume({ actor: doctorA, profileId: ids.a, bytes: html, originalName: "cv.pdf" })).rejects.toMatchObject({
      code: "invalid_file",
      message: resumeUpload.invalidFile.description,
    });
    const big = new Uint8Array(RESUME_MAX_BYTES + 1);
    big.set(pdf());
    await expect(uploadResume({ actor: doctorA, profileId: ids.a, bytes: big })).rejects.toMatchObject({ code: "invalid_file" });
    await expect(uploadResume({ actor: doctorA, profileId: ids.a, bytes: null })).rejects.toMatchObject({ message: msg.noFileSelected.title });
    expect(await resumeOf(ids.a)).toBe(before);
    expect(await stored(before)).toBe(true);
  });

  it("accepts exactly 5 MB", async () => {
    const exact = new Uint8Array(RESUME_MAX_BYTES);
    exact.set(pdf());
    await expect(uploadResume({ actor: doctorB, profileId: ids.b, bytes: exact })).resolves.toBeTruthy();
  });

  it("refuses another doctor, employers and signed-out callers", async () => {
    for (const actor of [doctorB, employer, null]) {
      await expect(uploadResume({ actor, profileId: ids.a, bytes: pdf() })).rejects.toMatchObject({
        code: actor ? "forbidden" : "unauthenticated",
      });
      await expect(deleteResume({ actor, profileId: ids.a })).rejects.toMatchObject({ code: actor ? "forbidden" : "unauthenticated" });
    }
    await expect(uploadResume({ actor: doctorB, profileId: ids.a, bytes: pdf() })).rejects.toMatchObject({ message: validation.permissionDenied });
  });

  it("delete removes the file and clears resume_url; deleting again says there is none", async () => {
    const url = await resumeOf(ids.b);
    await deleteResume({ actor: doctorB, profileId: ids.b });
    expect(await resumeOf(ids.b)).toBeNull();
    expect(await stored(url)).toBe(false);
    await expect(deleteResume({ actor: doctorB, profileId: ids.b })).rejects.toMatchObject({ message: msg.noResumeToDelete.description });
  });

  it("lets the admin manage any doctor's resume", async () => {
    const { resumeUrl } = await uploadResume({ actor: admin, profileId: ids.b, bytes: pdf("admin") });
    expect(await resumeOf(ids.b)).toBe(resumeUrl);
  });
});

describe("resume access", () => {
  const gate = (actor: Actor | null, key: string) => {
    void actor;
    return resumeGate({ bucket: "resumes", key, request: new Request(`http://localhost/files/resumes/${key}`) });
  };
  it("refuses signed-out visitors", async () => {
    const key = parseFileUrl(await resumeOf(ids.a))!.key;
    expect(await gate(null, key)).toEqual({ allow: false, status: 401 });
    expect(await db().select().from(fileViews)).toEqual([]);
  });
});
