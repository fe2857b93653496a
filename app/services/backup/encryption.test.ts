import crypto from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { createDecryptStream, createEncryptStream, HEADER_SIZE, isEncrypted } from "./encryption.server";

const small = { logN: 10, r: 8, p: 1, logChunk: 10 };
const CHUNK = 2 ** small.logChunk;

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function encrypt(plain: Buffer, key = "correct horse battery staple"): Promise<Buffer> {
  const enc = await createEncryptStream(key, small);
  // Written in uneven pieces, as a tar stream does.
  const pieces = [];
  for (let i = 0; i < plain.length; i += 333) pieces.push(plain.subarray(i, i + 333));
  const [sealed] = await Promise.all([collect(enc), pipeline(Readable.from(pieces), enc)]);
  return sealed;
}

async function decrypt(sealed: Buffer, key = "correct horse battery staple"): Promise<Buffer> {
  return collect(Readable.from([sealed.subarray(0, 100), sealed.subarray(100)]).pipe(createDecryptStream(key)));
}

describe("encrypted archive stream", () => {
  it.each([0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 5 * CHUNK + 17])("gives back exactly the %i bytes it sealed", async (size) => {
    const plain = crypto.randomBytes(size);
    const sealed = await encrypt(plain);
    expect(isEncrypted(sealed)).toBe(true);
    if (size >= 64) expect(sealed.includes(plain.subarray(0, 64))).toBe(false);
    expect(await decrypt(sealed)).toEqual(plain);
  });

  it("refuses a wrong key", async () => {
    const sealed = await encrypt(crypto.randomBytes(3000));
    await expect(decrypt(sealed, "another passphrase entirely")).rejects.toThrow(/wrong BACKUP_ENCRYPTION_KEY/);
  });

  it("refuses a flipped bit, a cut-off end, a dropped chunk and an altered header", async () => {
    const sealed = await encrypt(crypto.randomBytes(3 * CHUNK + 10));
    const flipped = Buffer.from(sealed);
    flipped[HEADER_SIZE + CHUNK + 40]! ^= 1;
    await expect(decrypt(flipped)).rejects.toThrow(/damaged/);
    // Cut exactly after a whole chunk: the chunk before the cut was not sealed as the last one.
    await expect(decrypt(sealed.subarray(0, HEADER_SIZE + 2 * (CHUNK + 16)))).rejects.toThrow(/damaged/);
    const dropped = Buffer.concat([sealed.subarray(0, HEADER_SIZE + CHUNK + 16), sealed.subarray(HEADER_SIZE + 2 * (CHUNK + 16))]);
    await expect(decrypt(dropped)).rejects.toThrow(/damaged/);
    const header = Buffer.from(sealed);
    header[30]! ^= 1;
    await expect(decrypt(header)).rejects.toThrow(/wrong BACKUP_ENCRYPTION_KEY|damaged/);
    await expect(decrypt(sealed.subarray(0, 20))).rejects.toThrow(/cut short/);
  });

  it("refuses a header that asks for unbounded scrypt memory", async () => {
    const sealed = await encrypt(Buffer.from("x"));
    const greedy = Buffer.from(sealed);
    greedy[8] = 30;
    await expect(decrypt(greedy)).rejects.toThrow(/header is not valid/);
  });

  it("takes its key from BACKUP_ENCRYPTION_KEY, which must be a passphrase of 16 characters or more", () => {
    expect(() => parseEnv({ BACKUP_ENCRYPTION_KEY: "short-key" })).toThrow(/BACKUP_ENCRYPTION_KEY: must be at least 16 characters/);
    expect(parseEnv({ BACKUP_ENCRYPTION_KEY: "a passphrase long enough" }).BACKUP_ENCRYPTION_KEY).toBe("a passphrase long enough");
    expect(parseEnv({ BACKUP_ENCRYPTION_KEY: "" }).BACKUP_ENCRYPTION_KEY).toBeUndefined();
  });
});
