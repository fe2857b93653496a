import { z } from "zod";
import { DEFAULT_METRICS_ALLOW, parseNetworks } from "~/services/observability/network";

// Every setting the server reads, validated once. Nothing else reads process.env.

/** A PostgreSQL memory size as work_mem takes it ("16MB"): nothing else may go into a connection's options. */
export const MEMORY_SIZE = /^[1-9][0-9]{0,6}(kB|MB|GB)$/;

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => v === "true" || v === "1" || v === "yes");

const EnvSchema = z.object({
  // Which React build renders pages. The production entry (npm start, npm run serve) always sets "production";
  // it says nothing about who may reach the site: that is DEPLOYMENT.
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // "public": a site on the internet. HSTS, https BASE_URL (secure cookies), AUTH_SECRET and SMTP_URL required,
  // no dev mailbox. "local": a machine of one's own (the default for `npm start`).
  DEPLOYMENT: z.enum(["local", "public"]).default("local"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  // Unset: http://localhost:PORT (the machine's own address, on the port the server listens on).
  BASE_URL: z
    .url()
    .transform((u) => u.replace(/\/+$/, ""))
    .optional(),
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  // Connections each instance keeps to PostgreSQL (N instances use N times this many).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // Memory each of the site's PostgreSQL statements may use per sort or bitmap (PostgreSQL's work_mem) on its
  // connections. Unset: 16MB (docs/decisions/080-search-that-understands-doctors.md).
  DATABASE_WORK_MEM: z.string().regex(MEMORY_SIZE, "must be a PostgreSQL memory size such as 16MB").optional(),
  // Uploaded files: "local" disk under DATA_DIR/uploads (one instance), or an S3-compatible bucket (any number).
  // Unset: "s3" when S3_BUCKET is set, otherwise "local".
  STORAGE_DRIVER: z.enum(["local", "s3"]).optional(),
  S3_BUCKET: z.string().optional(),
  // Unset for AWS S3 itself; e.g. https://<account>.r2.cloudflarestorage.com or http://127.0.0.1:9000 (MinIO).
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  // Unset: the AWS SDK's usual credential chain (environment, instance role, ...).
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Path-style addressing (http://host/bucket/key), which MinIO and most self-hosted servers need.
  S3_FORCE_PATH_STYLE: bool,
  // Prepended to every object key, so one bucket can hold several sites ("dochire/" -> dochire/resumes/...).
  S3_KEY_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-][A-Za-z0-9._-]*\/)*$/, "must be empty or folder names ending in / (no . or .. folders)")
    .default(""),
  // Passphrase that encrypts `npm run backup` archives (AES-256-GCM, key derived with scrypt; docs/backup.md).
  // Unset: archives are written unencrypted. Keep it apart from the backups: without it they cannot be restored.
  BACKUP_ENCRYPTION_KEY: z.string().min(16, "must be at least 16 characters (a long passphrase)").optional(),
  SEED_DEMO_DATA: z.enum(["auto", "always", "never"]).default("auto"),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.email().default("admin@dochire.in").transform((e) => e.toLowerCase()),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: z.string().default("DocHire <no-reply@dochire.in>"),
  TRUST_PROXY: bool,
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  // Background jobs (mail, alerts, notifications): "in-process" works them in the web server (the default, so one
  // process is enough); "off" leaves them to `npm run worker` (production with several instances, PostgreSQL only).
  QUEUE_WORKER: z.enum(["in-process", "off"]).default("in-process"),
  // How often an idle worker looks for jobs (a job sent by the same process is picked up at once).
  QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  // Webhooks: seconds between a failed delivery's tries, comma-separated (unset: 1 min, 5 min, 30 min, 2 h, 12 h —
  // six tries over about 15 hours). Tests and development shorten them; the number of tries stays the same.
  WEBHOOK_RETRY_DELAYS: z
    .string()
    .regex(/^\d+(,\d+){4}$/, "must be five whole numbers of seconds, comma-separated")
    .optional(),
  // Messages: a recipient's new messages are mailed together this many seconds after the first one (0: at once).
  MESSAGE_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // Accounts: brute-force limits on sign-in, sign-up, password reset and confirmation mails (docs/accounts.md).
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  AUTH_RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).default(10),
  // REST API v1 (docs/decisions/097-api-keys.md): calls one API key may make per window, and calls without a key from
  // one client address; counted in the database, so the limits hold across instances.
  API_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  API_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(300),
  API_RATE_LIMIT_ANONYMOUS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(60),
  // Resumes one employer may open in 24 hours without an application (stops bulk harvesting of the directory).
  RESUME_VIEWS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(50),
  SESSION_LIFETIME_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  // Operations (docs/operations/): "off" records no metrics and answers /metrics 404.
  METRICS: z.enum(["on", "off"]).default("on"),
  // Who may read /metrics without METRICS_TOKEN: a comma-separated list of networks (CIDR) or addresses, matched
  // against the client's address (behind TRUST_PROXY, the one the proxy appended to X-Forwarded-For).
  METRICS_ALLOW: z
    .string()
    .default(DEFAULT_METRICS_ALLOW)
    .refine((list) => {
      try {
        parseNetworks(list);
        return true;
      } catch {
        return false;
      }
    }, "must be a comma-separated list of IP networks such as 10.0.0.0/8,::1/128"),
  // A scraper from anywhere else sends `Authorization: Bearer <METRICS_TOKEN>`. Unset: no token is accepted.
  METRICS_TOKEN: z.string().min(24, "must be at least 24 characters").optional(),
  // An OpenTelemetry collector (OTLP over HTTP, e.g. http://otel-collector:4318): metrics are pushed to it every
  // OTEL_METRIC_EXPORT_INTERVAL_SECONDS as well as served at /metrics.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().transform((u) => u.replace(/\/+$/, "")).optional(),
  OTEL_METRIC_EXPORT_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(3_600).default(60),
  // The commit the running build was made from (shown on the admin's System page). Unset: read from git, if present.
  BUILD_COMMIT: z.string().regex(/^[0-9a-f]{7,40}$/, "must be a git commit hash").optional(),
  // Google Indexing API (docs/decisions/093-feeds-and-indexing.md): the path of a service account's JSON key. Unset (the
  // default): Google is not notified; it finds jobs through the sitemap and the job pages' JobPosting markup.
  GOOGLE_INDEXING_KEY_FILE: z.string().optional(),
  // Notifications sent per day (Google's default quota is 200 publish requests a day); more wait for the next day.
  GOOGLE_INDEXING_DAILY_QUOTA: z.coerce.number().int().min(1).max(1_000_000).default(200),
  // Where the access token is asked for and where notifications go (tests point them at a stand-in server).
  GOOGLE_INDEXING_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_INDEXING_API_URL: z
    .url()
    .transform((u) => u.replace(/\/+$/, ""))
    .default("https://indexing.googleapis.com"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BRAND_NAME: z.string().default("DocHire"),
  SUPPORT_PHONE: z.string().default("+91 40 4850 2200"),
  SALES_PHONE_1: z.string().default("+91 98480 22110"),
  SALES_PHONE_2: z.string().default("+91 98480 22120"),
  CONTACT_EMAIL: z.email().default("contact@dochire.in"),
  // Messages the contact form takes from one client within AUTH_RATE_LIMIT_WINDOW_SECONDS (anti-spam).
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{10,15}$/, "must be digits only, with country code (e.g. 919848022110)")
    .default("919848022110"),
  OFFICE_ADDRESS: z.string().default("4th Floor, Cyber Pearl, HITEC City, Madhapur, Hyderabad, Telangana 500081"),
  OFFICE_MAPS_URL: z.url().default("https://maps.google.com/?q=HITEC+City+Madhapur+Hyderabad+Telangana"),
});

