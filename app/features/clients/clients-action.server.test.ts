import { describe, expect, it } from "vitest";
import { encodePng } from "~/db/demo-images.server";
import type { Actor } from "~/lib/permissions";
import { clients as msg, content, validation } from "~/lib/messages";
import { takeToast } from "~/services/toast/toast.server";
import { handleClientsAction } from "./clients-action.server";
import { listClients } from "./clients.server";

const admin: Actor = { userId: "admin", email: "admin@dochire.in", name: "Admin", role: "employer", isAdmin: true };
const employer: Actor = { userId: "emp", email: "e@x.example", name: "E", role: "employer", isAdmin: false };

async function post(actor: Actor, fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const result = await handleClientsAction({ request: new Request("http://localhost/dashboard/trusted-clients", { method: "POST", body }), actor });
  const cookie = new Headers(result.init?.headers).get("Set-Cookie")?.split(";")[0];
  const { toast } = await takeToast(new Request("http://localhost/", { headers: { Cookie: cookie ?? "" } }));
  return { data: result.data, status: result.init?.status ?? 200, toast };
}

describe("trusted clients manager posts", () => {
  it("keep what was typed when the logo is refused, then add, rename and delete with their toasts", async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], "logo.png", { type: "image/png" });
    const refused = await post(admin, { intent: "save", name: "Kaveri", logo: svg });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ values: { name: "Kaveri" }, fieldErrors: undefined });
    expect(refused.toast).toMatchObject({ title: content.uploadFailed, variant: "destructive" });

    const logo = new File([new Uint8Array(encodePng(4, 4, () => [10, 20, 30]))], "logo.png", { type: "image/png" });
    expect(await post(admin, { intent: "save", name: "Kaveri", logo })).toMatchObject({ data: { ok: true }, status: 200, toast: msg.added });
    const [row] = await listClients();
    expect(await post(admin, { intent: "save", id: String(row!.id), name: "Kaveri Care" })).toMatchObject({ toast: msg.updated });
    expect((await listClients())[0]).toMatchObject({ name: "Kaveri Care", logoUrl: row!.logoUrl });
    expect(await post(admin, { intent: "delete", id: String(row!.id) })).toMatchObject({ toast: msg.deleted });
    expect(await listClients()).toEqual([]);
  });

  it("refuse anyone but the admin", async () => {
    const res = await post(employer, { intent: "save", name: "X" });
    expect(res).toMatchObject({ status: 403, data: { error: validation.permissionDenied }, toast: { title: content.creationFailed } });
  });
});
