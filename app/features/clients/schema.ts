import { z } from "zod";
import { validation } from "~/lib/messages";
import { hasControlCharacters } from "~/lib/storable-text";

export const ClientSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name is required")
    .max(120, "Name is too long")
    .refine((v) => !hasControlCharacters(v), validation.controlCharacters),
});
