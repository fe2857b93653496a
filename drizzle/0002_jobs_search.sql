DROP INDEX "jobs_featured_posted_idx";--> statement-breakpoint
DROP INDEX "jobs_user_idx";--> statement-breakpoint
DROP INDEX "jobs_created_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "description_lc" text GENERATED ALWAYS AS (lower(description)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_order_idx" ON "jobs" USING btree ("featured" DESC NULLS LAST,"posted_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_specialty_order_idx" ON "jobs" USING btree ("specialty","featured" DESC NULLS LAST,"posted_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_text_trgm_idx" ON "jobs" USING gin (lower("title") gin_trgm_ops,lower("company") gin_trgm_ops,"description_lc" gin_trgm_ops,lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_type_idx" ON "jobs" USING btree ("type");--> statement-breakpoint
CREATE INDEX "jobs_valid_through_idx" ON "jobs" USING btree ("valid_through");--> statement-breakpoint
CREATE INDEX "jobs_user_created_idx" ON "jobs" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);