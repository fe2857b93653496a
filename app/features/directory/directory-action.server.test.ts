import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { content, formInput, validation } from "~/lib/messages";
import { directory } from "~/features/directory/messages";
import type { Actor } from "~/lib/permissions";
import { takeToast } from "~/services/toast/toast.server";
import { handleDirectoryAction } from "./directory-action.server";

const admin: Actor = { userId: "adm", email: "admin@dochire.in", name: "A", role: "employer", isAdmin: true };
const employer: Actor = { userId: "emp", email: "e@x.example", name: "E", role: "employer", isAdmin: false };
const doctor: Actor = { userId: "doc", email: "d@x.example", name: "D", role: "doctor", isAdmin: false };

async function post(actor: Actor | null, entries: [string, string][], path = "/doctor-profiles?q=Rao") {
  const body = new FormData();
  for (const [k, v] of entries) body.append(k, v);
  return handleDirectoryAction({ request: new Request(`http://localhost${path}`, { method: "POST", body }), actor });
}

const exists = async (id: string) => (await db().select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id))).length === 1;

beforeEach(async () => {
  await db().delete(profiles);
  await db().insert(profiles).values({ id: "made-by-admin", role: "doctor", name: "Dr. Rao", listed: true });
});

describe("the directory's delete action", () => {
  it("is refused to anyone but the admin with 403, deleting nothing", async () => {
    for (const actor of [employer, doctor, null]) {
      const res = await post(actor, [["intent", "delete-doctor"], ["profileId", "made-by-admin"]]);
      expect(res).not.toBeInstanceOf(Response);
      expect(res).toMatchObject({
        init: { status: 403 },
        data: { result: { error: { "": [validation.permissionDenied] } }, toast: { title: content.deletionFailed, description: validation.permissionDenied } },
      });
    }
    expect(await exists("made-by-admin")).toBe(true);
  });

  it("answers a malformed id or intent with 400 and a profile that is gone with 404", async () => {
    for (const bad of ["a b", "x".repeat(65), "", "../x"]) {
      const res = await post(admin, [["intent", "delete-doctor"], ["profileId", bad]]);
      expect(res, bad).toMatchObject({ init: { status: 400 }, data: { result: { error: { profileId: [formInput.invalidId] } }, toast: { title: content.deletionFailed } } });
    }
    expect(await post(admin, [["intent", "publish"], ["profileId", "made-by-admin"]])).toMatchObject({ init: { status: 400 }, data: { result: { error: { intent: [formInput.unknownAction] } } } });
    expect(await post(admin, [["intent", "delete-doctor"], ["profileId", "no-such-profile"]])).toMatchObject({ init: { status: 404 }, data: { result: { error: { "": [directory.profileGone] } } } });
    expect(await exists("made-by-admin")).toBe(true);
  });

  it("deletes for the admin and goes back to the same search with the Profile Deleted toast", async () => {
    const res = await post(admin, [["intent", "delete-doctor"], ["profileId", "made-by-admin"]]);
    expect(res).toBeInstanceOf(Response);
    const response = res as Response;
    expect(response.headers.get("Location")).toBe("/doctor-profiles?q=Rao");
    const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    expect((await takeToast(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toast).toMatchObject({ title: "Profile Deleted", description: "Dr. Rao profile has been deleted" });
    expect(await exists("made-by-admin")).toBe(false);
  });
});
