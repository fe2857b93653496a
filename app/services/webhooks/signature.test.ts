import { describe, expect, it } from "vitest";
import { RETRY_DELAYS_SECONDS, signatureHeader, verifySignature } from "./signature";

describe("webhook signatures", () => {
  const body = JSON.stringify({ id: "evt_1", type: "job.published" });

  it("verifies what it signed, and nothing else", () => {
    const header = signatureHeader("s3cret", body, 1_800_000_000);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature("s3cret", header, body, { now: 1_800_000_010 })).toEqual({ ok: true, timestamp: 1_800_000_000 });
    expect(verifySignature("other", header, body, { now: 1_800_000_010 })).toEqual({ ok: false, reason: "mismatch" });
    expect(verifySignature("s3cret", header, `${body} `, { now: 1_800_000_010 })).toEqual({ ok: false, reason: "mismatch" });
    // The timestamp is signed too: moving it breaks the signature.
    expect(verifySignature("s3cret", header.replace("t=1800000000", "t=1800000001"), body, { now: 1_800_000_010 })).toEqual({ ok: false, reason: "mismatch" });
  });

  it("refuses a replay outside the window and malformed headers", () => {
    const header = signatureHeader("s3cret", body, 1_800_000_000);
    expect(verifySignature("s3cret", header, body, { now: 1_800_000_301 })).toEqual({ ok: false, reason: "stale" });
    for (const bad of [null, "", "v1=abc", "t=x,v1=00", `t=1800000000`]) expect(verifySignature("s3cret", bad, body).ok).toBe(false);
  });

  it("accepts any of several signatures (a rotated secret)", () => {
    const good = signatureHeader("new", body, 1_800_000_000);
    const header = `t=1800000000,v1=${"0".repeat(64)},${good.split(",")[1]}`;
    expect(verifySignature("new", header, body, { now: 1_800_000_000 }).ok).toBe(true);
  });

  it("spreads six tries over about fifteen hours", () => {
    const total = RETRY_DELAYS_SECONDS.reduce((a, b) => a + b, 0);
    expect(RETRY_DELAYS_SECONDS.length + 1).toBe(6);
    expect(total / 3600).toBeGreaterThan(14);
    expect(total / 3600).toBeLessThan(16);
  });
});
