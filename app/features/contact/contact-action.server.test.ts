import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { contactMessages, devMailbox } from "~/db/schema";
import { env } from "~/env.server";
import { formInput, validation } from "~/lib/messages";
import { contactForm } from "~/features/contact/messages";
import { eventually } from "../../../tests/support/eventually";
import { formShownToken } from "./form-timing.server";
import { listEnquiries, updateEnquiry } from "./enquiries.server";
import { CONTACT_SENT_PATH, handleContactAction } from "./contact-action.server";

type Entries = [string, string | File][];

const valid: Entries = [
  ["name", "  Dr.  Kavya   Menon "],
  ["email", "kavya.menon@example.com"],
  ["phone", "+91 98480 22110"],
  ["message", "We are looking for two anaesthetists for our new surgical wing in Pune."],
  ["organisation", "Sahyadri Hospitals"],
  ["need", "hire"],
  ["shownAt", formShownToken(Date.now() - 10_000)],
];

async function post(entries: Entries, clientIp = "203.0.113.10") {
  const body = new FormData();
  for (const [k, v] of entries) body.append(k, v);
  return handleContactAction({ request: new Request("http://localhost/contact-us", { method: "POST", body }), clientIp });
}

const rows = () => db().select().from(contactMessages);

describe("the contact form", () => {
  it("stores the message in one row, mails it to the site's contact address, and redirects to the thank-you notice", async () => {
    const res = await post(valid);
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).status).toBe(302);
    expect((res as Response).headers.get("Location")).toBe(CONTACT_SENT_PATH);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: "Dr. Kavya Menon", email: "kavya.menon@example.com", phone: "+91 98480 22110", organisation: "Sahyadri Hospitals", need: "hire", status: "new", message: valid[3]![1] });
    // The mail goes out on the job queue, after the answer.
    const mails = await eventually(async () => {
      const found = await db().select().from(devMailbox).where(eq(devMailbox.to, env().CONTACT_EMAIL));
      return found.length ? found : undefined;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("Dr. Kavya Menon");
    expect(mails[0]!.text).toContain(valid[3]![1]);
    expect(mails[0]!.text).toContain("Organisation: Sahyadri Hospitals");
    // The sender gets a confirmation too.
    const copy = await eventually(async () => (await db().select().from(devMailbox).where(eq(devMailbox.to, "kavya.menon@example.com")))[0]);
    expect(copy.text).toContain(valid[3]![1]);
    await db().delete(contactMessages);
  });

  it("keeps robots out without third parties: the hidden field, and a form posted too soon or without its signed time", async () => {
    const honeypot = await post([...valid.filter(([k]) => k !== "website"), ["website", "http://spam.example"]], "203.0.113.50");
    // Answered like anyone else, so the robot learns nothing; nothing is stored.
    expect((honeypot as Response).status).toBe(302);
    expect(await rows()).toEqual([]);
    for (const shownAt of [formShownToken(Date.now()), `${Date.now() - 60_000}.forgedforgedforgedforge`, ""]) {
      const res = await post([...valid.filter(([k]) => k !== "shownAt"), ["shownAt", shownAt]], "203.0.113.51");
      const { data, init } = res as Exclude<typeof res, Response>;
      expect(init?.status).toBe(400);
      expect(data.result?.error?.[""]).toEqual([contactForm.tooQuick]);
      expect(data.result?.initialValue).toMatchObject({ name: "  Dr.  Kavya   Menon ", message: valid[3]![1] });
    }
    expect(await rows()).toEqual([]);
  });

  it("fills the admin's inbox, which only the admin can read and work through", async () => {
    await post(valid, "203.0.113.60");
    const admin = { userId: "admin", email: "admin@dochire.in", name: "Admin", role: "employer" as const, isAdmin: true };
    const employer = { ...admin, userId: "emp", email: "emp@example.test", isAdmin: false };
    const inbox = await listEnquiries({ actor: admin, status: "new" });
    expect(inbox.counts).toEqual({ new: 1, contacted: 0, closed: 0 });
    const [enquiry] = inbox.enquiries;
    await updateEnquiry({ actor: admin, id: enquiry!.id, status: "contacted", notes: "Called back on Tuesday." });
    expect((await listEnquiries({ actor: admin, status: "contacted" })).enquiries[0]).toMatchObject({ id: enquiry!.id, notes: "Called back on Tuesday." });
    await expect(listEnquiries({ actor: employer, status: null })).rejects.toMatchObject({ code: "forbidden" });
    await expect(listEnquiries({ actor: null, status: null })).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(updateEnquiry({ actor: employer, id: enquiry!.id, status: "closed", notes: "" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(updateEnquiry({ actor: admin, id: 999_999, status: "closed", notes: "" })).rejects.toMatchObject({ code: "not_found" });
    await db().delete(contactMessages);
  });

  it("refuses what the schema refuses beside each field, keeps what was typed, and writes nothing", async () => {
    const cases: [Entries, Record<string, string>][] = [
      [[["name", "   "], ["email", "not-an-address"], ["message", "short"]], { name: contactForm.nameRequired, email: contactForm.emailInvalid, message: contactForm.messageTooShort }],
      [[["name", "A"], ["email", "a@example.com"], ["phone", "call me"], ["message", "m".repeat(5001)]], { phone: contactForm.phoneInvalid, message: contactForm.messageTooLong }],
      [[["name", "Dr.\u0000 Rao"], ["email", "a@example.com"], ["message", "A message that is long enough."]], { name: validation.controlCharacters }],
      [[...valid, ["email", "second@example.com"]], { email: formInput.repeatedField }],
      [[["name", new File(["x"], "x.txt")], ...valid.slice(1)], { name: formInput.notText }],
      [[], { name: contactForm.nameRequired, email: contactForm.emailRequired, message: contactForm.messageRequired }],
    ];
    for (const [entries, errors] of cases) {
      const res = await post(entries);
      expect(res).not.toBeInstanceOf(Response);
      const { data, init } = res as Exclude<typeof res, Response>;
      expect(init?.status, JSON.stringify(errors)).toBe(400);
      expect(data.result?.error).toMatchObject(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])));
    }
    const kept = (await post([["name", "Dr. Rao"], ["email", "rao@example"], ["message", "Please call me back about locum work."]])) as Exclude<Awaited<ReturnType<typeof post>>, Response>;
    expect(kept.data.result?.initialValue).toMatchObject({ name: "Dr. Rao", email: "rao@example", message: "Please call me back about locum work." });
    expect(await rows()).toEqual([]);
  });

  it("takes at most CONTACT_RATE_LIMIT_MAX messages per client in a window, refusing the next with 429 and writing nothing", async () => {
    const max = env().CONTACT_RATE_LIMIT_MAX;
    for (let i = 0; i < max; i++) expect(((await post(valid, "198.51.100.7")) as Response).status).toBe(302);
    const refused = await post(valid, "198.51.100.7");
    expect(refused).not.toBeInstanceOf(Response);
    const { data, init } = refused as Exclude<typeof refused, Response>;
    expect(init?.status).toBe(429);
    expect(data.result?.error?.[""]).toEqual([contactForm.tooMany]);
    expect(data.result?.initialValue).toMatchObject({ email: "kavya.menon@example.com" });
    expect(data.toast).toMatchObject({ title: contactForm.sendFailed.title, description: contactForm.tooMany, variant: "destructive" });
    expect(await rows()).toHaveLength(max);
    // Another client is not held back by the first one's messages.
    expect(((await post(valid, "198.51.100.8")) as Response).status).toBe(302);
    expect(await rows()).toHaveLength(max + 1);
  });
});
