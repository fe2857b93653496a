import { createCookie, redirect } from "react-router";
import { z } from "zod";
import type { ToastMessage } from "~/lib/messages";
import { authSecret } from "~/services/auth/secret.server";
import { env } from "~/env.server";

// A one-shot toast carried across a redirect (e.g. "Job Posted" after a form post), in a signed cookie.
const ToastSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive", "warning", "info"]).optional(),
});

const COOKIE_NAME = "dh_toast";

/** The cookie, made once per secret and scheme (every page's root loader looks for a toast). */
let made: { key: string; cookie: ReturnType<typeof createCookie> } | null = null;

function toastCookie() {
  const secret = authSecret();
  const secure = env().BASE_URL.startsWith("https://");
  const key = `${secure}:${secret}`;
  if (made?.key !== key) {
    made = { key, cookie: createCookie(COOKIE_NAME, { path: "/", httpOnly: true, sameSite: "lax", secure, secrets: [secret], maxAge: 60 }) };
  }
  return made.cookie;
}

export async function toastHeader(toast: ToastMessage): Promise<string> {
  return toastCookie().serialize(toast);
}

export async function redirectWithToast(url: string, toast: ToastMessage, init?: ResponseInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** Reads and clears the pending toast. */
export async function takeToast(request: Request): Promise<{ toast: ToastMessage | null; setCookie: string | null }> {
  const header = request.headers.get("Cookie");
  // Most requests carry no toast (and most carry no cookie at all): nothing to parse or verify.
  if (!header?.includes(`${COOKIE_NAME}=`)) return { toast: null, setCookie: null };
  const cookie = toastCookie();
  const raw = await cookie.parse(header);
  if (!raw) return { toast: null, setCookie: null };
  const parsed = ToastSchema.safeParse(raw);
  return {
    toast: parsed.success ? parsed.data : null,
    setCookie: await cookie.serialize("", { maxAge: 0 }),
  };
}
