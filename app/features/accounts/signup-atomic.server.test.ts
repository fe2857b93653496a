import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { account, profiles, user } from "~/db/schema";
import { validation } from "~/lib/messages";
import { apiPost, testAppWithInbox, type TestApp, type TestInbox, uniqueEmail } from "../../../tests/support/accounts-kit";

// A sign-up writes its user, profile and credential account together or not at all: a half-made account would
// leave its address unusable for the real owner (no profile: no dashboard, 403 on every action).
let inbox: TestInbox;
let app: TestApp;

beforeAll(async () => {
  ({ inbox, app } = await testAppWithInbox());
  // A database-side failure of the profile insert, for one marked company name only.
  await db().execute(sql`
    create or replace function refuse_marked_profile() returns trigger language plpgsql as $$
    begin
      if new.company = 'Refused Hospital' then raise exception 'profile refused for the test'; end if;
      return new;
    end $$`);
  await db().execute(sql`create trigger refuse_marked_profile before insert on profiles for each row execute function refuse_marked_profile()`);
});

afterAll(async () => {
  await db().execute(sql`drop trigger if exists refuse_marked_profile on profiles`);
  await inbox?.close();
});

async function rowsFor(email: string) {
  const users = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  const ids = users.map((u) => u.id);
  const accounts = ids.length ? await db().select({ id: account.id }).from(account).where(eq(account.userId, ids[0]!)) : [];
  const profileRows = await db().select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  return { users: users.length, accounts: accounts.length, profiles: profileRows.length };
}

function employer(email: string, company: string, name = "Hiring Desk") {
  return apiPost(app, "/api/auth/sign-up/email", { name, email, password: "Healing-Hands-42", role: "employer", company });
}

describe("sign-up is all or nothing", () => {
  it("writes user, account and profile together", async () => {
    const email = uniqueEmail("employer");
    const res = await employer(email, "Apollo Care");
    expect(res.status).toBe(200);
    expect(await rowsFor(email)).toEqual({ users: 1, accounts: 1, profiles: 1 });
  });

  it("writes nothing when the profile cannot be stored, and the address stays free for its owner", async () => {
    const email = uniqueEmail("employer");
    // better-auth may report the unexpected database error on the console itself; here it is the expected one.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await employer(email, "Refused Hospital").finally(() => consoleError.mockRestore());
    expect(res.status).toBe(500);
    expect(await rowsFor(email)).toEqual({ users: 0, accounts: 0, profiles: 0 });

    const retry = await employer(email, "Apollo Care");
    expect(retry.status).toBe(200);
    expect(await rowsFor(email)).toEqual({ users: 1, accounts: 1, profiles: 1 });
  });

  it("refuses text PostgreSQL cannot store with a field message, before writing anything", async () => {
    for (const [company, name] of [
      ["Apollo\u0000Care", "Hiring Desk"],
      ["Apollo Care", "Hiring\u0000Desk"],
      ["Apollo\u0007Care", "Hiring Desk"],
    ] as const) {
      const email = uniqueEmail("nul");
      const res = await employer(email, company, name);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(validation.controlCharacters);
      expect(await rowsFor(email)).toEqual({ users: 0, accounts: 0, profiles: 0 });
    }
  });
});
