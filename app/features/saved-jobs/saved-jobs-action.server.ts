import { data } from "react-router";
import { isAppError } from "~/lib/errors";
import { formId } from "~/lib/ids";
import { formInput } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { saveJob, unsaveJob } from "./saved-jobs.server";

/** Handles intent=save-job / unsave-job from any page that shows save buttons. Returns null for other intents. */
export async function handleSaveIntent({ form, actor }: { form: FormData; actor: MaybeActor }) {
  const intent = form.get("intent");
  if (intent !== "save-job" && intent !== "unsave-job") return null;
  const jobId = formId(form, "jobId");
  if (jobId === null) return data({ ok: false, error: formInput.invalidId }, { status: 400 });
  try {
    if (intent === "save-job") await saveJob({ actor, jobId });
    else await unsaveJob({ actor, jobId });
    return data({ ok: true, error: null });
  } catch (error) {
    return data({ ok: false, error: isAppError(error) ? error.message : "Could not update your saved jobs." }, { status: isAppError(error) ? error.status : 500 });
  }
}
