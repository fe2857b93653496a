import { eq } from "drizzle-orm";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { fileViews, user } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { storage as msg } from "~/lib/messages";
import { clearSingleton, getSingleton, setSingleton } from "~/server-lib/singleton.server";
import { logger } from "~/services/logger.server";
import { pdfFile, pngFile } from "../../../tests/files";
import { apiPost, BASE, cookieFrom, testApp, uniqueEmail } from "../../../tests/support/accounts-kit";
import { hungServer } from "../../../tests/support/hung-server";
import { startS3Server, type S3TestServer } from "../../../tests/support/s3-server";
import type { StorageDriver } from "./driver.server";
import { RESUME_CSP } from "./resume-gate.server";
import { S3Driver } from "./s3.server";
import { createStorageDriver, makeObjectKey, publicFileUrl, storeFile, storeImage } from "./storage.server";

// Uploads stored through the S3 driver (selected by settings, as STORAGE_DRIVER=s3 would) and served by the real
// Hono app at /files/*: same access rules and headers as on local disk, and 503 (never 500, never a hang) when the
// S3 server is gone or stalls.

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

const PREFIX = "dochire/";
let s3: S3TestServer;
let raw: S3Client;
let driver: StorageDriver;
let previousDriver: StorageDriver | undefined;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  s3 = await startS3Server();
  raw = new S3Client({ endpoint: s3.endpoint, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
  // env() is read once per process; the driver is chosen from these settings the way storageDriver() does it.
  const settings = parseEnv({
    ...process.env,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: "true",
    S3_KEY_PREFIX: PREFIX,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });
  expect(settings.STORAGE_DRIVER).toBe("s3");
  driver = createStorageDriver(settings);
  expect(driver).toBeInstanceOf(S3Driver);
  previousDriver = getSingleton<StorageDriver>("storage");
  setSingleton("storage", driver);
  app = testApp();
});

