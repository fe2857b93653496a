import { describe, expect, it } from "vitest";
import { DEFAULT_METRICS_ALLOW, inNetworks, parseNetworks } from "./network";

describe("the /metrics network check", () => {
  it("lets only the machine itself in by default", () => {
    const allow = parseNetworks(DEFAULT_METRICS_ALLOW);
    expect(inNetworks(allow, "127.0.0.1")).toBe(true);
    expect(inNetworks(allow, "127.8.0.3")).toBe(true);
    expect(inNetworks(allow, "::1")).toBe(true);
    expect(inNetworks(allow, "::ffff:127.0.0.1")).toBe(true);
    expect(inNetworks(allow, "10.0.0.5")).toBe(false);
    expect(inNetworks(allow, "203.0.113.9")).toBe(false);
    expect(inNetworks(allow, "::ffff:203.0.113.9")).toBe(false);
    expect(inNetworks(allow, "2001:db8::1")).toBe(false);
  });

  it("takes networks and single addresses, IPv4 and IPv6", () => {
    const allow = parseNetworks(" 10.1.0.0/16, 192.168.1.7 ,2001:db8::/32");
    expect(inNetworks(allow, "10.1.255.254")).toBe(true);
    expect(inNetworks(allow, "10.2.0.1")).toBe(false);
    expect(inNetworks(allow, "192.168.1.7")).toBe(true);
    expect(inNetworks(allow, "192.168.1.8")).toBe(false);
    expect(inNetworks(allow, "2001:db8:ffff::1")).toBe(true);
    expect(inNetworks(allow, "2001:db9::1")).toBe(false);
    expect(inNetworks(allow, "127.0.0.1")).toBe(false);
  });

  it("refuses what is not an address", () => {
    const allow = parseNetworks(DEFAULT_METRICS_ALLOW);
    expect(inNetworks(allow, null)).toBe(false);
    expect(inNetworks(allow, "")).toBe(false);
    expect(inNetworks(allow, "localhost")).toBe(false);
    expect(inNetworks(allow, "127.0.0.1, 10.0.0.1")).toBe(false);
  });

  it("rejects a malformed list", () => {
    for (const bad of ["10.0.0.0/33", "::1/129", "example.com", "10.0.0.0/x", "10.0.0/8"]) expect(() => parseNetworks(bad)).toThrow(/not an IP network/);
    expect(() => parseNetworks("")).not.toThrow();
  });
});
