import type { MaybeActor } from "~/lib/permissions";
import { savedJobs as m } from "~/features/saved-jobs/messages";
import { actionError, formDone, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { saveJob, unsaveJob } from "./saved-jobs.server";
import { SAVE_INTENTS, SaveJobSchema } from "./schema";

/** Handles intent=save-job / unsave-job from any page that shows save buttons. Returns null for other intents. */
export async function handleSaveIntent({ form, actor }: { form: FormData; actor: MaybeActor }) {
  if (!form.getAll("intent").some((intent) => (SAVE_INTENTS as readonly unknown[]).includes(intent))) return null;
  const submission = parseForm(form, SaveJobSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const { intent, jobId } = submission.value;
  try {
    if (intent === "save-job") await saveJob({ actor, jobId });
    else await unsaveJob({ actor, jobId });
    return formDone(null, submission);
  } catch (error) {
    return actionError(error, { toastTitle: m.updateFailed, submission, context: "updating saved jobs failed" });
  }
}
