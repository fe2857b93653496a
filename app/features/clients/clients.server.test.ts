import { describe, expect, it } from "vitest";
import { encodePng } from "~/db/demo-images.server";
import type { Actor } from "~/lib/permissions";
import { validation } from "~/lib/messages";
import { clients } from "~/features/clients/messages";
import { findFile, parseFileUrl, storageDriver } from "~/services/storage/storage.server";
import { deleteClient, listClients, saveClient } from "./clients.server";

const admin: Actor = { userId: "admin", email: "admin@dochire.in", name: "Admin", role: "employer", isAdmin: true };
const employer: Actor = { userId: "emp", email: "e@x.example", name: "E", role: "employer", isAdmin: false };
const doctor: Actor = { userId: "doc", email: "d@x.example", name: "D", role: "doctor", isAdmin: false };
const png = () => ({ bytes: encodePng(4, 4, () => [10, 20, 30]), name: "logo.png" });
const exists = async (url: string | null) => {
  const ref = parseFileUrl(url)!;
  return !!(await findFile(ref.bucket, ref.key)) && !!(await storageDriver().get(ref.bucket, ref.key));
};

describe("trusted clients", () => {
  it("are managed by the admin only", async () => {
    for (const actor of [employer, doctor, null]) {
      await expect(saveClient({ actor, id: null, input: { name: "X" }, logo: null })).rejects.toMatchObject({
        code: "forbidden",
        message: validation.permissionDenied,
      });
      await expect(deleteClient({ actor, id: 1 })).rejects.toMatchObject({ code: "forbidden" });
    }
    expect(await listClients()).toEqual([]);
  });

  it("answers an edit or delete of a client that no longer exists with 404", async () => {
    await expect(saveClient({ actor: admin, id: 999_999, input: { name: "X" }, logo: null })).rejects.toMatchObject({ status: 404, message: clients.gone });
    await expect(deleteClient({ actor: admin, id: 999_999 })).rejects.toMatchObject({ status: 404, message: clients.gone });
  });

  it("refuses HTML and SVG named .png, keeping nothing", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    for (const bytes of [svg, html]) {
      await expect(saveClient({ actor: admin, id: null, input: { name: "Evil" }, logo: { bytes, name: "logo.png" } })).rejects.toMatchObject({
        code: "invalid_image",
      });
    }
    expect(await listClients()).toEqual([]);
  });

  it("refuses images over 2 MB", async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png().bytes);
    await expect(saveClient({ actor: admin, id: null, input: { name: "Big" }, logo: { bytes: big, name: "a.png" } })).rejects.toMatchObject({
      code: "invalid_image",
    });
  });

  it("removes the old logo object on replacement and on delete", async () => {
    const created = await saveClient({ actor: admin, id: null, input: { name: "Kaveri" }, logo: png() });
    expect(await exists(created.logoUrl)).toBe(true);
    const updated = await saveClient({ actor: admin, id: created.id, input: { name: "Kaveri Care" }, logo: png() });
    expect(updated.logoUrl).not.toBe(created.logoUrl);
    expect(await exists(created.logoUrl)).toBe(false);
    expect(await exists(updated.logoUrl)).toBe(true);

    const renamed = await saveClient({ actor: admin, id: created.id, input: { name: "Kaveri Care Hospitals" }, logo: null });
    expect(renamed.logoUrl).toBe(updated.logoUrl);

    await deleteClient({ actor: admin, id: created.id });
    expect(await exists(updated.logoUrl)).toBe(false);
    expect(await listClients()).toEqual([]);
  });
});
