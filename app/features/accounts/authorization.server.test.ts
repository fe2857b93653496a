import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { devMailbox, profiles, user } from "~/db/schema";
import { env } from "~/env.server";
import type { FormReply } from "~/lib/form-schema";
import { formInput, profile as profileMessages, validation } from "~/lib/messages";
import { account as accountMessages } from "~/features/accounts/messages";
import { auth } from "~/services/auth/auth.server";
import { getViewer } from "~/services/auth/session.server";
import { action as profileAction, loader as profileLoader } from "~/routes/dashboard.profile";
import { loader as reviewsLoader } from "~/routes/dashboard.google-reviews";
import { loader as clientsLoader } from "~/routes/dashboard.trusted-clients";
import { loader as doctorProfilesLoader } from "~/routes/dashboard.doctor-profiles";
import { loader as savedJobsLoader } from "~/routes/dashboard.saved-jobs";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { loader as dashboardIndexLoader } from "~/routes/dashboard._index";
import { loader as loginLoader } from "~/routes/_site.login";
import { apiPost, BASE, cookieFrom, formRequest, fromAddress, getRequest, routeArgs, settle, testApp, uniqueEmail, unwrap } from "../../../tests/support/accounts-kit";

// Authorization is decided on the server: own profile only, admin tabs for the admin only, and the admin is the
// ADMIN_EMAIL account only once its address is confirmed.
let app: ReturnType<typeof testApp>;

beforeAll(() => {
  process.env.AUTH_RATE_LIMIT_MAX = "1000";
  process.env.AUTH_RATE_LIMIT_ACCOUNT_MAX = "1000";
  app = testApp();
});

/** A confirmed account with a signed-in cookie. */
async function account(input: { email?: string; role: "doctor" | "employer"; name?: string; company?: string }) {
  const email = input.email ?? uniqueEmail(input.role);
  const password = "Secure-Clinic-204";
  const body: Record<string, unknown> = { name: input.name ?? "Test User", email, password, role: input.role };
  if (input.role === "employer") body.company = input.company ?? "Apollo Test Hospital";
  const res = await apiPost(app, "/api/auth/sign-up/email", body);
  expect(res.status).toBe(200);
  await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signIn = await apiPost(app, "/api/auth/sign-in/email", { email, password });
  expect(signIn.status).toBe(200);
  const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  return { id: row!.id, email, cookie: cookieFrom(signIn) };
}

