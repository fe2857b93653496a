-- The directory's filters read from indexes over listed doctors (docs/decisions/090-uncached-filtered-pages.md): name,
-- bio and skills in one generated text for one trigram lookup per keyword, the city through trigrams, the specialty
-- exactly. array_to_string is only STABLE (it calls the element type's output function); for text[] it is immutable,
-- which a generated column needs.
CREATE OR REPLACE FUNCTION "profiles_skills_text"(skills text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_to_string(skills, ' ');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "directory_text" text GENERATED ALWAYS AS (name || chr(1) || coalesce(bio, '') || chr(1) || profiles_skills_text(skills)) STORED;--> statement-breakpoint
CREATE INDEX "profiles_directory_text_idx" ON "profiles" USING gin ("directory_text" gin_trgm_ops) WHERE "profiles"."role" = 'doctor' and "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_directory_location_idx" ON "profiles" USING gin ("location" gin_trgm_ops) WHERE "profiles"."role" = 'doctor' and "profiles"."listed";--> statement-breakpoint
CREATE INDEX "profiles_directory_specialty_idx" ON "profiles" USING btree ("specialization") WHERE "profiles"."role" = 'doctor' and "profiles"."listed";--> statement-breakpoint
-- The planner has no statistics of the new column until the next automatic ANALYZE, and guesses a keyword matches more doctors than it does.
ANALYZE "profiles";