import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { databaseDownSince, resetDatabaseAvailability } from "~/db/availability.server";
import { AppError } from "~/lib/errors";
import { requiredText } from "~/lib/form-schema";
import { failures, formInput, pages, validation } from "~/lib/messages";
import { actionError, formDone, invalidForm, orNotFound, orStatusPage, parseForm, refuseFields, refuseForm } from "./route-errors.server";

const Schema = z.object({
  name: requiredText({ required: validation.nameRequired, max: 40 }),
  password: requiredText({ required: validation.passwordRequired, max: 128, raw: true }),
});

function submitted(entries: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(entries)) form.append(k, v);
  return parseForm(form, Schema);
}

afterEach(() => resetDatabaseAvailability());

describe("the one error path", () => {
  it("answers a refused form with 400, the field errors and what was typed, never the password", () => {
    const long = "Dr. ".padEnd(41, "x");
    const reply = invalidForm(submitted({ name: long, password: "secret-1" }));
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result?.error).toEqual({ name: [formInput.tooLong(40)] });
    expect(reply.data.result?.initialValue).toEqual({ name: long });
  });

  it("turns an AppError into its status, its message above the form and a toast, keeping the input", () => {
    const submission = submitted({ name: "Dr. Rao", password: "secret-1" });
    const reply = actionError(new AppError("forbidden", validation.permissionDenied), { toastTitle: "Update Failed", submission, context: "test" });
    expect(reply.init?.status).toBe(403);
    expect(reply.data.result?.error).toEqual({ "": [validation.permissionDenied] });
    expect(reply.data.result?.initialValue).toEqual({ name: "Dr. Rao" });
    expect(reply.data.toast).toEqual({ title: "Update Failed", description: validation.permissionDenied, variant: "destructive" });
  });

  it("puts an AppError's field messages beside those fields", () => {
    const submission = submitted({ name: "Dr. Rao", password: "secret-1" });
    const reply = actionError(new AppError("conflict", formInput.fixFields, { name: "Taken" }), { toastTitle: "T", submission, context: "test" });
    expect(reply.init?.status).toBe(409);
    expect(reply.data.result?.error?.name).toEqual(["Taken"]);
  });

  it("answers a lost database connection with 503 and notes the outage", () => {
    const lost = Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" });
    const reply = actionError(lost, { toastTitle: "T", context: "test" });
    expect(reply.init?.status).toBe(503);
    expect(reply.data.toast?.description).toBe(failures.unavailable);
    expect(databaseDownSince()).not.toBeNull();
  });

  it("answers anything else with 500 and a message that does not leak the error", () => {
    const reply = actionError(new Error("duplicate key value violates unique constraint \"secret_idx\""), { toastTitle: "T", context: "test" });
    expect(reply.init?.status).toBe(500);
    expect(reply.data.toast?.description).toBe(failures.unexpected);
    expect(JSON.stringify(reply.data)).not.toContain("secret_idx");
  });

  it("refuses beside fields or the whole form with a chosen status, and resets a form once done", () => {
    const submission = submitted({ name: "Dr. Rao", password: "secret-1" });
    const fields = refuseFields(submission, { password: "Too common" });
    expect(fields.init?.status).toBe(400);
    expect(fields.data.result?.error).toEqual({ password: ["Too common"] });
    const whole = refuseForm(submission, "Invalid email or password", 401, { unverified: false });
    expect(whole.init?.status).toBe(401);
    expect(whole.data.unverified).toBe(false);
    expect(whole.data.result?.initialValue).toEqual({ name: "Dr. Rao" });
    const done = formDone({ title: "Saved" }, submission);
    expect(done.data.toast).toEqual({ title: "Saved" });
    expect(done.data.result?.initialValue).toBeNull();
  });

  it("turns a missing row into a 404 page, and an AppError in a loader into its status page", async () => {
    expect(orNotFound(0)).toBe(0);
    expect(() => orNotFound(null)).toThrow(expect.objectContaining({ init: expect.objectContaining({ status: 404 }), data: pages.notFoundTitle }));
    await expect(orStatusPage(async () => 7)).resolves.toBe(7);
    await expect(
      orStatusPage(async () => {
        throw new AppError("forbidden", validation.permissionDenied);
      }),
    ).rejects.toMatchObject({ init: { status: 403 }, data: validation.permissionDenied });
    await expect(
      orStatusPage(async () => {
        throw new TypeError("boom");
      }),
    ).rejects.toBeInstanceOf(TypeError);
  });
});
