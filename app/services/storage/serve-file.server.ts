import type { StorageBucket } from "~/lib/constants";
import { STORAGE_BUCKETS } from "~/lib/constants";
import { storage as msg } from "~/lib/messages";
import { logger } from "~/services/logger.server";
import { findFile, isPublicBucket, storageDriver } from "./storage.server";

export type PrivateFileGate = (input: { bucket: StorageBucket; key: string; request: Request }) => Promise<
  | { allow: true; headers?: Record<string, string> }
  | { allow: false; status: 401 | 403 | 404 | 429 }
>;

/**
 * GET /files/:bucket/:key. Public buckets are served to anyone with a long immutable cache (keys are unique).
 * Private buckets are served only when the gate allows it, never cached by shared caches.
 * When the file store cannot be read (S3 down or too slow) the answer is 503 with Retry-After, never 500.
 */
export async function serveFile(request: Request, bucket: string, key: string, gate?: PrivateFileGate): Promise<Response> {
  if (!(STORAGE_BUCKETS as readonly string[]).includes(bucket)) return notFound();
  const typedBucket = bucket as StorageBucket;
  const row = await findFile(typedBucket, key);
  if (!row) return notFound();

  const headers: Record<string, string> = {
    "Content-Type": row.contentType,
    "Content-Length": String(row.size),
    ETag: `"${row.sha256}"`,
    "X-Content-Type-Options": "nosniff",
  };
  if (isPublicBucket(typedBucket)) {
    headers["Cache-Control"] = "public, max-age=31536000, immutable";
  } else {
    if (!gate) return notFound();
    const verdict = await gate({ bucket: typedBucket, key, request });
    if (!verdict.allow) return verdict.status === 404 ? notFound() : new Response(msg.forbidden, { status: verdict.status });
    headers["Cache-Control"] = "private, no-store";
    Object.assign(headers, verdict.headers);
  }
  if (request.headers.get("if-none-match") === headers.ETag) return new Response(null, { status: 304, headers });
  let bytes: Uint8Array | null;
  try {
    bytes = await storageDriver().get(typedBucket, key);
  } catch (error) {
    logger().error({ err: error, bucket: typedBucket, key }, "stored file could not be read");
    return storageUnavailable();
  }
  if (!bytes) return notFound();
  return new Response(request.method === "HEAD" ? null : (bytes as Uint8Array<ArrayBuffer>), { status: 200, headers });
}

function notFound(): Response {
  return new Response(msg.notFound, { status: 404 });
}

/** The file exists but its bytes cannot be fetched right now; nobody may cache this answer. */
function storageUnavailable(): Response {
  return new Response(msg.unavailable, {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5", "Cache-Control": "no-store" },
  });
}
