import { describe, expect, it } from "vitest";
import { encodePng } from "~/db/demo-images.server";
import type { Actor } from "~/lib/permissions";
import { RATING_DEFAULT } from "~/lib/constants";
import { reviews } from "~/features/reviews/messages";
import { findFile, parseFileUrl } from "~/services/storage/storage.server";
import { deleteReview, listReviews, saveReview } from "./reviews.server";

const admin: Actor = { userId: "admin", email: "admin@dochire.in", name: "Admin", role: "employer", isAdmin: true };
const employer: Actor = { userId: "emp", email: "e@x.example", name: "E", role: "employer", isAdmin: false };
const doctor: Actor = { userId: "doc", email: "d@x.example", name: "D", role: "doctor", isAdmin: false };
const avatar = () => ({ bytes: encodePng(4, 4, () => [200, 20, 30]), name: "me.png" });

describe("google reviews", () => {
  it("are managed by the admin only", async () => {
    for (const actor of [employer, doctor, null]) {
      await expect(saveReview({ actor, id: null, input: { name: "A", review: "B", rating: 5 }, avatar: null })).rejects.toMatchObject({ code: "forbidden" });
      await expect(deleteReview({ actor, id: 1 })).rejects.toMatchObject({ code: "forbidden" });
    }
  });

  it("store the rating, and answer an edit of a vanished review with 404", async () => {
    const row = await saveReview({ actor: admin, id: null, input: { name: "Dr. A", review: "Great", rating: RATING_DEFAULT }, avatar: null });
    expect(row.rating).toBe(RATING_DEFAULT);
    const four = await saveReview({ actor: admin, id: row.id, input: { name: "Dr. A", review: "Good", rating: 4 }, avatar: null });
    expect(four).toMatchObject({ id: row.id, rating: 4, review: "Good" });
    await expect(saveReview({ actor: admin, id: 999_999, input: { name: "X", review: "Y", rating: 5 }, avatar: null })).rejects.toMatchObject({ status: 404, message: reviews.gone });
    await expect(deleteReview({ actor: admin, id: 999_999 })).rejects.toMatchObject({ status: 404, message: reviews.gone });
  });

  it("replace and remove avatar objects", async () => {
    const first = await saveReview({ actor: admin, id: null, input: { name: "P", review: "Q", rating: 5 }, avatar: avatar() });
    const second = await saveReview({ actor: admin, id: first.id, input: { name: "P", review: "Q", rating: 5 }, avatar: avatar() });
    const ref1 = parseFileUrl(first.avatarUrl)!;
    const ref2 = parseFileUrl(second.avatarUrl)!;
    expect(await findFile(ref1.bucket, ref1.key)).toBeNull();
    expect(await findFile(ref2.bucket, ref2.key)).not.toBeNull();
    await deleteReview({ actor: admin, id: first.id });
    expect(await findFile(ref2.bucket, ref2.key)).toBeNull();
    expect((await listReviews()).some((r) => r.id === first.id)).toBe(false);
  });

  it("refuses a non-image avatar", async () => {
    const svg = new TextEncoder().encode("<svg/>");
    await expect(saveReview({ actor: admin, id: null, input: { name: "P", review: "Q", rating: 5 }, avatar: { bytes: svg, name: "a.png" } })).rejects.toMatchObject({
      code: "invalid_image",
      fieldErrors: { avatar: expect.stringContaining("PNG, JPEG, WebP or GIF") },
    });
  });
});
