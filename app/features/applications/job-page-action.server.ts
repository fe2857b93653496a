import { data } from "react-router";
import { isAppError } from "~/lib/errors";
import { readTextFields } from "~/lib/form-fields";
import { jobs as jobMessages } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { toastHeader } from "~/services/toast/toast.server";
import { logger } from "~/services/logger.server";
import { applyToJob } from "./applications.server";

export type ApplyActionData =
  | { ok: true; intent: "apply" }
  | { ok: false; intent: "apply"; error: string; needsResume?: boolean; coverNote?: string };

/**
 * The job page's Apply form. A doctor without a resume may attach one in the same form: the route passes
 * `attachResume`, which stores it (through the resume rules) once the application is known to be possible, then
 * the application is made.
 */
export async function handleApply({
  form,
  actor,
  jobId,
  attachResume,
}: {
  form: FormData;
  actor: MaybeActor;
  jobId: number;
  attachResume?: () => Promise<unknown>;
}) {
  const { values, errors } = readTextFields(form, ["coverNote"]);
  const coverNote = values.coverNote;
  if (errors.coverNote) {
    return data<ApplyActionData>({ ok: false, intent: "apply", error: errors.coverNote, coverNote }, { status: 400 });
  }
  try {
    await applyToJob({ actor, jobId, coverNote, attachResume });
    return data<ApplyActionData>(
      { ok: true, intent: "apply" },
      { headers: { "Set-Cookie": await toastHeader(jobMessages.applicationSubmitted) } },
    );
  } catch (error) {
    if (!isAppError(error)) logger().error({ err: error, jobId }, "apply failed");
    const message = isAppError(error) ? error.message : "We could not send your application. Please try again.";
    const needsResume = isAppError(error) && error.fieldErrors?.resume === "required";
    return data<ApplyActionData>(
      { ok: false, intent: "apply", error: message, needsResume, coverNote },
      { status: isAppError(error) ? error.status : 500 },
    );
  }
}
