import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { profiles, session, user } from "~/db/schema";
import { formInput, validation, authRefusals } from "~/lib/messages";
import { account as accountMessages } from "~/features/accounts/messages";
import { auth } from "~/services/auth/auth.server";
import { action as verifyAction, loader as verifyLoader } from "~/routes/_site.verify-email";
import { action as loginAction } from "~/routes/_site.login";
import { action as registerAction } from "~/routes/_site.register";
import { action as forgotAction } from "~/routes/_site.forgot-password";
import { action as resetAction, loader as resetLoader } from "~/routes/_site.reset-password";
import { action as profileAction } from "~/routes/dashboard.profile";
import { action as logoutAction } from "~/routes/logout";
import { linkIn } from "../../../tests/support/smtp-inbox";
import type { FormReply } from "~/lib/form-schema";
import { apiPost, BASE, cookieFrom, formRequest, getRequest, routeArgs, settle, testAppWithInbox, type TestApp, type TestInbox, uniqueEmail, unwrap } from "../../../tests/support/accounts-kit";

/** An action's answer through data(): its reply (plus any extra fields) and status. */
const reply = (result: unknown) => unwrap<FormReply & Record<string, unknown>>(result);
/** The message above a replied form, and the first message beside one of its fields. */
const formError = (r: { data: FormReply }) => r.data.result?.error?.[""]?.[0];
const fieldError = (r: { data: FormReply }, name: string) => r.data.result?.error?.[name]?.[0];

// Accounts end to end below the browser: real better-auth on a fresh database, mail over real SMTP.
let inbox: TestInbox;
let app: TestApp;

beforeAll(async () => {
  ({ inbox, app } = await testAppWithInbox());
});

afterAll(async () => {
  await inbox?.close();
});

async function signUpDoctor(email: string, password = "Healing-Hands-42", name = "Dr. Meera <b>Iyer</b>") {
  return apiPost(app, "/api/auth/sign-up/email", { name, email, password, role: "doctor", specialization: "Cardiology" });
}

async function confirm(email: string, nth = 1) {
  const mail = await inbox.waitFor(email, nth);
  const link = linkIn(mail, `${BASE}/verify-email?token=`);
  return settle(() => verifyLoader(routeArgs(getRequest(link.slice(BASE.length)))));
}

