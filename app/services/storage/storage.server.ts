import crypto from "node:crypto";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { files, type StoredFile } from "~/db/schema";
import { env, type Env } from "~/env.server";
import { IMAGE_MAX_BYTES, PUBLIC_BUCKETS, type StorageBucket } from "~/lib/constants";
import { IMAGE_EXTENSIONS, sniffImageType } from "~/lib/file-type";
import { AppError } from "~/lib/errors";
import { singleton } from "~/server-lib/singleton.server";
import { storage as storageMessages } from "~/lib/messages";
import { logger } from "~/services/logger.server";
import { recordStorageError } from "~/services/observability/metrics.server";
import type { StorageDriver } from "./driver.server";
import { LocalDiskDriver } from "./local-disk.server";
import { S3Driver, s3DriverConfig } from "./s3.server";

/** The process's one storage driver, chosen by STORAGE_DRIVER. */
export function storageDriver(): StorageDriver {
  return singleton("storage", () => countingErrors(createStorageDriver(env())));
}

/** The driver with each failed operation counted (the storage errors metric); the error itself goes on to the caller. */
function countingErrors(driver: StorageDriver): StorageDriver {
  const counted =
    <A extends unknown[], R>(operation: "put" | "get" | "delete", fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (error) {
        recordStorageError(operation);
        throw error;
      }
    };
  return {
    put: counted("put", driver.put.bind(driver)),
    get: counted("get", driver.get.bind(driver)),
    delete: counted("delete", driver.delete.bind(driver)),
  };
}

/** Local disk under DATA_DIR/uploads (one instance), or an S3-compatible bucket shared by every instance. */
export function createStorageDriver(e: Env): StorageDriver {
  if (e.STORAGE_DRIVER === "s3") return new S3Driver(s3DriverConfig(e));
  return new LocalDiskDriver(path.resolve(e.DATA_DIR, "uploads"));
}

/** Server-made object name: {timestamp}-{random}.{ext}; the client's file name is never used as a key. */
export function makeObjectKey(extension: string, prefix?: string): string {
  const name = `${Date.now()}-${crypto.randomBytes(8).toString("hex")}.${extension}`;
  return prefix ? `${prefix}/${name}` : name;
}

export function publicFileUrl(bucket: StorageBucket, key: string): string {
  return `/files/${bucket}/${key}`;
}

/** Stores bytes and records them in the files table; returns the row. */
export async function storeFile(input: {
  bucket: StorageBucket;
  key: string;
  bytes: Uint8Array;
  contentType: string;
  ownerId: string | null;
  originalName?: string | null;
}): Promise<StoredFile> {
  const sha256 = crypto.createHash("sha256").update(input.bytes).digest("hex");
  try {
    await storageDriver().put(input.bucket, input.key, input.bytes, input.contentType);
  } catch (error) {
    // The file store (S3) is down or too slow: nothing was stored, and the visitor can try again shortly.
    logger().error({ err: error, bucket: input.bucket }, "file could not be stored");
    throw new AppError("unavailable", storageMessages.unavailable);
  }
  try {
    const [row] = await db()
      .insert(files)
      .values({
        bucket: input.bucket,
        key: input.key,
        ownerId: input.ownerId,
        contentType: input.contentType,
        size: input.bytes.byteLength,
        sha256,
        originalName: input.originalName?.slice(0, 200) ?? null,
      })
      .returning();
    return row!;
  } catch (error) {
    await storageDriver().delete(input.bucket, input.key);
    throw error;
  }
}

/** An image upload for a public bucket: PNG/JPEG/WebP/GIF by content, at most 2 MB. */
export async function storeImage(input: {
  bucket: "avatars" | "client-logos";
  bytes: Uint8Array;
  ownerId: string | null;
  originalName?: string | null;
}): Promise<StoredFile & { url: string }> {
  if (input.bytes.byteLength === 0) throw new AppError("invalid_image", storageMessages.imageEmpty);
  if (input.bytes.byteLength > IMAGE_MAX_BYTES)
    throw new AppError("invalid_image", storageMessages.imageTooLarge);
  const type = sniffImageType(input.bytes);
  if (!type) throw new AppError("invalid_image", storageMessages.imageType);
  const key = makeObjectKey(IMAGE_EXTENSIONS[type]);
  const row = await storeFile({ ...input, key, contentType: type });
  return { ...row, url: publicFileUrl(input.bucket, key) };
}

export async function findFile(bucket: StorageBucket, key: string): Promise<StoredFile | null> {
  const [row] = await db().select().from(files).where(and(eq(files.bucket, bucket), eq(files.key, key))).limit(1);
  return row ?? null;
}

/** Removes the object and its row; missing objects are not an error. */
export async function removeFile(bucket: StorageBucket, key: string): Promise<void> {
  await db().delete(files).where(and(eq(files.bucket, bucket), eq(files.key, key)));
  await storageDriver().delete(bucket, key);
}

/** Removes the object behind a public /files/... URL, if it is one of ours. */
export async function removeFileByUrl(url: string | null | undefined): Promise<void> {
  const parsed = parseFileUrl(url);
  if (parsed) await removeFile(parsed.bucket, parsed.key);
}

export function parseFileUrl(url: string | null | undefined): { bucket: StorageBucket; key: string } | null {
  const match = /^\/files\/(avatars|client-logos|resumes)\/(.+)$/.exec(url ?? "");
  if (!match) return null;
  return { bucket: match[1] as StorageBucket, key: match[2]! };
}

export function isPublicBucket(bucket: string): bucket is StorageBucket {
  return (PUBLIC_BUCKETS as readonly string[]).includes(bucket);
}
