import { describe, expect, it } from "vitest";
import { API_KEY_PREFIX, bearerKey, hashApiKey, looksLikeApiKey, newApiKey } from "./api-key-token.server";

describe("API key format", () => {
  it("is dh_live_ and 43 base64url characters (256 random bits), different every time", () => {
    const keys = Array.from({ length: 50 }, () => newApiKey());
    for (const key of keys) {
      expect(key.token).toMatch(/^dh_live_[A-Za-z0-9_-]{43}$/);
      expect(looksLikeApiKey(key.token)).toBe(true);
      expect(key.prefix).toBe(key.token.slice(0, API_KEY_PREFIX.length + 6));
    }
    expect(new Set(keys.map((k) => k.token)).size).toBe(50);
  });

  it("is stored as the SHA-256 (hex) of the whole key, never the key", () => {
    const key = newApiKey();
    expect(key.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(key.hash).toBe(hashApiKey(key.token));
    expect(key.hash).not.toContain(key.token.slice(API_KEY_PREFIX.length));
    // A known vector: SHA-256 of "abc".
    expect(hashApiKey("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("reads the key of a Bearer header and refuses anything else before the database is asked", () => {
    const { token } = newApiKey();
    expect(bearerKey(`Bearer ${token}`)).toBe(token);
    expect(bearerKey(`bearer ${token}`)).toBe(token);
    expect(bearerKey(undefined)).toBeNull();
    expect(bearerKey("")).toBeNull();
    expect(bearerKey(`Basic ${token}`)).toBe("malformed");
    expect(bearerKey(`Bearer ${token.slice(0, -1)}`)).toBe("malformed");
    expect(bearerKey(`Bearer dh_test_${token.slice(8)}`)).toBe("malformed");
    expect(bearerKey(`Bearer ${token} extra`)).toBe("malformed");
    expect(bearerKey("Bearer ")).toBe("malformed");
  });
});
