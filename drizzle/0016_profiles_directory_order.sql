-- The directory lists doctors verified first, then by name: with that order in the index, its first page is read from the
-- index instead of sorting every listed doctor (docs/decisions/060-render-cost.md, "The layout once per process").
DROP INDEX "profiles_directory_idx";--> statement-breakpoint
CREATE INDEX "profiles_directory_idx" ON "profiles" USING btree ("role","listed",("verified_at" is null),"name","id");