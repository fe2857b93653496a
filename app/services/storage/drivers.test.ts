import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import type { StorageBucket } from "~/lib/constants";
import { hungServer } from "../../../tests/support/hung-server";
import { startS3Server, type S3TestServer } from "../../../tests/support/s3-server";
import type { StorageDriver } from "./driver.server";
import { LocalDiskDriver } from "./local-disk.server";
import { S3_DEFAULT_TIMEOUTS, S3Driver, s3DriverConfig, type S3DriverConfig } from "./s3.server";
import { createStorageDriver } from "./storage.server";

// The AWS SDK warns once per process that its 2027 releases need Node 22; not news for a test run.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

// s3rver takes any credentials; the driver signs its requests with these like with real ones.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

const newKey = (ext = "png", folder?: string) => {
  const name = `${Date.now()}-${crypto.randomBytes(6).toString("hex")}.${ext}`;
  return folder ? `${folder}/${name}` : name;
};
/** Every byte value, so that any text decoding on the way shows up. */
const bytesOf = (seed: number, length = 300) => Uint8Array.from({ length }, (_, i) => (i * 7 + seed) % 256);

/** A driver under test, and a way to read an object where it must physically be, bypassing the driver. */
type Subject = {
  driver: StorageDriver;
  readRaw(bucket: StorageBucket, key: string): Promise<Uint8Array | null>;
  /** Every object's location (path under the root, or key in the S3 bucket). */
  listAll(): Promise<string[]>;
  close(): Promise<void>;
};

