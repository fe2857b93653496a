import { redirect } from "react-router";
import { applicationRecords as a } from "~/features/applications/messages";
import type { MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { fileBytes } from "~/server-lib/upload.server";
import { toastHeader } from "~/services/toast/toast.server";
import { applyToJob } from "./applications.server";
import { ApplySchema } from "./schema";

export type UploadedFile = { bytes: Uint8Array; name: string };

/**
 * The job page's Apply form. A doctor without a resume may attach one in the same form: `storeResume` stores it
 * (through the resume rules: a PDF by content, at most 5 MB) once the application is known to be possible, then the
 * application is made; a refused application stores nothing. An application made goes back to `doneHref` (the job
 * page, which then shows it) with the toast in its cookie, so a plain post behaves like any other.
 */
export async function handleApply({
  form,
  actor,
  jobId,
  doneHref,
  storeResume,
}: {
  form: FormData;
  actor: MaybeActor;
  jobId: number;
  doneHref: string;
  storeResume: (file: UploadedFile) => Promise<unknown>;
}) {
  const submission = parseForm(form, ApplySchema);
  if (submission.status !== "success") return invalidForm(submission);
  const { coverNote, resume, src } = submission.value;
  try {
    const file = await fileBytes(resume ?? null);
    await applyToJob({ actor, jobId, coverNote, source: src ?? null, attachResume: file ? () => storeResume(file) : undefined });
    return redirect(doneHref, { headers: { "Set-Cookie": await toastHeader(a.applicationSubmitted) } });
  } catch (error) {
    return actionError(error, { toastTitle: a.applyFailed, submission, context: "applying for a job failed" });
  }
}
