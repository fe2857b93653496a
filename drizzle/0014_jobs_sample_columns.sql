-- The sample index (docs/decisions/080-search-that-understands-doctors.md, "The sample read from its index") keeps the
-- columns every filter reads, so a sample's rows are read from the index alone (an index-only scan of a few hundred
-- pages) instead of from as many heap pages as rows: a job's row is ~2 KB with its texts and words. The key is still
-- (id % 1024), so the planner keeps the expression's statistics; id follows it, which an index-only scan needs (the
-- expression is computed from it). schema.ts declares the key only: drizzle cannot write INCLUDE.
DROP INDEX IF EXISTS "jobs_sample_idx";--> statement-breakpoint
CREATE INDEX "jobs_sample_idx" ON "jobs" USING btree (("id" % 1024), "id") INCLUDE ("type", "specialty", "city", "location", "latitude", "longitude", "salary_year", "experience_min", "experience_max", "posted_date", "closed_at", "valid_through");
