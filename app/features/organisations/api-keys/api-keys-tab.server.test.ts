import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { apiKeys, organisationMembers } from "~/db/schema";
import { action, loader } from "~/routes/dashboard.api-keys";
import { getRequest } from "../../../../tests/support/accounts-kit";
import { actionArgs, outcome, post, signedIn, type SignedIn } from "../../../../tests/support/signed-in";
import { apiKeyTexts as t } from "../messages";
import { hashApiKey } from "./api-key-token.server";

// The API Keys tab through its route: the key shown once in the create answer and stored only as its hash, the form's
// refusals beside the fields with what was typed, the revoke, and the roles that are refused.

let owner: SignedIn;
let recruiter: SignedIn;

beforeAll(async () => {
  owner = await signedIn("employer", { company: "Tab Hospital" });
  recruiter = await signedIn("employer", { company: "Recruiter's own clinic" });
  // The recruiter joins the owner's organisation (as an accepted invitation leaves it).
  const [own] = await db().select({ organisationId: organisationMembers.organisationId }).from(organisationMembers).where(eq(organisationMembers.userId, owner.id));
  await db().update(organisationMembers).set({ organisationId: own!.organisationId, role: "recruiter" }).where(eq(organisationMembers.userId, recruiter.id));
}, 60_000);

describe("the API Keys tab", () => {
  it("answers a create with the whole key once, and keeps only its hash", async () => {
    const res = await outcome(() => action(actionArgs(post("/dashboard/api-keys", [["intent", "create"], ["name", "  HR   sync  "], ["scope", "write"]], owner.cookie))));
    expect(res.status).toBe(200);
    const created = res.data.created as { name: string; scope: string; token: string };
    expect(created).toMatchObject({ name: "HR sync", scope: "write" });
    expect(created.token).toMatch(/^dh_live_/);
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.tokenHash, hashApiKey(created.token)));
    expect(row).toMatchObject({ name: "HR sync", scope: "write", createdBy: owner.id, prefix: created.token.slice(0, 14) });
    expect(JSON.stringify(row)).not.toContain(created.token);
    const page = await outcome(() => loader(actionArgs(getRequest("/dashboard/api-keys", owner.cookie))));
    expect(JSON.stringify(page.data)).not.toContain(created.token);
  });

  it("refuses a form without a name or with an unknown access beside the field, keeping what was typed", async () => {
    const before = (await db().select().from(apiKeys)).length;
    const res = await outcome(() => action(actionArgs(post("/dashboard/api-keys", [["intent", "create"], ["name", ""], ["scope", "admin"]], owner.cookie))));
    expect(res).toMatchObject({ status: 400, data: { result: { error: { name: [t.nameRequired], scope: [t.scopeInvalid] }, initialValue: { scope: "admin" } } } });
    const long = await outcome(() => action(actionArgs(post("/dashboard/api-keys", [["intent", "create"], ["name", "x".repeat(61)], ["scope", "read"]], owner.cookie))));
    expect(long).toMatchObject({ status: 400, data: { result: { error: { name: [t.nameTooLong] } } } });
    const badId = await outcome(() => action(actionArgs(post("/dashboard/api-keys", [["intent", "revoke"], ["keyId", "1e9"]], owner.cookie))));
    expect(badId.status).toBe(400);
    expect((await db().select().from(apiKeys)).length).toBe(before);
  });

  it("asks before revoking (?revoke=), then revokes with a toast", async () => {
    const [key] = await db().select().from(apiKeys).where(eq(apiKeys.createdBy, owner.id));
    const asking = await outcome(() => loader(actionArgs(getRequest(`/dashboard/api-keys?revoke=${key!.id}`, owner.cookie))));
    expect((asking.data.confirmRevoke as { id: number }).id).toBe(key!.id);
    const res = await outcome(() => action(actionArgs(post("/dashboard/api-keys", [["intent", "revoke"], ["keyId", String(key!.id)]], owner.cookie))));
    expect(res).toMatchObject({ status: 302, location: "/dashboard/api-keys" });
    const [after] = await db().select().from(apiKeys).where(eq(apiKeys.id, key!.id));
    expect(after!.revokedAt).toBeInstanceOf(Date);
    expect(after!.revokedBy).toBe(owner.id);
  });

  it("refuses a recruiter (page 403, create and revoke 403) and a doctor", async () => {
    const page = await outcome(() => loader(actionArgs(getRequest("/dashboard/api-keys", recruiter.cookie))));
    expect(page.status).toBe(403);
    const create = await outcome(() => action(actionArgs(post("/dashboard/api-keys", [["intent", "create"], ["name", "Mine"], ["scope", "write"]], recruiter.cookie))));
    expect(create.status).toBe(403);
    const [key] = await db().select().from(apiKeys).where(eq(apiKeys.createdBy, owner.id));
    const revoke = await outcome(() => action(actionArgs(post("/dashboard/api-keys", [["intent", "revoke"], ["keyId", String(key!.id)]], recruiter.cookie))));
    expect(revoke.status).toBe(403);
    expect((await db().select().from(apiKeys).where(eq(apiKeys.createdBy, recruiter.id))).length).toBe(0);
    const doctor = await signedIn("doctor");
    const doctorPage = await outcome(() => loader(actionArgs(getRequest("/dashboard/api-keys", doctor.cookie))));
    expect(doctorPage).toMatchObject({ status: 302, location: "/dashboard" });
  });
});
