import { describe, expect, it } from "vitest";
import { mailtoHref, telHref, whatsappHref } from "./contact-links";

describe("contact links", () => {
  it("turns display phone numbers into tel: links", () => {
    expect(telHref("+91 40 4850 2200")).toBe("tel:+914048502200");
    expect(telHref("+91-98480-22110")).toBe("tel:+919848022110");
  });

  it("builds a WhatsApp link with the greeting URL-encoded", () => {
    expect(whatsappHref("919848022110", "Hello DocHire team, jobs & hiring?")).toBe(
      "https://wa.me/919848022110?text=Hello%20DocHire%20team%2C%20jobs%20%26%20hiring%3F",
    );
  });

  it("builds mailto links", () => {
    expect(mailtoHref("contact@dochire.in")).toBe("mailto:contact@dochire.in");
  });
});