describe("profile updates", () => {
  it("change only the caller's own profile, whatever ids the form carries", async () => {
    const alice = await account({ role: "doctor", name: "Dr. Alice Varma" });
    const bob = await account({ role: "doctor", name: "Dr. Bob Nair" });
    const res = (await profileAction(
      routeArgs(formRequest("/dashboard/profile?edit=profile", { intent: "update-profile", id: bob.id, userId: bob.id, name: "Dr. Alice Varma-Rao", phone: "+91 98765 43210", location: "Kochi", specialization: "Neurology", role: "employer" }, alice.cookie)),
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard/profile");
    expect(res.headers.get("set-cookie")).toContain("dh_toast");

    const [a] = await db().select().from(profiles).where(eq(profiles.id, alice.id));
    const [b] = await db().select().from(profiles).where(eq(profiles.id, bob.id));
    expect(a).toMatchObject({ name: "Dr. Alice Varma-Rao", phone: "+91 98765 43210", location: "Kochi", specialization: "Neurology", role: "doctor" });
    expect(b).toMatchObject({ name: "Dr. Bob Nair", phone: null, location: null });
    const [u] = await db().select({ name: user.name }).from(user).where(eq(user.id, alice.id));
    expect(u?.name).toBe("Dr. Alice Varma-Rao");
  });

  it("return field errors and keep what was typed", async () => {
    const employer = await account({ role: "employer" });
    const before = await db().select().from(profiles).where(eq(profiles.id, employer.id));
    const result = unwrap<FormReply>(
      await profileAction(routeArgs(formRequest("/dashboard/profile?edit=profile", { intent: "update-profile", name: " ", phone: "abc", location: "Pune", company: "" }, employer.cookie))),
    );
    expect(result.status).toBe(400);
    expect(result.data.result?.error).toMatchObject({ name: [validation.nameRequired], company: [validation.companyRequired], phone: [accountMessages.phoneInvalid] });
    expect(result.data.result?.initialValue).toMatchObject({ intent: "update-profile", location: "Pune", phone: "abc" });
    // The spec's "Update Failed" toast comes with the refusal.
    expect(result.data.toast).toMatchObject({ title: profileMessages.updateFailed.title, description: profileMessages.updateFailed.description });
    expect(await db().select().from(profiles).where(eq(profiles.id, employer.id))).toEqual(before);
  });

  it("are refused as a whole when a field is sent twice or as a file, and when the intent is unknown", async () => {
    const doctor = await account({ role: "doctor", name: "Dr. Twice" });
    const post = (entries: [string, string | File][]) => {
      const body = new FormData();
      for (const [k, v] of entries) body.append(k, v);
      return profileAction(routeArgs(new Request(`${BASE}/dashboard/profile`, { method: "POST", headers: { origin: BASE, cookie: doctor.cookie }, body })));
    };
    const twice = unwrap<FormReply>(await post([["intent", "update-profile"], ["name", "A"], ["name", "B"]]));
    expect(twice.status).toBe(400);
    expect(twice.data.result?.error).toMatchObject({ name: [formInput.repeatedField] });
    const file = unwrap<FormReply>(await post([["intent", "update-profile"], ["name", new File(["x"], "x.txt")]]));
    expect(file.status).toBe(400);
    expect(file.data.result?.error).toMatchObject({ name: [formInput.notText] });
    const unknown = await settle(() => post([["intent", "delete-everything"], ["name", "A"]]));
    expect(unknown).toBeInstanceOf(Response);
    expect((unknown as Response).status).toBe(400);
    const [row] = await db().select({ name: profiles.name }).from(profiles).where(eq(profiles.id, doctor.id));
    expect(row?.name).toBe("Dr. Twice");
  });

  it("keep an employer's role and company: a doctor's fields in the form are ignored", async () => {
    const employer = await account({ role: "employer", name: "Desk", company: "Lotus Hospitals" });
    const res = await profileAction(
      routeArgs(formRequest("/dashboard/profile?edit=profile", { intent: "update-profile", name: "Desk Two", company: "Lotus Care", specialization: "Cardiology", role: "doctor" }, employer.cookie)),
    );
    expect((res as Response).status).toBe(302);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, employer.id));
    expect(row).toMatchObject({ name: "Desk Two", company: "Lotus Care", specialization: null, role: "employer" });
  });

  it("are refused without a session (sent to sign in)", async () => {
    const res = await settle(() => profileAction(routeArgs(formRequest("/dashboard/profile", { intent: "update-profile", name: "X" }))));
    expect((res as Response).status).toBe(302);
    expect((res as Response).headers.get("location")).toBe("/login?redirectTo=%2Fdashboard%2Fprofile");
  });

  it("show only the caller's own profile", async () => {
    const carol = await account({ role: "employer", name: "Carol Dsouza", company: "Care Clinic" });
    const { data } = unwrap<{ profile: { name: string; company: string; accountType: string } }>(await profileLoader(routeArgs(getRequest("/dashboard/profile", carol.cookie))));
    expect(data.profile).toMatchObject({ name: "Carol Dsouza", company: "Care Clinic", accountType: "Employer" });
  });
});

