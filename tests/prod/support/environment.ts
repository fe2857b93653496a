import crypto from "node:crypto";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startS3Server } from "../../support/s3-server";
import { startSmtpInbox } from "../../support/smtp-inbox";
import { createDatabase, type RunDatabase } from "./database";
import { startMailApi } from "./mail-api";
import { makeCertificate, startNginx, type Nginx } from "./nginx";
import { freePorts, Instance } from "./processes";
import type { Report } from "./report";
import { noteworthy, shorten } from "./report";
import { API_RATE_LIMIT_MAX, HOSTNAME } from "./settings";

// The production shape, started locally: nginx terminating TLS in front of N instances of the built server in
// production mode, one fresh PostgreSQL database, files in a local S3-compatible server, mail to a real SMTP
// receiver. stop() undoes everything that was started, in reverse order, whatever failed on the way.

export type Environment = {
  root: string;
  dir: string;
  runId: string;
  port: number;
  singlePort: number;
  /** Plain http on the proxy: redirects to the site (the security headers' grade follows it). */
  httpPort: number;
  baseURL: string;
  serverUrl: string;
  db: RunDatabase;
  instances: Instance[];
  nginx: Nginx;
  mailApi: string;
  mailCount(): number;
  s3Endpoint: string;
  /** Every object key in the bucket. */
  s3Keys(): Promise<string[]>;
  /** Files under the instances' own DATA_DIR/uploads (there should be none: files live in S3). */
  localUploads(): string[];
  settings: Record<string, string>;
  stop(): Promise<string[]>;
};

