import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { db } from "~/db/client.server";
import * as schema from "~/db/schema";
import { env } from "~/env.server";
import { MIN_PASSWORD_LENGTH } from "~/lib/constants";
import { singleton } from "~/lib/singleton.server";
import { authSecret } from "./secret.server";

function trustedOrigins(baseUrl: string): string[] {
  // localhost and 127.0.0.1 are different origins to the browser; accept both for a local BASE_URL.
  const url = new URL(baseUrl);
  const origins = new Set([url.origin]);
  if (url.hostname === "localhost") origins.add(`${url.protocol}//127.0.0.1${url.port ? `:${url.port}` : ""}`);
  if (url.hostname === "127.0.0.1") origins.add(`${url.protocol}//localhost${url.port ? `:${url.port}` : ""}`);
  return [...origins];
}

function createAuth() {
  const e = env();
  return betterAuth({
    appName: e.BRAND_NAME,
    baseURL: e.BASE_URL,
    basePath: "/api/auth",
    secret: authSecret(),
    trustedOrigins: trustedOrigins(e.BASE_URL),
    database: drizzleAdapter(db(), {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification: true,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
    },
    advanced: {
      useSecureCookies: e.BASE_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

export function auth(): Auth {
  return singleton("auth", createAuth);
}

export function authHandler(request: Request): Promise<Response> {
  return auth().handler(request);
}
