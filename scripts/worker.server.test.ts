import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "~/db/client.server";
import { reloadEnv } from "~/env.server";
import { queueMail } from "~/services/mail/mail-queue.server";
import { eventually } from "../tests/support/eventually";
import { startSmtpInbox } from "../tests/support/smtp-inbox";

// `npm run worker` beside a web process that works no jobs itself (QUEUE_WORKER=off): a mail queued here is sent by
// the worker process, through a real SMTP receiver. PostgreSQL only: the embedded database belongs to one process.

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("the separate worker (npm run worker)", () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let worker: ChildProcess | null = null;
  let output = "";
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dochire-worker-"));

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    // This process only queues: it must not work the job itself.
    process.env.QUEUE_WORKER = "off";
    process.env.DATABASE_URL = database().url!;
    process.env.SMTP_URL = inbox.url;
    reloadEnv();
    worker = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        DATABASE_URL: database().url!,
        DATA_DIR: dataDir,
        BASE_URL: "http://localhost:3000",
        AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
        SMTP_URL: inbox.url,
        QUEUE_POLL_SECONDS: "1",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    worker.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  }, 60_000);

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((resolve) => worker!.once("exit", resolve));
      worker.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (worker.exitCode === null) worker.kill("SIGKILL");
    }
    delete process.env.QUEUE_WORKER;
    delete process.env.DATABASE_URL;
    delete process.env.SMTP_URL;
    reloadEnv();
    await inbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it("sends a mail that the web process queued, and stops cleanly on SIGTERM", async () => {
    const to = `worker-${crypto.randomUUID()}@example.test`;
    await queueMail({ to, subject: "Queued by the web process", text: "Sent by the worker.", html: "<p>Sent by the worker.</p>" });
    const mail = await inbox.waitFor(to, 1, 45_000).catch((error: Error) => {
      throw new Error(`${error.message}\nworker output:\n${output}`);
    });
    expect(mail.subject).toBe("Queued by the web process");
    // It was the worker that sent it (its log says so; the log may reach this process after the mail).
    await eventually(async () => output.includes('"subject":"Queued by the web process","msg":"mail sent"'), 10_000);

    const exited = new Promise<number | null>((resolve) => worker!.once("exit", (code) => resolve(code)));
    worker!.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 90_000);
});
