import type { StorageBucket } from "~/lib/constants";

/** Where file bytes live. Metadata (owner, type, size, hash) lives in the files table. */
export interface StorageDriver {
  put(bucket: StorageBucket, key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(bucket: StorageBucket, key: string): Promise<Uint8Array | null>;
  delete(bucket: StorageBucket, key: string): Promise<void>;
}
