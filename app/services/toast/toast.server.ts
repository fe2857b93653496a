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

function toastCookie() {
  return createCookie("dh_toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env().BASE_URL.startsWith("https://"),
    secrets: [authSecret()],
    maxAge: 60,
  });
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
  const cookie = toastCookie();
  const raw = await cookie.parse(request.headers.get("Cookie"));
  if (!raw) return { toast: null, setCookie: null };
  const parsed = ToastSchema.safeParse(raw);
  return {
    toast: parsed.success ? parsed.data : null,
    setCookie: await cookie.serialize("", { maxAge: 0 }),
  };
}