describe("sign-up, confirmation mail over SMTP, sign-in", () => {
  it("creates the account and its doctor profile, mails a working confirmation link, then signs in", async () => {
    const email = uniqueEmail("doctor");
    const res = await signUpDoctor(email);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string | null; user: { id: string } };
    expect(body.token).toBeNull(); // confirmation pending: no session

    const [profile] = await db().select().from(profiles).where(eq(profiles.id, body.user.id));
    expect(profile).toMatchObject({ role: "doctor", specialization: "Cardiology", company: null, email });

    const mail = await inbox.waitFor(email);
    expect(mail.subject).toBe("Confirm your e-mail address for DocHire");
    expect(mail.text).toContain(`${BASE}/verify-email?token=`);
    expect(mail.html).toContain(`href="${BASE}/verify-email?token=`);
    // User values are escaped in the HTML part.
    expect(mail.html).toContain("Dr. Meera &lt;b&gt;Iyer&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Iyer</b>");

    const early = await apiPost(app, "/api/auth/sign-in/email", { email, password: "Healing-Hands-42" });
    expect(early.status).toBe(403);
    expect(((await early.json()) as { code: string }).code).toBe("EMAIL_NOT_VERIFIED");

    const confirmed = await confirm(email);
    expect(confirmed).toBeInstanceOf(Response);
    expect((confirmed as Response).headers.get("location")).toBe("/login?confirmed=1");
    // The same link again: already confirmed, said so.
    expect(((await confirm(email)) as Response).headers.get("location")).toBe("/login?confirmed=already");

    const signIn = await apiPost(app, "/api/auth/sign-in/email", { email, password: "Healing-Hands-42" });
    expect(signIn.status).toBe(200);
    const setCookie = signIn.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it("sends a broken or forged confirmation link to a page that explains it", async () => {
    const res = await settle(() => verifyLoader(routeArgs(getRequest("/verify-email?token=not-a-token"))));
    const { data, status } = unwrap<{ state: string }>(res);
    expect(status).toBe(400);
    expect(data.state).toBe("invalid");
  });

  it("validates the profile part of every sign-up on the server", async () => {
    const noRole = await apiPost(app, "/api/auth/sign-up/email", { name: "X", email: uniqueEmail("norole"), password: "Healing-Hands-42", role: "admin" });
    expect(noRole.status).toBe(400);
    const employer = await apiPost(app, "/api/auth/sign-up/email", { name: "HR", email: uniqueEmail("emp"), password: "Healing-Hands-42", role: "employer", company: "  " });
    expect(employer.status).toBe(400);
    expect(((await employer.json()) as { message: string }).message).toBe(validation.companyRequired);
    const badSpecialty = await apiPost(app, "/api/auth/sign-up/email", { name: "D", email: uniqueEmail("spec"), password: "Healing-Hands-42", role: "doctor", specialization: "Wizardry" });
    expect(badSpecialty.status).toBe(400);
    const noName = await apiPost(app, "/api/auth/sign-up/email", { name: "   ", email: uniqueEmail("noname"), password: "Healing-Hands-42", role: "doctor" });
    expect(noName.status).toBe(400);
    expect(((await noName.json()) as { message: string }).message).toBe(validation.nameRequired);
  });

  it("registers an employer through the /register action with their company", async () => {
    const email = uniqueEmail("hr");
    const result = await registerAction(
      routeArgs(formRequest("/register?role=employer", { role: "employer", name: "Kavya Rao", email, password: "Hiring-Doctors-9", confirmPassword: "Hiring-Doctors-9", company: "Lotus Hospitals" })),
    );
    expect(reply(result)).toEqual({ status: 200, data: { result: null, toast: null, registered: email } });
    const [row] = await db().select().from(profiles).where(eq(profiles.email, email));
    expect(row).toMatchObject({ role: "employer", company: "Lotus Hospitals", specialization: null, name: "Kavya Rao" });
  });

  it("sends a fresh confirmation link when the success panel asks (the resend-confirmation action)", async () => {
    const email = uniqueEmail("again");
    const registered = reply(
      await registerAction(routeArgs(formRequest("/register", { role: "doctor", name: "Dr. Again", email, password: "Hiring-Doctors-9", confirmPassword: "Hiring-Doctors-9", specialization: "Cardiology" }))),
    );
    expect(registered.data.registered).toBe(email);
    await inbox.waitFor(email, 1);
    const resent = reply(await verifyAction(routeArgs(formRequest("/verify-email", { email }))));
    expect(resent).toEqual({ status: 200, data: { result: null, toast: null, sent: email } });
    const second = await inbox.waitFor(email, 2);
    expect(second.subject).toBe("Confirm your e-mail address for DocHire");
    // The newest link confirms the account.
    const link = linkIn(second, `${BASE}/verify-email?token=`);
    const confirmed = await settle(() => verifyLoader(routeArgs(getRequest(link.slice(BASE.length)))));
    expect((confirmed as Response).headers.get("location")).toBe("/login?confirmed=1");
    // A malformed address is refused beside the field, with nothing sent.
    const bad = reply(await verifyAction(routeArgs(formRequest("/verify-email", { email: "meena@" }))));
    expect(bad.status).toBe(400);
    expect(fieldError(bad, "email")).toBe(validation.emailInvalid);
  });

  it("refuses a malformed registration beside its fields with 400, keeps what was typed and creates nothing", async () => {
    const email = uniqueEmail("malformed");
    const fields = { role: "doctor", name: "Dr. Rao", email, password: "Hiring-Doctors-9", confirmPassword: "Hiring-Doctors-9", specialization: "Cardiology" };
    const post = (entries: [string, string][]) => registerAction(routeArgs(formRequest("/register", Object.fromEntries(entries))));
    const postMany = (entries: [string, string][]) => {
      const body = new URLSearchParams(entries);
      return registerAction(routeArgs(new Request(`${BASE}/register`, { method: "POST", headers: { origin: BASE, "content-type": "application/x-www-form-urlencoded" }, body })));
    };
    const wrongRole = reply(await post(Object.entries({ ...fields, role: "admin" })));
    expect(wrongRole.status).toBe(400);
    expect(fieldError(wrongRole, "role")).toBe(authRefusals.roleRequired);
    const twice = reply(await postMany([...Object.entries(fields), ["email", uniqueEmail("other")]]));
    expect(twice.status).toBe(400);
    expect(fieldError(twice, "email")).toBe(formInput.repeatedField);
    const hidden = reply(await post(Object.entries({ ...fields, name: "Dr.\u0000Rao" })));
    expect(hidden.status).toBe(400);
    expect(fieldError(hidden, "name")).toBe(validation.controlCharacters);
    const mismatch = reply(await post(Object.entries({ ...fields, confirmPassword: "Hiring-Doctors-0" })));
    expect(fieldError(mismatch, "confirmPassword")).toBe(validation.passwordsDoNotMatch);
    expect(mismatch.data.result?.initialValue).toEqual({ role: "doctor", name: "Dr. Rao", email, specialization: "Cardiology" });
    expect(await db().select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it("refuses the most common passwords, whatever their case", async () => {
    const res = await apiPost(app, "/api/auth/sign-up/email", { name: "P", email: uniqueEmail("common"), password: "PassWord1", role: "doctor" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(authRefusals.commonPassword);
    const form = await registerAction(
      routeArgs(formRequest("/register", { role: "doctor", name: "P", email: uniqueEmail("common2"), password: "qwerty123", confirmPassword: "qwerty123", specialization: "Cardiology" })),
    );
    const refused = reply(form);
    expect(refused.status).toBe(400);
    expect(fieldError(refused, "password")).toBe(authRefusals.commonPassword);
    // What was typed comes back, the passwords never do.
    expect(refused.data.result?.initialValue).toMatchObject({ role: "doctor", name: "P", specialization: "Cardiology" });
    expect(JSON.stringify(refused.data)).not.toContain("qwerty123");
  });

  it("answers a duplicate sign-up like a new one and tells the owner by mail", async () => {
    const email = uniqueEmail("dupe");
    await signUpDoctor(email);
    await confirm(email);
    const again = await signUpDoctor(email, "Another-Secret-77");
    expect(again.status).toBe(200);
    const mail = await inbox.waitFor(email, 2);
    expect(mail.subject).toBe("You already have a DocHire account");
    expect(mail.text).toContain(`${BASE}/forgot-password`);
  });
});

describe("sign-in screen", () => {
  it("keeps the e-mail, shows the server message, and never echoes the password", async () => {
    const result = await loginAction(routeArgs(formRequest("/login", { email: "nobody@example.com", password: "Wrong-Password-1" })));
    const refused = reply(result);
    expect(refused.status).toBe(401);
    expect(formError(refused)).toBe(accountMessages.invalidCredentials);
    expect(refused.data.result?.initialValue).toEqual({ email: "nobody@example.com" });
    expect(JSON.stringify(refused.data)).not.toContain("Wrong-Password-1");
    const blank = reply(await loginAction(routeArgs(formRequest("/login", { email: "  ", password: "x" }))));
    expect(blank.status).toBe(400);
    expect(formError(blank)).toBe(validation.emailAndPasswordRequired);
  });

  it("signs in through the action, forwarding the session cookie, to a safe local redirect only", async () => {
    const email = uniqueEmail("login");
    await signUpDoctor(email);
    await confirm(email);
    const ok = (await loginAction(routeArgs(formRequest("/login", { email, password: "Healing-Hands-42", redirectTo: "/dashboard/profile" })))) as Response;
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/dashboard/profile");
    expect(ok.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(true);
    const evil = (await loginAction(routeArgs(formRequest("/login", { email, password: "Healing-Hands-42", redirectTo: "//evil.example/x" })))) as Response;
    expect(evil.headers.get("location")).toBe("/dashboard");
    // Sign out ends the session in the database.
    const cookie = cookieFrom(ok);
    const out = (await logoutAction(routeArgs(formRequest("/logout", {}, cookie)))) as Response;
    expect(out.headers.get("location")).toBe("/");
    expect(await auth().api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
  });

  it("says clearly when the e-mail is not confirmed yet", async () => {
    const email = uniqueEmail("unconfirmed");
    await signUpDoctor(email);
    const refused = reply(await loginAction(routeArgs(formRequest("/login", { email, password: "Healing-Hands-42" }))));
    expect(refused.status).toBe(403);
    expect(refused.data.unverified).toBe(true);
    expect(formError(refused)).toBe(accountMessages.emailNotVerified);
  });
});

describe("password reset by mail", () => {
  it("mails a link that sets a new password once, revokes sessions and records the change", async () => {
    const email = uniqueEmail("reset");
    await signUpDoctor(email);
    await confirm(email);
    const first = await apiPost(app, "/api/auth/sign-in/email", { email, password: "Healing-Hands-42" });
    const oldCookie = cookieFrom(first);
    expect(await auth().api.getSession({ headers: new Headers({ cookie: oldCookie }) })).not.toBeNull();

    const asked = reply(await forgotAction(routeArgs(formRequest("/forgot-password", { email }))));
    expect(asked.data).toEqual({ result: null, toast: null, sent: email });
    const mail = await inbox.waitFor(email, 2);
    expect(mail.subject).toBe("Reset your DocHire password");
    const link = linkIn(mail, `${BASE}/reset-password?token=`);
    const path = link.slice(BASE.length);
    expect(unwrap<{ usable: boolean }>(await resetLoader(routeArgs(getRequest(path)))).data.usable).toBe(true);

    const token = new URL(link).searchParams.get("token")!;
    const common = reply(await resetAction(routeArgs(formRequest(path, { token, password: "123456789", confirmPassword: "123456789" }))));
    expect(common.status).toBe(400);
    expect(fieldError(common, "password")).toBe(authRefusals.commonPassword);

    const done = (await resetAction(routeArgs(formRequest(path, { token, password: "Brand-New-Secret-5", confirmPassword: "Brand-New-Secret-5" })))) as Response;
    expect(done.headers.get("location")).toBe("/login?reset=1");
    // Used once: the link is now dead, the old session is gone, the new password works, the old one does not.
    expect(unwrap<{ usable: boolean }>(await resetLoader(routeArgs(getRequest(path)))).data.usable).toBe(false);
    expect(await auth().api.getSession({ headers: new Headers({ cookie: oldCookie }) })).toBeNull();
    expect((await apiPost(app, "/api/auth/sign-in/email", { email, password: "Healing-Hands-42" })).status).toBe(401);
    expect((await apiPost(app, "/api/auth/sign-in/email", { email, password: "Brand-New-Secret-5" })).status).toBe(200);

    const [row] = await db().select({ changed: profiles.passwordChangedAt }).from(profiles).where(eq(profiles.email, email));
    expect(row?.changed).toBeInstanceOf(Date);
    const notice = await inbox.waitFor(email, 3);
    expect(notice.subject).toBe("Your DocHire password was changed");
  });

  it("gives unknown addresses the same answer and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    const asked = reply(await forgotAction(routeArgs(formRequest("/forgot-password", { email }))));
    expect(asked.data).toEqual({ result: null, toast: null, sent: email });
    await new Promise((r) => setTimeout(r, 100));
    expect(inbox.to(email)).toHaveLength(0);
  });
});

describe("change password from the profile page", () => {
  it("checks the current password, revokes other sessions, keeps this one, records the date and mails a notice", async () => {
    const email = uniqueEmail("change");
    await signUpDoctor(email);
    await confirm(email);
    const here = cookieFrom(await apiPost(app, "/api/auth/sign-in/email", { email, password: "Healing-Hands-42" }));
    const elsewhere = cookieFrom(await apiPost(app, "/api/auth/sign-in/email", { email, password: "Healing-Hands-42" }, { ip: "127.0.0.2" }));

    const wrong = reply(
      await profileAction(routeArgs(formRequest("/dashboard/profile?edit=password", { intent: "change-password", currentPassword: "nope-nope", newPassword: "Fresh-Secret-88", confirmPassword: "Fresh-Secret-88" }, here))),
    );
    expect(wrong.status).toBe(400);
    expect(fieldError(wrong, "currentPassword")).toBe(accountMessages.currentPasswordWrong);
    // The reply names its form, so the page shows it in the Change Password dialog; no password comes back.
    expect(wrong.data.result?.initialValue).toEqual({ intent: "change-password" });

    const mismatch = reply(
      await profileAction(routeArgs(formRequest("/dashboard/profile?edit=password", { intent: "change-password", currentPassword: "Healing-Hands-42", newPassword: "Fresh-Secret-88", confirmPassword: "Fresh-Secret-89" }, here))),
    );
    expect(mismatch.status).toBe(400);
    expect(fieldError(mismatch, "confirmPassword")).toBe(validation.passwordsDoNotMatch);

    const ok = (await profileAction(
      routeArgs(formRequest("/dashboard/profile?edit=password", { intent: "change-password", currentPassword: "Healing-Hands-42", newPassword: "Fresh-Secret-88", confirmPassword: "Fresh-Secret-88" }, here)),
    )) as Response;
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/dashboard/profile");
    const renewed = cookieFrom(ok).split("; ").filter((c) => c.includes("session_token")).join("; ");
    expect(renewed).not.toBe("");
    expect(await auth().api.getSession({ headers: new Headers({ cookie: renewed }) })).not.toBeNull();
    expect(await auth().api.getSession({ headers: new Headers({ cookie: elsewhere }) })).toBeNull();

    const [row] = await db().select({ changed: profiles.passwordChangedAt }).from(profiles).where(eq(profiles.email, email));
    expect(Date.now() - (row?.changed?.getTime() ?? 0)).toBeLessThan(60_000);
    expect((await inbox.waitFor(email, 2)).subject).toBe("Your DocHire password was changed");
  });
});

describe("sessions", () => {
  it("have an absolute lifetime that use does not extend", async () => {
    const email = uniqueEmail("session");
    await signUpDoctor(email);
    await confirm(email);
    const cookie = cookieFrom(await apiPost(app, "/api/auth/sign-in/email", { email, password: "Healing-Hands-42" }));
    const [u] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
    const [before] = await db().select({ expiresAt: session.expiresAt }).from(session).where(eq(session.userId, u!.id));
    expect(before!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // Pretend the session is two days old: reading it must not push its end further out.
    await db().update(session).set({ updatedAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(session.userId, u!.id));
    await auth().api.getSession({ headers: new Headers({ cookie }) });
    const [after] = await db().select({ expiresAt: session.expiresAt }).from(session).where(eq(session.userId, u!.id));
    expect(after!.expiresAt.getTime()).toBe(before!.expiresAt.getTime());
  });
});

describe("simple registration", () => {
  it("signs a doctor up without a specialization", async () => {
    const { action } = await import("~/routes/_site.simple-register");
    const email = uniqueEmail("simple");
    const result = reply(await action(routeArgs(formRequest("/simple-register", { name: "Arjun Menon", email, password: "Stetho-Scope-31" }))));
    // The address the link went to, and the form reset.
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ signedUp: email, result: { initialValue: null } });
    const [row] = await db().select().from(profiles).where(eq(profiles.email, email));
    expect(row).toMatchObject({ role: "doctor", specialization: null });
    const failed = reply(await action(routeArgs(formRequest("/simple-register", { name: "A", email: "not-an-email", password: "Stetho-Scope-31" }))));
    expect(failed.status).toBe(400);
    expect(fieldError(failed, "email")).toBe(validation.emailInvalid);
    expect(failed.data.result?.initialValue).toEqual({ name: "A", email: "not-an-email" });
  });
});
