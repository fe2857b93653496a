import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { Env } from "~/env.server";
import type { StorageBucket } from "~/lib/constants";
import type { StorageDriver } from "./driver.server";
import { assertSafeKey, isSafeKey } from "./keys.server";

export interface S3DriverConfig {
  bucket: string;
  /** Unset: AWS S3 itself. Otherwise e.g. https://<account>.r2.cloudflarestorage.com or http://127.0.0.1:9000. */
  endpoint?: string;
  region: string;
  /** Unset: the AWS SDK's default credential chain (environment, shared config, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** http://host/bucket/key instead of http://bucket.host/key (MinIO, s3rver and most self-hosted servers). */
  forcePathStyle?: boolean;
  /** "" or folder names ending in "/": the object of avatars/x.png is `${keyPrefix}avatars/x.png`. */
  keyPrefix?: string;
  /** Milliseconds. Defaults keep every call well under the 10 s a web request may wait for a file. */
  timeouts?: { connect?: number; request?: number; operation?: number };
  /** Attempts per call, first one included (default 2: one retry of a transient failure). */
  maxAttempts?: number;
}

export const S3_DEFAULT_TIMEOUTS = {
  /** TCP (and TLS) connection set-up of one attempt. */
  connect: 3_000,
  /** One attempt, from sending the request to the response headers; the body may not stall longer either. */
  request: 8_000,
  /** The whole call, retries and reading the body included: the bound a caller can rely on. */
  operation: 9_000,
} as const;

/** "" or safe folder names each ending in "/" ("dochire/", "sites/dochire/"); never "../" or "./". */
function isSafePrefix(prefix: string): boolean {
  return prefix === "" || (prefix.endsWith("/") && isSafeKey(prefix.slice(0, -1)));
}

/** The driver's settings from the validated environment (STORAGE_DRIVER=s3). */
export function s3DriverConfig(e: Pick<Env, "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE" | "S3_KEY_PREFIX">): S3DriverConfig {
  if (!e.S3_BUCKET) throw new Error("S3_BUCKET is required for the S3 storage driver");
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    keyPrefix: e.S3_KEY_PREFIX,
  };
}

/**
 * Files in one S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, ...) as `${keyPrefix}${bucket}/${key}`,
 * so any number of app instances share them. Keys follow the same rule as on local disk.
 */
export class S3Driver implements StorageDriver {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly keyPrefix: string;
  private readonly operationTimeout: number;

  constructor(config: S3DriverConfig) {
    const keyPrefix = config.keyPrefix ?? "";
    if (!config.bucket) throw new Error("S3Driver: bucket is required");
    if (!isSafePrefix(keyPrefix)) throw new Error(`S3Driver: key prefix must be empty or folder names ending in "/": ${keyPrefix}`);
    const timeouts = { ...S3_DEFAULT_TIMEOUTS, ...config.timeouts };
    this.bucket = config.bucket;
    this.keyPrefix = keyPrefix;
    this.operationTimeout = timeouts.operation;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      credentials: config.credentials,
      forcePathStyle: config.forcePathStyle ?? false,
      // R2, MinIO and s3rver do not all understand the SDK's newer default CRC checksums (headers or trailers).
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: config.maxAttempts ?? 2,
      // NodeHttpHandler options. Since @smithy/node-http-handler 4.4 requestTimeout only logs a warning unless
      // throwOnRequestTimeout is set; socketTimeout also covers a body that stops arriving after the headers.
      requestHandler: {
        connectionTimeout: timeouts.connect,
        requestTimeout: timeouts.request,
        throwOnRequestTimeout: true,
        socketTimeout: timeouts.request,
      },
    });
  }

  /** The object's key in the bucket. */
  objectKey(bucket: StorageBucket, key: string): string {
    return `${this.keyPrefix}${bucket}/${assertSafeKey(key)}`;
  }

  async put(bucket: StorageBucket, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const Key = this.objectKey(bucket, key);
    await this.withDeadline(`PutObject ${Key}`, (abortSignal) =>
      this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }),
        { abortSignal },
      ),
    );
  }

  async get(bucket: StorageBucket, key: string): Promise<Uint8Array | null> {
    const Key = this.objectKey(bucket, key);
    return this.withDeadline(`GetObject ${Key}`, async (abortSignal) => {
      try {
        const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }), { abortSignal });
        if (!response.Body) return new Uint8Array();
        return await response.Body.transformToByteArray();
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    });
  }

  async delete(bucket: StorageBucket, key: string): Promise<void> {
    const Key = this.objectKey(bucket, key);
    await this.withDeadline(`DeleteObject ${Key}`, async (abortSignal) => {
      try {
        // S3 answers 204 for a key that is not there; some compatible servers answer 404 instead.
        await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }), { abortSignal });
      } catch (error) {
        if (!isMissingObject(error)) throw error;
      }
    });
  }

  /** Closes the client's pooled connections. */
  destroy(): void {
    this.client.destroy();
  }

  /**
   * Runs one call (retries and body included) under the operation deadline: the SDK's own timeouts bound each
   * attempt, this bounds their sum. On the deadline the request is aborted and the caller gets a TimeoutError.
   */
  private async withDeadline<T>(what: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = Object.assign(new Error(`S3 ${what} did not finish within ${this.operationTimeout} ms`), { name: "TimeoutError" });
        controller.abort(error);
        reject(error);
      }, this.operationTimeout);
    });
    try {
      return await Promise.race([run(controller.signal), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** NoSuchKey, or another 404 that is not about the bucket itself (a missing bucket is a configuration error). */
function isMissingObject(error: unknown): boolean {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } } | null;
  if (!e || typeof e !== "object") return false;
  if (e.name === "NoSuchKey" || e.Code === "NoSuchKey") return true;
  return e.$metadata?.httpStatusCode === 404 && e.name !== "NoSuchBucket" && e.Code !== "NoSuchBucket";
}
