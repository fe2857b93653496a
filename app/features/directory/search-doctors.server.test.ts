import crypto from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { directoryCounts, profiles, user } from "~/db/schema";
import { type AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import type { Actor } from "~/lib/permissions";
import { deleteDoctorProfile } from "./delete-doctor-profile.server";
import { searchDoctors, type DirectoryQuery } from "./search-doctors.server";

const q = (over: Partial<DirectoryQuery> = {}): DirectoryQuery => ({ q: "", location: "", specialty: "All", page: 1, ...over });
const names = async (over: Partial<DirectoryQuery>) => (await searchDoctors(q(over))).doctors.map((d) => d.name).sort();

const admin: Actor = { userId: "admin-id", email: "admin@dochire.in", name: "Admin", role: "employer", isAdmin: true };
const employer: Actor = { userId: "emp-id", email: "hr@x.example", name: "HR", role: "employer", isAdmin: false };
const doctor: Actor = { userId: "doc-id", email: "doc@x.example", name: "Doc", role: "doctor", isAdmin: false };

let accountDoctorId = "";

beforeAll(async () => {
  const base = { role: "doctor" as const, listed: true };
  await db().insert(profiles).values([
    { ...base, id: "p1", name: "Dr. Asha Verma", specialization: "Cardiology", location: "New Delhi", bio: "Echo and cath lab", skills: ["Angioplasty", "TMT"] },
    { ...base, id: "p2", name: "Dr. Rahul Nair", specialization: "Radiology", location: "Kochi", bio: "CT and MRI reporting", skills: ["PACS", "Ultrasound"] },
    { ...base, id: "p3", name: "Dr. Meena Iyer", specialization: "ENT (Otolaryngology)", location: "Chennai", bio: null, skills: ["Endoscopic sinus surgery"] },
    { ...base, id: "p4", name: "Dr. Hidden Person", specialization: "Cardiology", location: "Delhi", listed: false },
    { ...base, id: "p5", name: "Dr. 100% Sure_", specialization: "Other", location: "Pune" },
    { id: "p6", role: "employer", name: "Employer Cardiology", company: "X", listed: true, location: "Delhi" },
  ]);
  accountDoctorId = crypto.randomUUID();
  await db().insert(user).values({ id: accountDoctorId, name: "Dr. Own Account", email: "own@x.example" });
  await db().insert(profiles).values({ id: accountDoctorId, userId: accountDoctorId, role: "doctor", name: "Dr. Own Account", listed: true, specialization: "Urology" });
});

describe("directory search (spec 5)", () => {
  it("lists only doctors who are listed", async () => {
    expect(await names({})).toEqual(["Dr. 100% Sure_", "Dr. Asha Verma", "Dr. Meena Iyer", "Dr. Own Account", "Dr. Rahul Nair"]);
  });
  it("answers the unfiltered directory (its prepared queries) as the same search built with a filter, as doctors change", async () => {
    const same = async () => {
      // Every name has "Dr": the filtered search is built per request and must find the very same page and total.
      for (const page of [1, 2]) {
        const prepared = await searchDoctors(q({ page }));
        const built = await searchDoctors(q({ q: "dr", page }));
        expect(prepared).toEqual(built);
      }
    };
    await same();
    expect((await searchDoctors(q())).total).toBe(5);
    await db().insert(profiles).values({ id: "p7", role: "doctor", listed: true, name: "Dr. Zoya Khan", verifiedAt: new Date() });
    await same();
    const first = await searchDoctors(q());
    expect(first.total).toBe(6);
    // Verified doctors first.
    expect(first.doctors[0]?.name).toBe("Dr. Zoya Khan");
    // A page past the last has no row to carry the total, and still tells it.
    expect(await searchDoctors(q({ page: 2 }))).toEqual({ doctors: [], total: 6 });
    expect(await searchDoctors(q({ q: "dr", page: 3 }))).toEqual({ doctors: [], total: 6 });
    expect((await searchDoctors(q({ q: "verma" }))).total).toBe(1);
    expect(await searchDoctors(q({ q: "nobody-has-this" }))).toEqual({ doctors: [], total: 0 });
    await db().delete(profiles).where(eq(profiles.id, "p7"));
    expect((await searchDoctors(q())).total).toBe(5);
  });
  it("keeps the unfiltered total (directory_counts, kept by the database) as doctors are listed, unlisted, change role or leave", async () => {
    // The filtered search counts the listed doctors itself: every name here has "Dr".
    const totals = async () => [(await searchDoctors(q())).total, (await searchDoctors(q({ q: "dr" }))).total];
    const listed = (values: Partial<typeof profiles.$inferInsert>) => db().update(profiles).set(values).where(eq(profiles.id, "p4"));
    expect(await totals()).toEqual([5, 5]);
    await listed({ listed: true });
    expect(await totals()).toEqual([6, 6]);
    await listed({ role: "employer" });
    expect(await totals()).toEqual([5, 5]);
    await listed({ role: "doctor", name: "Dr. Hidden Person" });
    expect(await totals()).toEqual([6, 6]);
    await listed({ listed: false, location: "Agra" });
    expect(await totals()).toEqual([5, 5]);
    await db().insert(profiles).values([
      { id: "p8", role: "doctor", listed: false, name: "Dr. Not Listed" },
      { id: "p9", role: "doctor", listed: true, name: "Dr. Listed Later" },
      { id: "p10", role: "employer", listed: true, name: "Dr. Employer Named" },
    ]);
    expect(await totals()).toEqual([6, 6]);
    await db().delete(profiles).where(inArray(profiles.id, ["p8", "p9", "p10"]));
    expect(await totals()).toEqual([5, 5]);
    // Emptying the table empties the count (in a transaction taken back, so the other tests keep their doctors).
    let emptied: unknown;
    const rolledBack = await db()
      .transaction(async (tx) => {
        await tx.execute(sql`truncate table profiles cascade`);
        emptied = (await tx.select().from(directoryCounts))[0];
        tx.rollback();
      })
      .catch((error: unknown) => error);
    expect(rolledBack).toBeInstanceOf(Error);
    expect(emptied).toEqual({ id: true, listedDoctors: 0 });
    expect((await db().select().from(directoryCounts))[0]).toEqual({ id: true, listedDoctors: 5 });
  });
  it("matches the keyword in name, bio and skills, case-insensitively", async () => {
    expect(await names({ q: "asha" })).toEqual(["Dr. Asha Verma"]);
    expect(await names({ q: "MRI" })).toEqual(["Dr. Rahul Nair"]);
    expect(await names({ q: "sinus" })).toEqual(["Dr. Meena Iyer"]);
  });
  it("never matches a keyword across two fields, and follows edits to name, bio and skills", async () => {
    // Name "Dr. Asha Verma", bio "Echo and cath lab", skills "Angioplasty TMT": each field alone, as one text each.
    expect(await names({ q: "Verma Echo" })).toEqual([]);
    expect(await names({ q: "lab Angioplasty" })).toEqual([]);
    expect(await names({ q: "Angioplasty TMT" })).toEqual(["Dr. Asha Verma"]);
    await db().update(profiles).set({ bio: "Cath lab lead", skills: ["Holter"] }).where(eq(profiles.id, "p1"));
    try {
      expect(await names({ q: "holter" })).toEqual(["Dr. Asha Verma"]);
      expect(await names({ q: "echo" })).toEqual([]);
    } finally {
      await db().update(profiles).set({ bio: "Echo and cath lab", skills: ["Angioplasty", "TMT"] }).where(eq(profiles.id, "p1"));
    }
  });
  it("counts every match of a filter, on any page", async () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({ id: `many-${i}`, role: "doctor" as const, listed: true, name: `Dr. Many ${String(i).padStart(2, "0")}`, location: "Mysuru" }));
    await db().insert(profiles).values(rows);
    try {
      const first = await searchDoctors(q({ location: "mysuru" }));
      const second = await searchDoctors(q({ location: "mysuru", page: 2 }));
      expect([first.total, first.doctors.length, second.total, second.doctors.length]).toEqual([30, 24, 30, 6]);
      expect((await searchDoctors(q({ location: "mysuru", page: 3 }))).total).toBe(30);
    } finally {
      await db().delete(profiles).where(inArray(profiles.id, rows.map((r) => r.id)));
    }
  });
  it("treats LIKE wildcards in the keyword literally", async () => {
    expect(await names({ q: "100%" })).toEqual(["Dr. 100% Sure_"]);
    expect(await names({ q: "_" })).toEqual(["Dr. 100% Sure_"]);
  });
  it("matches the location as a case-insensitive substring", async () => {
    expect(await names({ location: "delhi" })).toEqual(["Dr. Asha Verma"]);
  });
  it("matches the specialty exactly unless All, mapping the directory list to profile specializations", async () => {
    expect(await names({ specialty: "Cardiology" })).toEqual(["Dr. Asha Verma"]);
    expect(await names({ specialty: "Radiologist" })).toEqual(["Dr. Rahul Nair"]);
    expect(await names({ specialty: "ENT" })).toEqual(["Dr. Meena Iyer"]);
    expect(await names({ specialty: "Urologist" })).toEqual(["Dr. Own Account"]);
    expect(await names({ specialty: "Neurology" })).toEqual([]);
  });
  it("combines filters", async () => {
    expect(await names({ q: "cath", specialty: "Cardiology", location: "Delhi" })).toEqual(["Dr. Asha Verma"]);
    expect(await names({ q: "cath", location: "Kochi" })).toEqual([]);
  });
});

describe("deleting a doctor profile", () => {
  it("is refused for employers, doctors and signed-out callers", async () => {
    for (const actor of [employer, doctor, null]) {
      await expect(deleteDoctorProfile({ actor, profileId: "p2" })).rejects.toThrowError(
        expect.objectContaining({ code: "forbidden", message: validation.permissionDenied }) as AppError,
      );
    }
    expect(await names({ q: "Rahul" })).toEqual(["Dr. Rahul Nair"]);
  });
  it("lets the admin remove an admin-made profile", async () => {
    expect(await deleteDoctorProfile({ actor: admin, profileId: "p2" })).toEqual({ name: "Dr. Rahul Nair" });
    expect(await db().select().from(profiles).where(eq(profiles.id, "p2"))).toEqual([]);
  });
  it("unlists, but keeps, a doctor's own account profile", async () => {
    await deleteDoctorProfile({ actor: admin, profileId: accountDoctorId });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, accountDoctorId));
    expect(row?.listed).toBe(false);
    expect(await names({ q: "Own Account" })).toEqual([]);
  });
  it("does not delete employers through the doctor route", async () => {
    await expect(deleteDoctorProfile({ actor: admin, profileId: "p6" })).rejects.toMatchObject({ code: "not_found" });
  });
});
