// What an action's reply means to a page, without the form machinery: which form it answers, its one-line message,
// and its toast. Pages whose forms carry no form state (a board's cards, a notice's one button) use these alone, so
// they load neither conform nor zod (docs/decisions/108-dashboard-first-paint.md).
import { useEffect } from "react";
import { useToast } from "~/components/ui/toast";
import type { FormReply } from "~/lib/form-schema";

/**
 * The reply when it answers this form: on a page with several forms posting to one action, the one whose posted
 * `field` (a hidden intent or id) was `value`; the others keep their own state.
 */
export function replyFor(reply: FormReply | null | undefined, field: string, value: string | number): FormReply | null {
  const posted = reply?.result?.initialValue?.[field];
  return posted === String(value) ? (reply ?? null) : null;
}

/** What a refused reply says in one line: the form's message, or the first field's. */
export function replyMessage(reply: FormReply | null | undefined): string | null {
  const errors = reply?.result?.error;
  if (!errors) return null;
  return Object.values(errors).flatMap((messages) => messages ?? [])[0] ?? null;
}

/** Shows the toast of an action's reply once per reply. */
export function useReplyToast(reply: FormReply | null | undefined) {
  const { toast } = useToast();
  useEffect(() => {
    if (reply?.toast) toast(reply.toast);
  }, [reply, toast]);
}
