import fs from "node:fs/promises";
import path from "node:path";
import type { StorageBucket } from "~/lib/constants";
import type { StorageDriver } from "./driver.server";
import { assertSafeKey } from "./keys.server";

/** Files on local disk under <root>/<bucket>/<key>. Keys are server-made; anything else is refused. */
export class LocalDiskDriver implements StorageDriver {
  constructor(private readonly root: string) {}

  private pathFor(bucket: StorageBucket, key: string): string {
    return path.join(this.root, bucket, assertSafeKey(key));
  }

  async put(bucket: StorageBucket, key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathFor(bucket, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write to a temporary name first so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, file);
  }

  async get(bucket: StorageBucket, key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await fs.readFile(this.pathFor(bucket, key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(bucket: StorageBucket, key: string): Promise<void> {
    await fs.rm(this.pathFor(bucket, key), { force: true });
  }
}
