import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { encodePng } from "~/db/demo-images.server";
import { profiles } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { content, formInput, validation } from "~/lib/messages";
import { directory } from "~/features/directory/messages";
import type { Actor } from "~/lib/permissions";
import { takeToast } from "~/services/toast/toast.server";
import { handleAdminDoctorAction } from "./admin-doctor-action.server";

const admin: Actor = { userId: "adm", email: "admin@dochire.in", name: "A", role: "employer", isAdmin: true };
const employer: Actor = { userId: "emp", email: "e@x.example", name: "E", role: "employer", isAdmin: false };

const valid: [string, string | File][] = [
  ["name", "Dr. Kavya Menon"],
  ["specialization", "Cardiology"],
  ["location", "Chennai"],
  ["skills", "Echo, TMT"],
  ["experienceYears", "9"],
  ["qualifications", "MBBS"],
  ["qualifications", "MD"],
  ["listed", "true"],
];

let attached: string[] = [];

async function post(actor: Actor, entries: [string, string | File][], profileId: string | null = null, resumeRefusal?: string) {
  const body = new FormData();
  for (const [k, v] of entries) body.append(k, v);
  return handleAdminDoctorAction({
    request: new Request("http://localhost/admin/create-doctor", { method: "POST", body }),
    actor,
    profileId,
    attachResume: async (id) => {
      if (resumeRefusal) throw new AppError("invalid_file", resumeRefusal);
      attached.push(id);
    },
  });
}

const toastOf = async (res: Response) =>
  (await takeToast(new Request("http://localhost/", { headers: { Cookie: res.headers.get("Set-Cookie")?.split(";")[0] ?? "" } }))).toast;
const count = async () => (await db().select({ id: profiles.id }).from(profiles)).length;
const pdf = () => new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "cv.pdf", { type: "application/pdf" });

beforeEach(async () => {
  attached = [];
  await db().delete(profiles);
});

describe("the admin's create and edit form", () => {
  it("creates a listed profile and goes to the directory tab with the Profile Created toast", async () => {
    const res = await post(admin, [...valid, ["resume", pdf()]]);
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).headers.get("Location")).toBe("/dashboard/doctor-profiles");
    expect(await toastOf(res as Response)).toEqual(directory.profileCreated("Dr. Kavya Menon", true));
    const [row] = await db().select().from(profiles);
    expect(row).toMatchObject({ name: "Dr. Kavya Menon", skills: ["Echo", "TMT"], experienceYears: 9, qualifications: ["MBBS", "MD"], listed: true });
    expect(attached).toEqual([row!.id]);
  });

  it("refuses a bad field beside it with what was typed kept, writing nothing", async () => {
    const res = await post(admin, [["name", ""], ["specialization", "Astrology"], ["experienceYears", "99"], ["bio", "Hello\u0000"]]);
    expect(res).toMatchObject({
      init: { status: 400 },
      data: {
        result: {
          error: {
            name: [validation.nameRequired],
            specialization: [validation.specializationRequired],
            experienceYears: [directory.experienceInvalid],
            bio: [validation.controlCharacters],
          },
          initialValue: { experienceYears: "99" },
        },
      },
    });
    const twice = await post(admin, [...valid, ["name", "Dr. Other"]]);
    expect(twice).toMatchObject({ init: { status: 400 }, data: { result: { error: { name: [formInput.repeatedField] } } } });
    expect(await count()).toBe(0);
  });

  it("refuses a photo that is not an image beside the photo field, keeping what was typed and saving nothing", async () => {
    const svg = new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "me.png", { type: "image/png" });
    const res = await post(admin, [...valid, ["photo", svg]]);
    expect(res).not.toBeInstanceOf(Response);
    const { data, init } = res as Exclude<typeof res, Response>;
    expect(init?.status).toBe(400);
    expect(data.result?.error?.photo?.[0]).toContain("PNG, JPEG, WebP or GIF");
    expect(data.result?.initialValue).toMatchObject({ name: "Dr. Kavya Menon", location: "Chennai" });
    expect(data.toast).toMatchObject({ title: content.creationFailed, variant: "destructive" });
    expect(await count()).toBe(0);
    const png = new File([new Uint8Array(encodePng(3, 3, () => [1, 2, 3]))], "me.png", { type: "image/png" });
    expect(await post(admin, [...valid, ["photo", png]])).toBeInstanceOf(Response);
    expect((await db().select().from(profiles))[0]!.avatarUrl).toMatch(/^\/files\/avatars\//);
  });

  it("keeps the saved profile when its resume is refused, and says why on its edit page", async () => {
    const res = (await post(admin, [...valid, ["resume", pdf()]], null, "Please choose a PDF file.")) as Response;
    const [row] = await db().select().from(profiles);
    expect(res.headers.get("Location")).toBe(`/admin/edit-doctor/${row!.id}`);
    expect(await toastOf(res)).toMatchObject({ title: content.uploadFailed, description: directory.resumeNotStored("Please choose a PDF file."), variant: "destructive" });
  });

  it("verifies on edit only with a registration number, and refuses others with 403 and an edit of a vanished profile with 404", async () => {
    await post(admin, valid);
    const [row] = await db().select().from(profiles);
    const noNumber = await post(admin, [...valid, ["verified", "on"]], row!.id);
    expect(noNumber).toMatchObject({ init: { status: 400 }, data: { result: { error: { verified: [directory.verifyNeedsRegistration] } } } });
    await post(admin, [...valid, ["registrationNumber", "kmc/123"], ["verified", "on"]], row!.id);
    expect((await db().select().from(profiles).where(eq(profiles.id, row!.id)))[0]).toMatchObject({ registrationNumber: "KMC/123", verifiedAt: expect.any(Date) });

    const hijack: [string, string | File][] = [["name", "Dr. Hijack"], ...valid.filter(([k]) => k !== "name")];
    const refused = await post(employer, hijack, row!.id);
    expect(refused).toMatchObject({ init: { status: 403 }, data: { result: { error: { "": [validation.permissionDenied] } } } });
    expect((await db().select().from(profiles).where(eq(profiles.id, row!.id)))[0]!.name).toBe("Dr. Kavya Menon");
    expect(await post(admin, valid, "no-such-profile")).toMatchObject({ init: { status: 404 }, data: { result: { error: { "": [directory.profileGone] } } } });
    expect(await count()).toBe(1);
  });
});
