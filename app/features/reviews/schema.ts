import { z } from "zod";
import { RATING_DEFAULT, RATING_MAX, RATING_MIN } from "~/lib/constants";
import { validation } from "~/lib/messages";
import { hasControlCharacters } from "~/lib/storable-text";

const storable = (schema: z.ZodString) => schema.refine((v) => !hasControlCharacters(v), validation.controlCharacters);

export const ReviewSchema = z.object({
  name: storable(z.string().trim().min(1, "Name is required").max(120, "Name is too long")),
  review: storable(z.string().trim().min(1, "Review is required").max(2000, "Review is too long (2,000 characters at most)")),
  rating: z.coerce.number().int().min(RATING_MIN).max(RATING_MAX).catch(RATING_DEFAULT),
});

export type ReviewInput = z.infer<typeof ReviewSchema>;
