import fs from "node:fs/promises";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import type { Env } from "~/env.server";
import { STORAGE_BUCKETS, type StorageBucket } from "~/lib/constants";
import type { StorageDriver } from "~/services/storage/driver.server";
import { isSafeKey } from "~/services/storage/keys.server";
import { LocalDiskDriver } from "~/services/storage/local-disk.server";
import { S3Driver, s3DriverConfig } from "~/services/storage/s3.server";

// Every object the file store holds, whether or not a row of the files table names it: the archive carries the
// store as it is, and the restore puts back exactly that.

export type ObjectRef = { bucket: StorageBucket; key: string };
export type FileStore = { driver: StorageDriver; list: () => Promise<ObjectRef[]>; describe: string; close: () => void };

/** A local-disk write in progress (LocalDiskDriver.put writes `<key>.<pid>.<ms>.tmp`, then renames it). */
const TEMPORARY = /\.\d+\.\d+\.tmp$/;

export function openFileStore(e: Env): FileStore {
  if (e.STORAGE_DRIVER === "s3") {
    const config = s3DriverConfig(e);
    const driver = new S3Driver(config);
    const prefix = config.keyPrefix ?? "";
    return {
      driver,
      describe: `S3 bucket ${config.bucket}${prefix ? ` (prefix ${prefix})` : ""}`,
      close: () => driver.destroy(),
      list: async () => {
        const found: ObjectRef[] = [];
        for (const bucket of STORAGE_BUCKETS) {
          let token: string | undefined;
          do {
            const page = await driver.client.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: `${prefix}${bucket}/`, ContinuationToken: token }));
            for (const object of page.Contents ?? []) {
              const key = object.Key!.slice(`${prefix}${bucket}/`.length);
              if (isSafeKey(key)) found.push({ bucket, key });
            }
            token = page.IsTruncated ? page.NextContinuationToken : undefined;
          } while (token);
        }
        return found;
      },
    };
  }
  const root = path.resolve(e.DATA_DIR, "uploads");
  return {
    driver: new LocalDiskDriver(root),
    describe: root,
    close: () => {},
    list: async () => {
      const found: ObjectRef[] = [];
      for (const bucket of STORAGE_BUCKETS) {
        let names: string[];
        try {
          names = await fs.readdir(path.join(root, bucket), { recursive: true });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
          throw error;
        }
        for (const name of names.sort()) {
          const key = name.split(path.sep).join("/");
          if (TEMPORARY.test(key) || !isSafeKey(key)) continue;
          if ((await fs.stat(path.join(root, bucket, name))).isFile()) found.push({ bucket, key });
        }
      }
      return found;
    },
  };
}

/** A content type for an object the files table does not describe, from its name. */
export function contentTypeFor(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  const types: Record<string, string> = { pdf: "application/pdf", png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp", gif: "image/gif" };
  return types[ext] ?? "application/octet-stream";
}
