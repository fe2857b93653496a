// The resume tab's forms: upload a PDF, delete the resume. The browser checks a chosen file with the same rule the
// action applies before it looks at the content (the server then checks the %PDF- signature). Client-safe.
import { z } from "zod";
import { RESUME_MAX_BYTES } from "~/lib/constants";
import { checkbox, choice } from "~/lib/form-schema";
import { formInput, resumeUpload } from "~/lib/messages";
import { resume as msg } from "~/features/resumes/messages";

/** At most 5 MB, and a PDF by its type or name (its content is checked on the server). */
export const ResumeFileSchema = z
  .file({ error: (issue) => (Array.isArray(issue.input) ? formInput.repeatedField : issue.input === undefined ? msg.noFileSelected.title : resumeUpload.invalidFile.description) })
  .refine((file) => file.size <= RESUME_MAX_BYTES && (file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf")), {
    error: resumeUpload.invalidFile.description,
  });

export const ResumeUploadSchema = z.object({
  intent: choice(["upload"], formInput.unknownAction).optional(),
  resume: ResumeFileSchema,
});

export const ResumeDeleteSchema = z.object({
  intent: choice(["delete"], formInput.unknownAction),
});

/** Who may open the resume without an application: the doctor's checkbox. */
export const ResumeSharingSchema = z.object({ intent: choice(["sharing"], formInput.unknownAction), open: checkbox() });
