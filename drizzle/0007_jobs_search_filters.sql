CREATE TABLE "city_coordinates" (
	"name" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "experience_min" smallint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "experience_max" smallint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(title, '') || chr(10) || coalesce(company, '') || chr(10) || coalesce(location, '') || chr(10) || coalesce(description, ''))) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_year" bigint GENERATED ALWAYS AS ((case when salary_unit = 'month' then coalesce(salary_max, salary_min)::bigint * 12 else coalesce(salary_max, salary_min)::bigint end)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_search_text_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_newest_idx" ON "jobs" USING btree ("posted_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_salary_order_idx" ON "jobs" USING btree ("salary_year" DESC NULLS LAST,"posted_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_place_idx" ON "jobs" USING btree ("latitude","longitude");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_experience_range_chk" CHECK ("jobs"."experience_min" IS NULL OR "jobs"."experience_max" IS NULL OR "jobs"."experience_min" <= "jobs"."experience_max");