describe("dashboard tabs", () => {
  it("refuse the admin-only tabs to employers and doctors with 403", async () => {
    const employer = await account({ role: "employer" });
    const doctor = await account({ role: "doctor" });
    const loaders: ((args: ReturnType<typeof routeArgs>) => Promise<unknown>)[] = [reviewsLoader, clientsLoader];
    for (const load of loaders) {
      for (const who of [employer, doctor]) {
        const res = await settle(() => load(routeArgs(getRequest("/dashboard/google-reviews", who.cookie))));
        expect((res as Response).status).toBe(403);
        expect(await (res as Response).json()).toBe(validation.permissionDenied);
      }
    }
  });

  it("send signed-out visitors to sign in and back", async () => {
    const res = await settle(() => dashboardLoader(routeArgs(getRequest("/dashboard/doctor-profiles"))));
    expect((res as Response).headers.get("location")).toBe("/login?redirectTo=%2Fdashboard%2Fdoctor-profiles");
    // Once signed in, the login page itself forwards to the kept address.
    const doctor = await account({ role: "doctor" });
    const back = await settle(() => loginLoader(routeArgs(getRequest("/login?redirectTo=%2Fdashboard%2Fprofile", doctor.cookie))));
    expect((back as Response).headers.get("location")).toBe("/dashboard/profile");
  });

  it("give each role its own dashboard and keep others' tabs away", async () => {
    const employer = await account({ role: "employer", company: "Sunrise Hospital" });
    const doctor = await account({ role: "doctor", name: "Dr. Ravi Kumar Shetty" });
    const emp = unwrap<{ kind: string; employer: { title: string; isAdmin: boolean } }>(await dashboardLoader(routeArgs(getRequest("/dashboard", employer.cookie))));
    expect(emp.data.kind).toBe("employer");
    expect(emp.data.employer).toMatchObject({ title: "Sunrise Hospital Dashboard", isAdmin: false });
    const toListings = await settle(() => dashboardIndexLoader(routeArgs(getRequest("/dashboard", employer.cookie))));
    expect((toListings as Response).headers.get("location")).toBe("/dashboard/job-listings");
    const doc = unwrap<{ kind: string }>(await dashboardLoader(routeArgs(getRequest("/dashboard", doctor.cookie))));
    expect(doc.data.kind).toBe("doctor");
    expect(unwrap<{ lastName: string }>(await dashboardIndexLoader(routeArgs(getRequest("/dashboard", doctor.cookie)))).data.lastName).toBe("Shetty");
    // Doctor tabs for employers and employer tabs for doctors lead back to their own dashboard.
    expect(((await settle(() => savedJobsLoader(routeArgs(getRequest("/dashboard/saved-jobs", employer.cookie))))) as Response).headers.get("location")).toBe("/dashboard");
    expect(((await settle(() => doctorProfilesLoader(routeArgs(getRequest("/dashboard/doctor-profiles", doctor.cookie))))) as Response).headers.get("location")).toBe("/dashboard");
  });

  it("say when an account has no dashboard", async () => {
    const orphan = await account({ role: "doctor" });
    await db().delete(profiles).where(eq(profiles.id, orphan.id));
    expect(unwrap<{ kind: string }>(await dashboardLoader(routeArgs(getRequest("/dashboard", orphan.cookie)))).data.kind).toBe("unavailable");
  });
});

describe("the super admin", () => {
  it("is the ADMIN_EMAIL account, and only once its address is confirmed and its second factor set up", async () => {
    const email = env().ADMIN_EMAIL;
    const res = await apiPost(app, "/api/auth/sign-up/email", { name: "Site Admin", email, password: "Admin-Console-77", role: "employer", company: "DocHire" });
    expect(res.status).toBe(200);
    const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
    // An unconfirmed owner of the address cannot sign in; even with a session they would not be admin.
    const ctx = await auth().$context;
    const unconfirmed = await ctx.internalAdapter.createSession(row!.id);
    const cookieName = ctx.authCookies.sessionToken.name;
    const signed = await signCookieValue(unconfirmed.token, ctx.secret);
    const cookie = `${cookieName}=${signed}`;
    expect((await getViewer(getRequest("/", cookie)))?.actor.isAdmin).toBe(false);
    const denied = await settle(() => reviewsLoader(routeArgs(getRequest("/dashboard/google-reviews", cookie))));
    expect((denied as Response).status).toBe(403);

    await db().update(user).set({ emailVerified: true }).where(eq(user.id, row!.id));
    // Confirmed, but without a second factor: not the admin yet, and sent to set it up before any admin page.
    const pending = await getViewer(getRequest("/", cookie));
    expect(pending?.actor.isAdmin).toBe(false);
    expect(pending?.adminNeedsTwoFactor).toBe(true);
    const toSecurity = (await settle(() => reviewsLoader(routeArgs(getRequest("/dashboard/google-reviews", cookie))))) as Response;
    expect(toSecurity.status).toBe(302);
    expect(toSecurity.headers.get("location")).toBe("/dashboard/security");

    await db().update(user).set({ twoFactorEnabled: true }).where(eq(user.id, row!.id));
    expect((await getViewer(getRequest("/", cookie)))?.actor.isAdmin).toBe(true);
    expect(unwrap(await reviewsLoader(routeArgs(getRequest("/dashboard/google-reviews", cookie)))).status).toBe(200);
    const dash = unwrap<{ employer: { title: string; isAdmin: boolean }; pageRole: string }>(await dashboardLoader(routeArgs(getRequest("/dashboard", cookie))));
    expect(dash.data.employer).toMatchObject({ title: "Super Admin Dashboard", isAdmin: true });
    expect(dash.data.pageRole).toBe("Admin");

    // Any other address is never admin.
    const other = await account({ role: "employer", email: uniqueEmail("admin-lookalike") });
    expect((await getViewer(getRequest("/", other.cookie)))?.actor.isAdmin).toBe(false);
  });
});