export async function startEnvironment(options: {
  root: string;
  serverUrl: string;
  instanceCount: number;
  report: Report;
  log: (line: string) => void;
}): Promise<Environment> {
  const { root, serverUrl, instanceCount, report, log } = options;
  const runId = `pt${Date.now().toString(36)}${crypto.randomBytes(2).toString("hex")}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dochire-prod-"));
  const cleanups: { name: string; run: () => Promise<void> }[] = [];
  const stop = async (): Promise<string[]> => {
    const problems: string[] = [];
    while (cleanups.length) {
      const step = cleanups.pop()!;
      try {
        await step.run();
      } catch (error) {
        problems.push(`${step.name}: ${(error as Error).message}`);
      }
    }
    return problems;
  };

  let started: Instance[] = [];
  try {
    const ports = await freePorts(3 + instanceCount);
    const port = ports[0]!;
    const singlePort = ports[1]!;
    const httpPort = ports[2]!;
    const instancePorts = ports.slice(3);
    const baseURL = `https://${HOSTNAME}:${port}`;

    const dbName = `dochire_prod_${Date.now()}_${process.pid}`;
    const db = await createDatabase(serverUrl, dbName);
    cleanups.push({ name: `drop database ${dbName}`, run: () => db.drop() });
    log(`  database ${dbName} created`);

    const s3 = await startS3Server({ dir: path.join(dir, "s3"), bucket: "dochire" });
    cleanups.push({ name: "S3 server", run: () => s3.close() });
    const smtp = await startSmtpInbox();
    cleanups.push({ name: "SMTP receiver", run: () => smtp.close() });
    const mail = await startMailApi(smtp);
    cleanups.push({ name: "mail reader", run: () => mail.close() });
    log(`  S3 ${s3.endpoint} (bucket ${s3.bucket}), SMTP ${smtp.url}`);

    const settings: Record<string, string> = {
      NODE_ENV: "production",
      DEPLOYMENT: "public",
      TRUST_PROXY: "true",
      BASE_URL: baseURL,
      AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
      SMTP_URL: smtp.url,
      DATABASE_URL: db.url,
      SEED_DEMO_DATA: "always",
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      LOG_LEVEL: "warn",
      PAGE_CACHE: "on",
      // Journeys and the load sign in many times from one address; the limits are proven by integration tests.
      AUTH_RATE_LIMIT_MAX: "100000",
      AUTH_RATE_LIMIT_ACCOUNT_MAX: "100000",
      API_RATE_LIMIT_MAX: String(API_RATE_LIMIT_MAX),
    };
    const logDir = path.join(dir, "logs");
    fs.mkdirSync(logDir, { recursive: true });
    const instances = instancePorts.map((p, i) => {
      // No shared disk between instances: each has a data directory of its own, as separate machines would.
      const dataDir = path.join(dir, `instance-${i + 1}`);
      fs.mkdirSync(dataDir, { recursive: true });
      return new Instance(i, p, { ...settings, DATA_DIR: dataDir }, root, logDir);
    });
    started = instances;
    cleanups.push({
      name: "instances",
      run: async () => {
        await Promise.all(instances.map((i) => i.stop()));
      },
    });

    // All instances start at once on the fresh database (migrations and demo seed race), as a deploy would.
    const startedAt = Date.now();
    for (const instance of instances) instance.start();
    const results = await Promise.allSettled(instances.map((i) => i.waitHealthy(90_000)));
    const failures = results.flatMap((r, i) => (r.status === "rejected" ? [`${instances[i]!.name}: ${(r.reason as Error).message}`] : []));
    if (failures.length === 0) {
      report.add("start-up", `${instanceCount} instances started at once on one fresh database`, true, `all healthy after ${Date.now() - startedAt} ms`);
    } else {
      const tails = instances.map((i) => `--- ${i.name} log:\n${shorten(noteworthy(i.tail(300), 10))}`).join("\n");
      report.add("start-up", `${instanceCount} instances started at once on one fresh database`, false, `${failures.join("; ")}\n${tails}`);
      log("  concurrent start failed: starting again one after the other on a new database");
      await Promise.all(instances.map((i) => i.stop()));
      await db.drop();
      const again = await createDatabase(serverUrl, dbName);
      Object.assign(db, again);
      for (const instance of instances) {
        instance.start();
        await instance.waitHealthy(90_000);
      }
      report.add("start-up", "instances started one after the other (fallback)", true);
    }

    fs.mkdirSync(path.join(dir, "nginx"), { recursive: true });
    const { cert, key } = makeCertificate(path.join(dir, "nginx"), HOSTNAME);
    const nginx = await startNginx({
      dir: path.join(dir, "nginx"),
      hostname: HOSTNAME,
      port,
      singlePort,
      httpPort,
      instancePorts,
      cert,
      key,
    });
    cleanups.push({ name: "nginx", run: () => nginx.stop() });
    log(`  nginx ${baseURL} -> ${instances.map((i) => i.address).join(", ")} (1-instance set on :${singlePort})`);

    return {
      root,
      dir,
      runId,
      port,
      singlePort,
      httpPort,
      baseURL,
      serverUrl,
      db,
      instances,
      nginx,
      mailApi: mail.url,
      mailCount: () => smtp.mails.length,
      s3Endpoint: s3.endpoint,
      s3Keys: async () => {
        const client = new S3Client({
          endpoint: s3.endpoint,
          region: "us-east-1",
          forcePathStyle: true,
          credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
        });
        try {
          const keys: string[] = [];
          let token: string | undefined;
          do {
            const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
            keys.push(...(page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
            token = page.NextContinuationToken;
          } while (token);
          return keys;
        } finally {
          client.destroy();
        }
      },
      localUploads: () =>
        instances.flatMap((_, i) => {
          const uploads = path.join(dir, `instance-${i + 1}`, "uploads");
          return fs.existsSync(uploads) ? (fs.readdirSync(uploads, { recursive: true }) as string[]).map((f) => path.join(uploads, f)).filter((f) => fs.statSync(f).isFile()) : [];
        }),
      settings,
      stop,
    };
  } catch (error) {
    for (const instance of started) log(`--- ${instance.name} log (${instance.logFile}):\n${shorten(noteworthy(instance.tail(300), 16))}`);
    const problems = await stop();
    if (problems.length) log(`  clean-up after the failed start: ${problems.join("; ")}`);
    log(`  logs kept in ${dir}`);
    throw error;
  }
}
