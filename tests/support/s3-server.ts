import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

// A local S3-compatible server for tests: s3rver (files under a directory, path-style URLs). It accepts any
// credentials (it does not check the secret), so tests can prove the S3 protocol, not authentication.
// Clients need forcePathStyle: true; s3rver's vhost routing only applies to *.amazonaws.com host names.

type S3rverOptions = {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
};
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void>; httpServer?: Server };

// s3rver is CommonJS without type declarations.
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: S3rverOptions) => S3rverInstance;

export type S3TestServer = { endpoint: string; bucket: string; close(): Promise<void> };

/**
 * Starts s3rver on 127.0.0.1 (port 0: any free port) with the bucket already created, silent. Without `dir` the
 * objects live in a new temporary directory that close() removes; a given `dir` is kept.
 */
export async function startS3Server(options: { dir?: string; port?: number; bucket?: string } = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? "dochire-test";
  const ownDir = !options.dir;
  const directory = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "dochire-s3-"));
  fs.mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  let closed: Promise<void> | undefined;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    close() {
      closed ??= (async () => {
        const done = server.close();
        // Clients keep connections alive; drop them so close() does not wait for their idle timeout.
        server.httpServer?.closeAllConnections();
        await done;
        if (ownDir) fs.rmSync(directory, { recursive: true, force: true });
      })();
      return closed;
    },
  };
}
