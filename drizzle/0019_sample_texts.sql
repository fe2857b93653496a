-- The texts a keyword is matched on, for the jobs of the sample's first 64 slots (docs/decisions/087-sample-texts.md):
-- a keyword's matches among the sample are asked of this small table. Its rows keep the texts out of line (a row of
-- ~90 bytes), so its heap is 5.7 MB at 1,000,000 jobs and stays in the database's cache.
CREATE TABLE "job_sample_texts" (
	"id" integer PRIMARY KEY NOT NULL,
	"specialty" text,
	"closed_at" timestamp with time zone,
	"valid_through" timestamp with time zone,
	"words" "tsvector",
	"search_text" text
);
--> statement-breakpoint
ALTER TABLE "job_sample_texts" ADD CONSTRAINT "job_sample_texts_id_jobs_id_fk" FOREIGN KEY ("id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sample_texts" SET (toast_tuple_target = 128);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "job_sample_texts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_sample_texts" ("id", "specialty", "closed_at", "valid_through", "words", "search_text")
  SELECT n."id", n."specialty", n."closed_at", n."valid_through", n."words", n."search_text"
  FROM "new_jobs" n
  WHERE n."id" % 1024 < 64;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "job_sample_texts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_sample_texts" AS t ("id", "specialty", "closed_at", "valid_through", "words", "search_text")
  SELECT n."id", n."specialty", n."closed_at", n."valid_through", n."words", n."search_text"
  FROM "new_jobs" n
  JOIN "old_jobs" o ON o."id" = n."id"
  WHERE n."id" % 1024 < 64
    AND (n."specialty", n."closed_at", n."valid_through", n."words", n."search_text")
        IS DISTINCT FROM (o."specialty", o."closed_at", o."valid_through", o."words", o."search_text")
  ON CONFLICT ("id") DO UPDATE SET
    "specialty" = excluded."specialty",
    "closed_at" = excluded."closed_at",
    "valid_through" = excluded."valid_through",
    "words" = excluded."words",
    "search_text" = excluded."search_text";
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "job_sample_texts_inserted" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "job_sample_texts_inserted" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS "new_jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "job_sample_texts_inserted"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "job_sample_texts_updated" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "job_sample_texts_updated" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS "old_jobs" NEW TABLE AS "new_jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "job_sample_texts_updated"();--> statement-breakpoint
INSERT INTO "job_sample_texts" ("id", "specialty", "closed_at", "valid_through", "words", "search_text")
SELECT "id", "specialty", "closed_at", "valid_through", "words", "search_text" FROM "jobs" WHERE "id" % 1024 < 64;--> statement-breakpoint
-- Made after the copy of the existing jobs: built in one pass.
CREATE INDEX "job_sample_texts_words_idx" ON "job_sample_texts" USING gin ("words",array_to_tsvector(array['s' || ("id" % 1024)::text])) WITH (fastupdate=off);--> statement-breakpoint
ANALYZE "job_sample_texts";
