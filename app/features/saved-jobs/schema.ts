// The save / unsave button's form: which job, and whether to save or unsave it. Client-safe.
import { z } from "zod";
import { choice, serialId } from "~/lib/form-schema";
import { formInput } from "~/lib/messages";

export const SAVE_INTENTS = ["save-job", "unsave-job"] as const;

export const SaveJobSchema = z.object({
  intent: choice(SAVE_INTENTS, formInput.unknownAction),
  jobId: serialId(),
});
