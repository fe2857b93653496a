import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { encodePng } from "~/db/demo-images.server";
import { googleReviews } from "~/db/schema";
import type { Actor } from "~/lib/permissions";
import { content, formInput, validation } from "~/lib/messages";
import { reviews } from "~/features/reviews/messages";
import { handleReviewsAction } from "./reviews-action.server";

const admin: Actor = { userId: "admin", email: "admin@dochire.in", name: "Admin", role: "employer", isAdmin: true };
const employer: Actor = { userId: "emp", email: "e@x.example", name: "E", role: "employer", isAdmin: false };

async function post(entries: [string, string | File][], actor: Actor = admin) {
  const body = new FormData();
  for (const [k, v] of entries) body.append(k, v);
  const result = await handleReviewsAction({ request: new Request("http://localhost/dashboard/google-reviews", { method: "POST", body }), actor });
  return { status: result.init?.status ?? 200, reply: result.data };
}

const count = async () => (await db().select({ id: googleReviews.id }).from(googleReviews)).length;
const png = () => new File([new Uint8Array(encodePng(4, 4, () => [200, 20, 30]))], "me.png", { type: "image/png" });

describe("google reviews manager posts", () => {
  it("refuse a missing name beside the field, keep every typed field, and write nothing", async () => {
    const { status, reply } = await post([["intent", "save"], ["review", "Great"], ["rating", "4"]]);
    expect(status).toBe(400);
    expect(reply.result?.error).toMatchObject({ name: [reviews.nameRequired] });
    expect(reply.result?.initialValue).toMatchObject({ review: "Great", rating: "4" });
    expect(reply.toast).toMatchObject({ title: content.creationFailed, variant: "destructive" });
    expect(await count()).toBe(0);
  });

  it("refuse a rating outside 1-5, and a file where text belongs", async () => {
    const rating = await post([["intent", "save"], ["name", "Dr. A"], ["review", "Great"], ["rating", "9"]]);
    expect(rating).toMatchObject({ status: 400, reply: { result: { error: { rating: [reviews.ratingInvalid] } } } });
    const file = await post([["intent", "save"], ["name", new File(["x"], "x.txt")], ["review", "Great"]]);
    expect(file).toMatchObject({ status: 400, reply: { result: { error: { name: [formInput.notText] } } } });
    expect(await count()).toBe(0);
  });

  it("title a refused avatar as an avatar upload failure, say why beside the field, and keep what was typed", async () => {
    const svg = new File(["<svg/>"], "me.png", { type: "image/png" });
    const { status, reply } = await post([["intent", "save"], ["name", "Dr. A"], ["review", "Great"], ["avatar", svg]]);
    expect(status).toBe(400);
    expect(reply.result?.error?.avatar?.[0]).toContain("PNG, JPEG, WebP or GIF");
    expect(reply.result?.initialValue).toMatchObject({ name: "Dr. A", review: "Great" });
    expect(reply.toast).toMatchObject({ title: content.avatarUploadFailed, variant: "destructive" });
    expect(await count()).toBe(0);
  });

  it("add with the default rating, edit, and delete, each with its toast", async () => {
    const added = await post([["intent", "save"], ["id", ""], ["name", "Dr. Priya"], ["review", "Found a job"], ["avatar", png()]]);
    expect(added).toMatchObject({ status: 200, reply: { toast: reviews.added } });
    const [row] = await db().select().from(googleReviews);
    expect(row).toMatchObject({ name: "Dr. Priya", rating: 5 });
    expect(await post([["intent", "save"], ["id", String(row!.id)], ["name", "Dr. Priya"], ["review", "Edited"], ["rating", "3"]])).toMatchObject({ reply: { toast: reviews.updated } });
    expect((await db().select().from(googleReviews))[0]).toMatchObject({ review: "Edited", rating: 3, avatarUrl: row!.avatarUrl });
    expect(await post([["intent", "delete"], ["id", String(row!.id)]])).toMatchObject({ reply: { toast: reviews.deleted } });
    expect(await count()).toBe(0);
  });

  it("answer an edit of a vanished review with 404, a malformed id and an unknown intent with 400, and others with 403", async () => {
    const vanished = await post([["intent", "save"], ["id", "999999"], ["name", "A"], ["review", "B"]]);
    expect(vanished).toMatchObject({ status: 404, reply: { result: { error: { "": [reviews.gone] } }, toast: { title: content.updateFailed } } });
    const malformed = await post([["intent", "delete"], ["id", "1.5"]]);
    expect(malformed).toMatchObject({ status: 400, reply: { result: { error: { id: [formInput.invalidId] } }, toast: { title: content.deletionFailed } } });
    const unknown = await post([["intent", "publish"]]);
    expect(unknown).toMatchObject({ status: 400, reply: { toast: { description: formInput.unknownAction } } });
    const employerSave = await post([["intent", "save"], ["name", "X"], ["review", "Y"]], employer);
    expect(employerSave).toMatchObject({ status: 403, reply: { result: { error: { "": [validation.permissionDenied] } } } });
    expect(await count()).toBe(0);
  });
});
