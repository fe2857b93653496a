import { describe, expect, it } from "vitest";
import { encodePng } from "~/db/demo-images.server";
import type { Actor } from "~/lib/permissions";
import { content, formInput, validation } from "~/lib/messages";
import { clients as msg } from "~/features/clients/messages";
import { handleClientsAction } from "./clients-action.server";
import { listClients } from "./clients.server";

const admin: Actor = { userId: "admin", email: "admin@dochire.in", name: "Admin", role: "employer", isAdmin: true };
const employer: Actor = { userId: "emp", email: "e@x.example", name: "E", role: "employer", isAdmin: false };

async function post(actor: Actor, fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const result = await handleClientsAction({ request: new Request("http://localhost/dashboard/trusted-clients", { method: "POST", body }), actor });
  return { reply: result.data, status: result.init?.status ?? 200 };
}

describe("trusted clients manager posts", () => {
  it("keep what was typed when the logo is refused, then add, rename and delete with their toasts", async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], "logo.png", { type: "image/png" });
    const refused = await post(admin, { intent: "save", name: "Kaveri", logo: svg });
    expect(refused.status).toBe(400);
    expect(refused.reply.result?.initialValue).toMatchObject({ name: "Kaveri" });
    expect(refused.reply.result?.error?.logo?.[0]).toContain("PNG, JPEG, WebP or GIF");
    expect(refused.reply.toast).toMatchObject({ title: content.uploadFailed, variant: "destructive" });
    expect(await listClients()).toEqual([]);

    const logo = new File([new Uint8Array(encodePng(4, 4, () => [10, 20, 30]))], "logo.png", { type: "image/png" });
    expect(await post(admin, { intent: "save", name: "Kaveri", logo })).toMatchObject({ reply: { toast: msg.added }, status: 200 });
    const [row] = await listClients();
    expect(await post(admin, { intent: "save", id: String(row!.id), name: "Kaveri Care" })).toMatchObject({ reply: { toast: msg.updated } });
    expect((await listClients())[0]).toMatchObject({ name: "Kaveri Care", logoUrl: row!.logoUrl });
    expect(await post(admin, { intent: "delete", id: String(row!.id) })).toMatchObject({ reply: { toast: msg.deleted } });
    expect(await listClients()).toEqual([]);
  });

  it("refuse a blank or overlong name beside the field, writing nothing", async () => {
    expect(await post(admin, { intent: "save", name: "   " })).toMatchObject({ status: 400, reply: { result: { error: { name: [msg.nameRequired] } } } });
    expect(await post(admin, { intent: "save", name: "x".repeat(121) })).toMatchObject({ status: 400, reply: { result: { error: { name: [formInput.tooLong(120)] } } } });
    expect(await listClients()).toEqual([]);
  });

  it("refuse anyone but the admin", async () => {
    const res = await post(employer, { intent: "save", name: "X" });
    expect(res).toMatchObject({ status: 403, reply: { result: { error: { "": [validation.permissionDenied] } }, toast: { title: content.creationFailed } } });
    expect(await listClients()).toEqual([]);
  });
});
