import { describe, expect, it } from "vitest";
import type { Actor } from "~/lib/permissions";
import { content } from "~/lib/messages";
import { takeToast } from "~/services/toast/toast.server";
import { handleReviewsAction } from "./reviews-action.server";

const admin: Actor = { userId: "admin", email: "admin@dochire.in", name: "Admin", role: "employer", isAdmin: true };

async function post(body: FormData) {
  const result = await handleReviewsAction({ request: new Request("http://localhost/dashboard/google-reviews", { method: "POST", body }), actor: admin });
  const cookie = new Headers(result.init?.headers).get("Set-Cookie")?.split(";")[0] ?? "";
  return { result, toast: (await takeToast(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toast };
}

describe("google reviews manager posts", () => {
  it("send back every typed field with the field errors", async () => {
    const form = new FormData();
    form.append("intent", "save");
    form.append("review", "Great");
    form.append("rating", "4");
    const { result, toast } = await post(form);
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ fieldErrors: { name: "Name is required" }, values: { name: "", review: "Great", rating: "4" } });
    expect(toast?.title).toBe(content.creationFailed);
  });

  it("title a refused avatar as an avatar upload failure", async () => {
    const form = new FormData();
    form.append("intent", "save");
    form.append("name", "Dr. A");
    form.append("review", "Great");
    form.append("avatar", new File(["<svg/>"], "me.png", { type: "image/png" }));
    const { result, toast } = await post(form);
    expect(result.data).toMatchObject({ values: { name: "Dr. A", review: "Great", rating: "" } });
    expect(toast).toMatchObject({ title: content.avatarUploadFailed, variant: "destructive" });
  });

  it("answer an edit of a vanished review and an unknown intent without a toast of success", async () => {
    const edit = new FormData();
    edit.append("intent", "save");
    edit.append("id", "999999");
    edit.append("name", "A");
    edit.append("review", "B");
    const vanished = await post(edit);
    expect(vanished.result.init?.status).toBe(404);
    expect(vanished.toast?.title).toBe(content.updateFailed);
    const unknown = new FormData();
    unknown.append("intent", "publish");
    const { result, toast } = await post(unknown);
    expect(result).toMatchObject({ data: { error: "Unknown action." }, init: { status: 400 } });
    expect(toast).toBeNull();
  });
});
