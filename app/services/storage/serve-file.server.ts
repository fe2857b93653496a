import type { StorageBucket } from "~/lib/constants";
import { STORAGE_BUCKETS } from "~/lib/constants";
import { findFile, isPublicBucket, storageDriver } from "./storage.server";

export type PrivateFileGate = (input: { bucket: StorageBucket; key: string; request: Request }) => Promise<
  | { allow: true; headers?: Record<string, string> }
  | { allow: false; status: 401 | 403 | 404 }
>;

/**
 * GET /files/:bucket/:key. Public buckets are served to anyone with a long immutable cache (keys are unique).
 * Private buckets are served only when the gate allows it, never cached by shared caches.
 */
export async function serveFile(request: Request, bucket: string, key: string, gate?: PrivateFileGate): Promise<Response> {
  if (!(STORAGE_BUCKETS as readonly string[]).includes(bucket)) return new Response("Not found", { status: 404 });
  const typedBucket = bucket as StorageBucket;
  const row = await findFile(typedBucket, key);
  if (!row) return new Response("Not found", { status: 404 });

  const headers: Record<string, string> = {
    "Content-Type": row.contentType,
    "Content-Length": String(row.size),
    ETag: `"${row.sha256}"`,
    "X-Content-Type-Options": "nosniff",
  };
  if (isPublicBucket(typedBucket)) {
    headers["Cache-Control"] = "public, max-age=31536000, immutable";
  } else {
    if (!gate) return new Response("Not found", { status: 404 });
    const verdict = await gate({ bucket: typedBucket, key, request });
    if (!verdict.allow) return new Response(verdict.status === 404 ? "Not found" : "Forbidden", { status: verdict.status });
    headers["Cache-Control"] = "private, no-store";
    Object.assign(headers, verdict.headers);
  }
  if (request.headers.get("if-none-match") === headers.ETag) return new Response(null, { status: 304, headers });
  const bytes = await storageDriver().get(typedBucket, key);
  if (!bytes) return new Response("Not found", { status: 404 });
  return new Response(request.method === "HEAD" ? null : (bytes as Uint8Array<ArrayBuffer>), { status: 200, headers });
}
