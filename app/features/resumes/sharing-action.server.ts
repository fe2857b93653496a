import { data } from "react-router";
import { z } from "zod";
import { checkbox, choice } from "~/lib/form-schema";
import { formInput, trust } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { describeError } from "~/lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { setResumeSharing } from "./set-resume-sharing.server";

export const ResumeSharingSchema = z.object({ intent: choice(["sharing"], formInput.unknownAction), open: checkbox() });

/** The resume tab's sharing form: saved, then back to the tab with a toast (post/redirect/get). */
export async function handleResumeSharingAction({ request, actor, back }: { request: Request; actor: MaybeActor; back: string }) {
  const parsed = ResumeSharingSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? formInput.unknownAction }, { status: 400 });
  try {
    await setResumeSharing({ actor, open: parsed.data.open });
  } catch (error) {
    const { status, message } = describeError(error, "saving resume sharing failed");
    return data({ error: message }, { status });
  }
  return redirectWithToast(back, trust.resumeVisibilitySaved);
}
