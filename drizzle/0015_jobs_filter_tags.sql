-- The filters as lexemes beside the keyword's words (docs/decisions/080-search-that-understands-doctors.md, "Filters in
-- the words index"): a type, a specialty and the words of the location become conditions of one GIN index with the
-- words, so a search's keyword, cities, type and specialty are one index scan. The words index is dropped first, so the
-- rewrite that adding a stored column makes does not rebuild it; the two-column index replaces it.
DROP INDEX "jobs_words_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "tags" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(string_to_array('l' || regexp_replace(lower(coalesce(location, '')), '[^a-z0-9]+', ' l', 'g'), ' ') || array['type:' || coalesce(type, ''), 'specialty:' || coalesce(specialty, ''), 'city:' || coalesce(city, '')])) STORED;--> statement-breakpoint
CREATE INDEX "jobs_words_tags_idx" ON "jobs" USING gin ("words","tags");