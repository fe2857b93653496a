CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_search_idx";--> statement-breakpoint
DROP INDEX "jobs_words_idx";--> statement-breakpoint
-- The English tsvector "search" was never read: the words column replaces it (dropped first, so the rewrite that
-- adding a stored column makes does not copy it).
ALTER TABLE "jobs" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(lower(coalesce(title, '') || chr(10) || coalesce(company, '') || chr(10) || coalesce(location, '') || chr(10) || coalesce(description, '') || chr(10) || coalesce(specialty, '')), '[^a-z0-9]+', ' ', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_words_idx" ON "jobs" USING gin ("words");--> statement-breakpoint
-- search_words: every word of jobs.words any job has had. The triggers add the words of each statement's new or
-- changed rows in one insert (transition tables), in word order: two statements adding the same new words concurrently
-- then wait for each other in the same order instead of deadlocking.
CREATE OR REPLACE FUNCTION "jobs_words_learn_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w.word FROM "new_jobs" n, unnest(tsvector_to_array(n."words")) AS w(word)
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "jobs_words_learn_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w.word
  FROM "new_jobs" n
  JOIN "old_jobs" o ON o."id" = n."id"
  CROSS JOIN LATERAL unnest(tsvector_to_array(n."words")) AS w(word)
  WHERE n."words" IS DISTINCT FROM o."words"
  ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_words_learn_inserted" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_words_learn_inserted" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS "new_jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "jobs_words_learn_inserted"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_words_learn_updated" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_words_learn_updated" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS "old_jobs" NEW TABLE AS "new_jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "jobs_words_learn_updated"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w.word FROM "jobs" j, unnest(tsvector_to_array(j."words")) AS w(word)
ON CONFLICT DO NOTHING;