afterAll(async () => {
  if (previousDriver) setSingleton("storage", previousDriver);
  else clearSingleton("storage");
  (driver as S3Driver | undefined)?.destroy();
  raw?.destroy();
  await s3?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const get = (path: string, headers: Record<string, string> = {}, method = "GET") => app.request(`${BASE}${path}`, { method, headers });

async function objectInBucket(key: string): Promise<Uint8Array> {
  const res = await raw.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return res.Body!.transformToByteArray();
}

/** A confirmed doctor account, signed in through the real auth endpoints (as in the accounts tests). */
async function signedInDoctor() {
  const email = uniqueEmail("s3-doctor");
  const password = "Secure-Clinic-204";
  const signUp = await apiPost(app, "/api/auth/sign-up/email", { name: "Dr. Object Store", email, password, role: "doctor" });
  expect(signUp.status).toBe(200);
  await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signIn = await apiPost(app, "/api/auth/sign-in/email", { email, password });
  expect(signIn.status).toBe(200);
  const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  return { id: row!.id, cookie: cookieFrom(signIn) };
}

describe("files on S3", () => {
  let avatarUrl: string;
  let avatarBytes: Uint8Array;

  it("a public avatar is stored in the bucket under the prefix and served with the immutable cache header", async () => {
    avatarBytes = new Uint8Array(pngFile("photo.png", [200, 40, 90]).buffer);
    const stored = await storeImage({ bucket: "avatars", bytes: avatarBytes, ownerId: null, originalName: "photo.png" });
    avatarUrl = stored.url;
    expect(avatarUrl).toMatch(/^\/files\/avatars\/\d+-[0-9a-f]{16}\.png$/);
    expect(await objectInBucket(`${PREFIX}avatars/${stored.key}`)).toEqual(avatarBytes);

    const res = await get(avatarUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-length")).toBe(String(avatarBytes.byteLength));
    expect(res.headers.get("etag")).toBe(`"${stored.sha256}"`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(avatarBytes);

    const head = await get(avatarUrl, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const revalidated = await get(avatarUrl, { "if-none-match": `"${stored.sha256}"` });
    expect(revalidated.status).toBe(304);
  });

  it("an unknown key is 404", async () => {
    const res = await get(publicFileUrl("avatars", makeObjectKey("png")));
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(msg.notFound);
  });

  it("a resume is refused to a signed-out request and served privately to its owner", async () => {
    const doctor = await signedInDoctor();
    const pdf = new Uint8Array(pdfFile("cv.pdf", "Dr. Object Store CV").buffer);
    const key = makeObjectKey("pdf", doctor.id);
    await storeFile({ bucket: "resumes", key, bytes: pdf, contentType: "application/pdf", ownerId: doctor.id, originalName: "cv.pdf" });
    expect(await objectInBucket(`${PREFIX}resumes/${key}`)).toEqual(pdf);
    const url = publicFileUrl("resumes", key);

    const signedOut = await get(url);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).toBe(msg.forbidden);
    expect(signedOut.headers.get("content-type")).toBe("text/plain;charset=UTF-8");
    expect(signedOut.headers.get("content-disposition")).toBeNull();

    const owner = await get(url, { cookie: doctor.cookie });
    expect(owner.status).toBe(200);
    expect(owner.headers.get("content-type")).toBe("application/pdf");
    expect(owner.headers.get("cache-control")).toBe("private, no-store");
    expect(owner.headers.get("content-security-policy")).toBe(RESUME_CSP);
    expect(owner.headers.get("content-disposition")).toMatch(/^inline; filename="resume-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(new Uint8Array(await owner.arrayBuffer())).toEqual(pdf);
    // The owner's own views are not recorded.
    expect(await db().select().from(fileViews)).toEqual([]);
  });

  it("answers 503 with Retry-After when S3 stalls, within the driver's deadline", async () => {
    const hung = await hungServer();
    const slow = new S3Driver({
      bucket: s3.bucket,
      endpoint: hung.endpoint,
      region: "us-east-1",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      forcePathStyle: true,
      keyPrefix: PREFIX,
      timeouts: { connect: 500, request: 300, operation: 1_000 },
    });
    setSingleton("storage", slow);
    try {
      const started = Date.now();
      const res = await get(avatarUrl);
      expect(Date.now() - started).toBeLessThan(2_000);
      await expectUnavailable(res);
    } finally {
      setSingleton("storage", driver);
      slow.destroy();
      await hung.close();
    }
  });

  it("answers 503 with Retry-After (not 500, not a hang) once the S3 server is closed, and logs the error", async () => {
    const doctor = await signedInDoctor();
    const key = makeObjectKey("pdf", doctor.id);
    await storeFile({ bucket: "resumes", key, bytes: new Uint8Array(pdfFile().buffer), contentType: "application/pdf", ownerId: doctor.id });
    const errorLog = vi.spyOn(logger(), "error");

    await s3.close();
    const started = Date.now();
    await expectUnavailable(await get(avatarUrl));
    await expectUnavailable(await get(publicFileUrl("resumes", key), { cookie: doctor.cookie }));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(errorLog).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ code: "ECONNREFUSED" }), bucket: "avatars" }),
      "stored file could not be read",
    );

    // Access rules still come first: signed out is still 401, an unknown file still 404, without touching S3.
    expect((await get(publicFileUrl("resumes", key))).status).toBe(401);
    expect((await get(publicFileUrl("avatars", makeObjectKey("png")))).status).toBe(404);
    expect(errorLog).toHaveBeenCalledTimes(2);

    // An upload while S3 is down: refused as "unavailable" (503, the same message), and no files row is left.
    const lostKey = makeObjectKey("pdf", doctor.id);
    const upload = storeFile({ bucket: "resumes", key: lostKey, bytes: new Uint8Array(pdfFile().buffer), contentType: "application/pdf", ownerId: doctor.id });
    await expect(upload).rejects.toMatchObject({ code: "unavailable", status: 503, message: msg.unavailable });
    expect((await get(publicFileUrl("resumes", lostKey), { cookie: doctor.cookie })).status).toBe(404);
  });
});

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toBe("5");
  expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(await res.text()).toBe(msg.unavailable);
}
