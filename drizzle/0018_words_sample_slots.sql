-- Each job's sample slot (id % 1024) as a lexeme in the words index (docs/decisions/080-search-that-understands-doctors.md,
-- "The sample's slots in the words index"): a keyword's matches among the sample's first k slots are one scan of this
-- index, in which the k short slot lists skip through the words' long ones, instead of reading the sample's rows with
-- their texts or every posting of a common word.
DROP INDEX "jobs_words_tags_idx";--> statement-breakpoint
CREATE INDEX "jobs_words_tags_idx" ON "jobs" USING gin ("words","tags",array_to_tsvector(array['s' || ("id" % 1024)::text]));