export type Env = Omit<z.infer<typeof EnvSchema>, "STORAGE_DRIVER" | "BASE_URL"> & { STORAGE_DRIVER: "local" | "s3"; BASE_URL: string };

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset" so `FOO= npm start` behaves like leaving FOO out.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join("\n")}\nSee README.md, section "Settings".`);
  }
  const env: Env = {
    ...result.data,
    BASE_URL: result.data.BASE_URL ?? `http://localhost:${result.data.PORT}`,
    STORAGE_DRIVER: result.data.STORAGE_DRIVER ?? (result.data.S3_BUCKET ? "s3" : "local"),
  };
  const problems: string[] = [];
  if (env.DEPLOYMENT === "public") {
    if (!env.AUTH_SECRET) problems.push("AUTH_SECRET: required when DEPLOYMENT=public");
    if (!env.SMTP_URL) problems.push("SMTP_URL: required when DEPLOYMENT=public (there is no dev mailbox on a public site)");
    if (!env.BASE_URL.startsWith("https://")) problems.push("BASE_URL: must start with https:// when DEPLOYMENT=public");
  }
  if (env.QUEUE_WORKER === "off" && !env.DATABASE_URL) {
    problems.push("QUEUE_WORKER: \"off\" needs DATABASE_URL (a separate worker cannot share the embedded database)");
  }
  if (env.STORAGE_DRIVER === "s3" && !env.S3_BUCKET) problems.push("S3_BUCKET: required when STORAGE_DRIVER=s3");
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    problems.push("S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both or neither");
  }
  if (problems.length) throw new Error(`Invalid settings:\n  ${problems.join("\n  ")}\nSee README.md, section "Settings".`);
  return env;
}

let cached: Env | undefined;

/** A site on the internet (DEPLOYMENT=public): HSTS, no dev mailbox, every secret set. */
export function isPublicDeployment(e: Env = env()): boolean {
  return e.DEPLOYMENT === "public";
}

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Settings are read once; a test that changes process.env reads them again with this. */
export function reloadEnv(): Env {
  cached = undefined;
  return env();
}

/** Settings the browser may see. Everything else stays on the server. */
export function publicSite(e: Env = env()) {
  return {
    brand: e.BRAND_NAME,
    baseUrl: e.BASE_URL,
    phones: [
      { label: "Client Support", number: e.SUPPORT_PHONE },
      { label: "Sales", number: e.SALES_PHONE_1 },
      { label: "Sales", number: e.SALES_PHONE_2 },
    ],
    contactEmail: e.CONTACT_EMAIL,
    whatsappNumber: e.WHATSAPP_NUMBER,
    officeAddress: e.OFFICE_ADDRESS,
    officeMapsUrl: e.OFFICE_MAPS_URL,
  };
}

export type PublicSite = ReturnType<typeof publicSite>;
