import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { encodePng } from "~/db/demo-images.server";
import { profiles, user } from "~/db/schema";
import { validation } from "~/lib/messages";
import { directory } from "~/features/directory/messages";
import type { Actor } from "~/lib/permissions";
import { findFile, parseFileUrl } from "~/services/storage/storage.server";
import { saveDoctorProfile, setVerified, updateOwnDirectoryDetails } from "./manage-doctor.server";
import { AdminDoctorSchema, DIRECTORY_DETAILS_INTENT, DirectoryDetailsSchema } from "./schema";

const docId = crypto.randomUUID();
const doctor: Actor = { userId: docId, email: "d@x.example", name: "D", role: "doctor", isAdmin: false };
const otherDoctor: Actor = { userId: crypto.randomUUID(), email: "o@x.example", name: "O", role: "doctor", isAdmin: false };
const employer: Actor = { userId: "emp", email: "e@x.example", name: "E", role: "employer", isAdmin: false };
const admin: Actor = { userId: "adm", email: "admin@dochire.in", name: "A", role: "employer", isAdmin: true };

type Fields = Record<string, string | string[]>;

const formFields = (over: Fields = {}): Fields => ({
  name: "Dr. New Person",
  specialization: "Cardiology",
  location: "Pune",
  email: "",
  phone: "",
  bio: "Cardiologist.",
  skills: "Echo, TMT, Echo, ",
  experienceYears: "8",
  availability: "Immediately",
  qualifications: ["MBBS", "MD"],
  registrationNumber: "mmc/2010/123",
  listed: "on",
  ...over,
});

/** The admin form's values as its schema gives them to saveDoctorProfile. */
function form(over: Fields = {}) {
  const parsed = AdminDoctorSchema.safeParse(Object.fromEntries(Object.entries(formFields(over)).map(([k, v]) => [k, v === "" ? undefined : v])));
  if (!parsed.success) throw parsed.error;
  const { verified: _v, photo: _p, resume: _r, ...values } = parsed.data;
  return values;
}

/** The doctor's own section as its schema gives it to updateOwnDirectoryDetails. */
function details(over: Fields = {}) {
  const { name: _n, specialization: _s, location: _l, email: _e, phone: _ph, ...rest } = formFields(over);
  const parsed = DirectoryDetailsSchema.safeParse({ intent: DIRECTORY_DETAILS_INTENT, ...rest });
  if (!parsed.success) throw parsed.error;
  const { intent: _i, ...value } = parsed.data;
  return value;
}

const photo = () => ({ bytes: encodePng(3, 3, () => [1, 2, 3]), name: "p.png" });

beforeAll(async () => {
  await db().insert(user).values({ id: docId, name: "D", email: "d@x.example" });
  await db().insert(profiles).values({ id: docId, userId: docId, role: "doctor", name: "Dr. D", email: "d@x.example" });
});

describe("a doctor's own directory details", () => {
  it("are saved normalised", async () => {
    const row = await updateOwnDirectoryDetails({ actor: doctor, details: details() });
    expect(row).toMatchObject({ skills: ["Echo", "TMT"], experienceYears: 8, registrationNumber: "MMC/2010/123", listed: true, name: "Dr. D" });
  });
  it("lose verification when the registration number changes", async () => {
    await setVerified({ actor: admin, profileId: docId, verified: true });
    await updateOwnDirectoryDetails({ actor: doctor, details: details({ bio: "Changed bio" }) });
    expect((await db().select().from(profiles).where(eq(profiles.id, docId)))[0]!.verifiedAt).not.toBeNull();
    await updateOwnDirectoryDetails({ actor: doctor, details: details({ registrationNumber: "MMC/2010/999" }) });
    expect((await db().select().from(profiles).where(eq(profiles.id, docId)))[0]!.verifiedAt).toBeNull();
  });
  it("cannot be edited by employers or signed-out callers", async () => {
    await expect(updateOwnDirectoryDetails({ actor: employer, details: details() })).rejects.toMatchObject({ code: "forbidden" });
    await expect(updateOwnDirectoryDetails({ actor: null, details: details() })).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(updateOwnDirectoryDetails({ actor: otherDoctor, details: details() })).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("admin management of directory profiles", () => {
  it("is refused to employers, doctors and signed-out callers with Permission denied", async () => {
    for (const actor of [employer, doctor, null]) {
      await expect(saveDoctorProfile({ actor, profileId: null, values: form(), photo: null })).rejects.toMatchObject({ message: validation.permissionDenied });
      await expect(saveDoctorProfile({ actor, profileId: docId, values: form(), photo: null })).rejects.toMatchObject({ message: validation.permissionDenied });
      await expect(setVerified({ actor, profileId: docId, verified: true })).rejects.toMatchObject({ message: validation.permissionDenied });
    }
  });
  it("creates a listed profile with a photo, and replacing the photo removes the old object", async () => {
    const created = await saveDoctorProfile({ actor: admin, profileId: null, values: form({ email: "New@Example.com" }), photo: photo() });
    expect(created).toMatchObject({ name: "Dr. New Person", listed: true, userId: null, email: "new@example.com" });
    const oldRef = parseFileUrl(created.avatarUrl)!;
    const edited = await saveDoctorProfile({ actor: admin, profileId: created.id, values: form({ name: "Dr. Renamed" }), photo: photo() });
    expect(edited.name).toBe("Dr. Renamed");
    expect(await findFile(oldRef.bucket, oldRef.key)).toBeNull();
  });
  it("refuses a photo that is not an image by its content, beside the photo field, saving nothing", async () => {
    const before = await db().select({ id: profiles.id }).from(profiles);
    const svg = { bytes: new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), name: "p.png" };
    await expect(saveDoctorProfile({ actor: admin, profileId: null, values: form({ name: "Dr. Svg" }), photo: svg })).rejects.toMatchObject({
      code: "invalid_image",
      fieldErrors: { photo: expect.stringContaining("PNG, JPEG, WebP or GIF") },
    });
    expect(await db().select({ id: profiles.id }).from(profiles)).toHaveLength(before.length);
  });
  it("answers an edit of a profile that no longer exists with 404", async () => {
    await expect(saveDoctorProfile({ actor: admin, profileId: "no-such-profile", values: form(), photo: null })).rejects.toMatchObject({ status: 404, message: directory.profileGone });
  });
  it("needs a registration number before verifying", async () => {
    const p = await saveDoctorProfile({ actor: admin, profileId: null, values: form({ registrationNumber: "" }), photo: null });
    await expect(setVerified({ actor: admin, profileId: p.id, verified: true })).rejects.toMatchObject({ code: "conflict" });
  });
});