function s3Raw(server: S3TestServer): S3Client {
  return new S3Client({
    endpoint: server.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

async function rawGet(client: S3Client, bucket: string, key: string): Promise<{ bytes: Uint8Array; contentType?: string } | null> {
  try {
    const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return { bytes: await res.Body!.transformToByteArray(), contentType: res.ContentType };
  } catch (error) {
    if ((error as Error).name === "NoSuchKey") return null;
    throw error;
  }
}

async function rawList(client: S3Client, bucket: string): Promise<string[]> {
  const res = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (res.Contents ?? []).map((o) => o.Key!).sort();
}

const subjects: { name: string; prefix: string; make(): Promise<Subject> }[] = [
  {
    name: "LocalDiskDriver",
    prefix: "",
    async make() {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "dochire-disk-"));
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative(root, path.join(dir, e.name))]));
      return {
        driver: new LocalDiskDriver(root),
        readRaw: async (bucket, key) => {
          const file = path.join(root, bucket, key);
          return fs.existsSync(file) ? new Uint8Array(fs.readFileSync(file)) : null;
        },
        listAll: async () => walk(root).map((p) => p.split(path.sep).join("/")).sort(),
        close: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  ...["", "dochire/tenant-1/"].map((prefix) => ({
    name: `S3Driver on s3rver (key prefix "${prefix}")`,
    prefix,
    async make(): Promise<Subject> {
      const server = await startS3Server();
      const driver = new S3Driver({ bucket: server.bucket, endpoint: server.endpoint, region: "us-east-1", credentials: CREDENTIALS, forcePathStyle: true, keyPrefix: prefix });
      const raw = s3Raw(server);
      return {
        driver,
        readRaw: async (bucket, key) => (await rawGet(raw, server.bucket, `${prefix}${bucket}/${key}`))?.bytes ?? null,
        listAll: () => rawList(raw, server.bucket),
        close: async () => {
          driver.destroy();
          raw.destroy();
          await server.close();
        },
      };
    },
  })),
];

describe.each(subjects)("storage driver contract: $name", ({ prefix, make }) => {
  let s: Subject;
  beforeAll(async () => {
    s = await make();
  });
  afterAll(async () => {
    await s?.close();
  });

  it("stores bytes and gives the same bytes back, in every bucket, at <prefix><bucket>/<key>", async () => {
    const cases: [StorageBucket, string][] = [
      ["avatars", newKey("png")],
      ["client-logos", newKey("webp")],
      ["resumes", newKey("pdf", crypto.randomUUID())],
    ];
    for (const [i, [bucket, key]] of cases.entries()) {
      const bytes = bytesOf(i);
      await s.driver.put(bucket, key, bytes, "application/octet-stream");
      expect(await s.driver.get(bucket, key)).toEqual(bytes);
      expect(await s.readRaw(bucket, key)).toEqual(bytes);
    }
    const listed = await s.listAll();
    for (const [bucket, key] of cases) expect(listed).toContain(`${prefix}${bucket}/${key}`);
    // Nothing lands outside the prefix (and, for disk, no temporary files are left behind).
    expect(listed.every((k) => k.startsWith(prefix))).toBe(true);
    expect(listed).toHaveLength(cases.length);
  });

  it("keeps buckets apart: the same key in another bucket is a different object", async () => {
    const key = newKey();
    await s.driver.put("avatars", key, bytesOf(1), "image/png");
    expect(await s.driver.get("client-logos", key)).toBeNull();
    expect(await s.driver.get("resumes", key)).toBeNull();
  });

  it("overwrites an object with a new put", async () => {
    const key = newKey();
    await s.driver.put("avatars", key, bytesOf(10, 500), "image/png");
    const second = bytesOf(20, 120);
    await s.driver.put("avatars", key, second, "image/png");
    expect(await s.driver.get("avatars", key)).toEqual(second);
    expect(await s.readRaw("avatars", key)).toEqual(second);
  });

  it("stores an empty object", async () => {
    const key = newKey();
    await s.driver.put("avatars", key, new Uint8Array(), "image/png");
    expect(await s.driver.get("avatars", key)).toEqual(new Uint8Array());
  });

  it("answers null for a missing object", async () => {
    expect(await s.driver.get("avatars", newKey())).toBeNull();
    expect(await s.driver.get("resumes", newKey("pdf", "nobody"))).toBeNull();
  });

  it("deletes, and deleting again (or something never stored) is not an error", async () => {
    const key = newKey();
    await s.driver.put("client-logos", key, bytesOf(3), "image/png");
    await s.driver.delete("client-logos", key);
    expect(await s.driver.get("client-logos", key)).toBeNull();
    expect(await s.readRaw("client-logos", key)).toBeNull();
    await expect(s.driver.delete("client-logos", key)).resolves.toBeUndefined();
    await expect(s.driver.delete("resumes", newKey("pdf", "never"))).resolves.toBeUndefined();
  });

  it("refuses unsafe keys for put, get and delete, and writes nothing", async () => {
    const before = await s.listAll();
    const unsafe = ["", "..", "../escape.png", "a/../../b.png", "/etc/passwd", ".hidden", "a//b.png", "a/", "a\\b.png", "with space.png", "résumé.pdf", "a/./b.png", "x..y.png", "%2e%2e/x.png", "a\u0000b.png"];
    for (const key of unsafe) {
      await expect(s.driver.put("avatars", key, bytesOf(0), "image/png"), key).rejects.toThrow(`Unsafe storage key: ${key}`);
      await expect(s.driver.get("avatars", key), key).rejects.toThrow("Unsafe storage key");
      await expect(s.driver.delete("avatars", key), key).rejects.toThrow("Unsafe storage key");
    }
    expect(await s.listAll()).toEqual(before);
  });
});

describe("S3Driver against s3rver", () => {
  let server: S3TestServer;
  let raw: S3Client;
  beforeAll(async () => {
    server = await startS3Server({ bucket: "dochire-files" });
    raw = s3Raw(server);
  });
  afterAll(async () => {
    raw?.destroy();
    await server?.close();
  });

  it("startS3Server created the bucket (HeadBucket 200)", async () => {
    expect(server.bucket).toBe("dochire-files");
    expect(server.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await raw.send(new HeadBucketCommand({ Bucket: server.bucket }));
    expect(res.$metadata.httpStatusCode).toBe(200);
  });

  it("sets the object's Content-Type", async () => {
    const driver = new S3Driver({ bucket: server.bucket, endpoint: server.endpoint, region: "us-east-1", credentials: CREDENTIALS, forcePathStyle: true, keyPrefix: "ct/" });
    const key = newKey("pdf", "owner");
    await driver.put("resumes", key, bytesOf(5), "application/pdf");
    expect(await rawGet(raw, server.bucket, `ct/resumes/${key}`)).toEqual({ bytes: bytesOf(5), contentType: "application/pdf" });
    driver.destroy();
  });

  it("two prefixes in one bucket do not see each other's objects", async () => {
    const a = new S3Driver({ bucket: server.bucket, endpoint: server.endpoint, region: "us-east-1", credentials: CREDENTIALS, forcePathStyle: true, keyPrefix: "site-a/" });
    const b = new S3Driver({ bucket: server.bucket, endpoint: server.endpoint, region: "us-east-1", credentials: CREDENTIALS, forcePathStyle: true, keyPrefix: "site-b/" });
    const key = newKey();
    await a.put("avatars", key, bytesOf(7), "image/png");
    expect(await b.get("avatars", key)).toBeNull();
    await b.delete("avatars", key);
    expect(await a.get("avatars", key)).toEqual(bytesOf(7));
    a.destroy();
    b.destroy();
  });

  it("throws (does not answer null) when the bucket does not exist", async () => {
    const driver = new S3Driver({ bucket: "no-such-bucket", endpoint: server.endpoint, region: "us-east-1", credentials: CREDENTIALS, forcePathStyle: true });
    await expect(driver.get("avatars", newKey())).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect(driver.delete("avatars", newKey())).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect(driver.put("avatars", newKey(), bytesOf(1), "image/png")).rejects.toMatchObject({ name: "NoSuchBucket" });
    driver.destroy();
  });

  it("refuses a key prefix that is not folder names ending in /", () => {
    for (const keyPrefix of ["dochire", "/dochire/", "../", "./", "a/../", "a//", "/"]) {
      expect(() => new S3Driver({ bucket: "b", region: "us-east-1", keyPrefix }), keyPrefix).toThrow("key prefix");
    }
  });
});

describe("S3Driver when the server is unreachable or hangs", () => {
  it("throws quickly once the server is gone (connection refused)", async () => {
    const server = await startS3Server();
    const driver = new S3Driver({ bucket: server.bucket, endpoint: server.endpoint, region: "us-east-1", credentials: CREDENTIALS, forcePathStyle: true });
    const key = newKey();
    await driver.put("avatars", key, bytesOf(1), "image/png");
    await server.close();
    const started = Date.now();
    await expect(driver.get("avatars", key)).rejects.toMatchObject({ code: "ECONNREFUSED" });
    await expect(driver.put("avatars", key, bytesOf(1), "image/png")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    await expect(driver.delete("avatars", key)).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(Date.now() - started).toBeLessThan(3_000);
    driver.destroy();
  });

  it("gives up on a server that accepts connections and never answers", async () => {
    const hung = await hungServer();
    const driver = new S3Driver({ ...hungConfig(hung.endpoint), timeouts: { connect: 500, request: 400, operation: 1_500 } });
    const started = Date.now();
    await expect(driver.get("avatars", newKey())).rejects.toMatchObject({ name: "TimeoutError" });
    const elapsed = Date.now() - started;
    // Two attempts of 400 ms (plus a retry delay), well inside the operation deadline.
    expect(elapsed).toBeGreaterThanOrEqual(750);
    expect(elapsed).toBeLessThan(1_500);
    driver.destroy();
    await hung.close();
  });

  it("ends a call at the operation deadline whatever the per-attempt timeouts", async () => {
    const hung = await hungServer();
    const driver = new S3Driver({ ...hungConfig(hung.endpoint), timeouts: { connect: 500, request: 5_000, operation: 700 } });
    const started = Date.now();
    await expect(driver.put("avatars", newKey(), bytesOf(1), "image/png")).rejects.toThrow(/did not finish within 700 ms/);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(650);
    expect(elapsed).toBeLessThan(1_500);
    driver.destroy();
    await hung.close();
  });

  it("gives up on a body that stops arriving after the headers", async () => {
    const stalled = await stallingBodyServer();
    const driver = new S3Driver({ ...hungConfig(stalled.endpoint), timeouts: { connect: 500, request: 5_000, operation: 1_000 } });
    const started = Date.now();
    await expect(driver.get("avatars", newKey())).rejects.toMatchObject({ name: "TimeoutError" });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(stalled.requests()).toBeGreaterThanOrEqual(1);
    driver.destroy();
    await stalled.close();
  });

  it("with the default timeouts, a hung server holds a call less than 10 s", async () => {
    expect(S3_DEFAULT_TIMEOUTS.operation).toBeLessThan(10_000);
    const hung = await hungServer();
    const driver = new S3Driver(hungConfig(hung.endpoint));
    const started = Date.now();
    await expect(driver.get("avatars", newKey())).rejects.toMatchObject({ name: "TimeoutError" });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(S3_DEFAULT_TIMEOUTS.request - 100);
    expect(elapsed).toBeLessThan(10_000);
    driver.destroy();
    await hung.close();
  }, 15_000);
});

describe("driver selection from settings", () => {
  const base = { DATA_DIR: "/tmp/dochire-selection" };

  it("is local disk by default, S3 once S3_BUCKET is set, and STORAGE_DRIVER decides when given", () => {
    expect(createStorageDriver(parseEnv(base))).toBeInstanceOf(LocalDiskDriver);
    const s3 = createStorageDriver(parseEnv({ ...base, S3_BUCKET: "files" }));
    expect(s3).toBeInstanceOf(S3Driver);
    (s3 as S3Driver).destroy();
    expect(createStorageDriver(parseEnv({ ...base, S3_BUCKET: "files", STORAGE_DRIVER: "local" }))).toBeInstanceOf(LocalDiskDriver);
  });

  it("passes every S3 setting to the driver", async () => {
    const full = parseEnv({
      ...base,
      S3_BUCKET: "dochire-prod",
      S3_ENDPOINT: "https://acc.r2.cloudflarestorage.com",
      S3_REGION: "auto",
      S3_ACCESS_KEY_ID: "AKID",
      S3_SECRET_ACCESS_KEY: "SECRET",
      S3_FORCE_PATH_STYLE: "true",
      S3_KEY_PREFIX: "dochire/",
    });
    expect(s3DriverConfig(full)).toEqual<S3DriverConfig>({
      bucket: "dochire-prod",
      endpoint: "https://acc.r2.cloudflarestorage.com",
      region: "auto",
      credentials: { accessKeyId: "AKID", secretAccessKey: "SECRET" },
      forcePathStyle: true,
      keyPrefix: "dochire/",
    });
    // Without keys: the SDK's default credential chain; AWS itself (no endpoint), virtual-host addressing.
    expect(s3DriverConfig(parseEnv({ ...base, S3_BUCKET: "b" }))).toEqual({
      bucket: "b",
      endpoint: undefined,
      region: "us-east-1",
      credentials: undefined,
      forcePathStyle: false,
      keyPrefix: "",
    });
    const driver = new S3Driver(s3DriverConfig(full));
    expect(driver.objectKey("resumes", "u1/1-a.pdf")).toBe("dochire/resumes/u1/1-a.pdf");
    const config = driver.client.config;
    expect(await config.region()).toBe("auto");
    expect(config.forcePathStyle).toBe(true);
    expect(await config.requestChecksumCalculation()).toBe("WHEN_REQUIRED");
    expect(await config.responseChecksumValidation()).toBe("WHEN_REQUIRED");
    expect(await config.credentials()).toMatchObject({ accessKeyId: "AKID", secretAccessKey: "SECRET" });
    driver.destroy();
  });
});

function hungConfig(endpoint: string): S3DriverConfig {
  return { bucket: "dochire-test", endpoint, region: "us-east-1", credentials: CREDENTIALS, forcePathStyle: true };
}

/** Answers 200 with a Content-Length of 1000, sends 10 bytes, then nothing. */
async function stallingBodyServer(): Promise<{ endpoint: string; requests(): number; close(): Promise<void> }> {
  let count = 0;
  const server = http.createServer((req, res) => {
    count++;
    req.resume();
    res.writeHead(200, { "Content-Type": "image/png", "Content-Length": "1000" });
    res.write(Buffer.alloc(10, 1));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    requests: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