describe("cross-site form posts and the dev mailbox", () => {
  it("refuse route-action posts from other sites", async () => {
    const post = (headers: Record<string, string>) =>
      app.request(`${BASE}/dashboard/profile`, { method: "POST", headers: { host: "localhost:3000", "content-type": "application/x-www-form-urlencoded", ...headers }, body: "intent=update-profile&name=X" });
    expect((await post({ origin: "https://evil.example" })).status).toBe(403);
    expect((await post({})).status).toBe(403);
    expect((await post({ referer: "https://evil.example/page" })).status).toBe(403);
    expect((await post({ origin: BASE })).status).toBe(200);
    expect((await post({ origin: "http://127.0.0.1:3000" })).status).toBe(200);
    expect((await post({ referer: `${BASE}/dashboard/profile` })).status).toBe(200);
    // Reads are never blocked.
    expect((await app.request(`${BASE}/dashboard`, { headers: { origin: "https://evil.example" } })).status).toBe(200);
  });

  it("show the dev mailbox only to the machine itself, never through a proxy", async () => {
    await db().insert(devMailbox).values({ to: "box@example.com", subject: "Hello <there>", text: "Open http://localhost:3000/verify-email?token=abc", html: "<p>x</p>" });
    const get = (path: string, ip: string, headers: Record<string, string> = {}) => app.request(`${BASE}${path}`, { headers }, fromAddress(ip));
    const list = await get("/dev/mailbox", "127.0.0.1");
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain("Hello &lt;there&gt;");
    const [row] = await db().select({ id: devMailbox.id }).from(devMailbox).where(eq(devMailbox.to, "box@example.com"));
    const message = await (await get(`/dev/mailbox/${row!.id}`, "::1")).text();
    expect(message).toContain('<a href="http://localhost:3000/verify-email?token=abc">');
    const htmlPart = await get(`/dev/mailbox/${row!.id}/html`, "127.0.0.1");
    expect(htmlPart.headers.get("content-security-policy")).toMatch(/^sandbox /);
    // Anyone else, or any proxied request, gets the ordinary page handler (the site's 404), not the mailbox.
    for (const [ip, headers] of [
      ["192.168.1.20", {}],
      ["10.0.0.5", {}],
      ["127.0.0.1", { "x-forwarded-for": "127.0.0.1" }],
      ["127.0.0.1", { forwarded: "for=127.0.0.1" }],
    ] as const) {
      const res = await get("/dev/mailbox", ip, headers);
      expect(await res.text()).toBe("react-router");
    }
  });
});

/** better-auth's signed cookie value: token + "." + base64 HMAC-SHA256 of the token. */
async function signCookieValue(value: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(value));
  return encodeURIComponent(`${value}.${Buffer.from(signature).toString("base64")}`);
}
