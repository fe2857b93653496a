CREATE TABLE "scorecard_criteria" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scorecard_criteria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"name" text NOT NULL,
	"guidance" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecard_ratings" (
	"scorecard_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	CONSTRAINT "scorecard_ratings_scorecard_id_criterion_id_pk" PRIMARY KEY("scorecard_id","criterion_id"),
	CONSTRAINT "scorecard_ratings_rating_ck" CHECK ("scorecard_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scorecards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"author_id" text NOT NULL,
	"recommendation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecards_recommendation_ck" CHECK ("scorecards"."recommendation" in ('strong_no', 'no', 'yes', 'strong_yes'))
);
--> statement-breakpoint
ALTER TABLE "scorecard_criteria" ADD CONSTRAINT "scorecard_criteria_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_ratings" ADD CONSTRAINT "scorecard_ratings_scorecard_id_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."scorecards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_ratings" ADD CONSTRAINT "scorecard_ratings_criterion_id_scorecard_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."scorecard_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorecard_criteria_job_idx" ON "scorecard_criteria" USING btree ("job_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecard_criteria_job_name_uq" ON "scorecard_criteria" USING btree ("job_id","name");--> statement-breakpoint
CREATE INDEX "scorecard_ratings_criterion_idx" ON "scorecard_ratings" USING btree ("criterion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_application_author_uq" ON "scorecards" USING btree ("application_id","author_id");--> statement-breakpoint
-- Every job that exists gets the default criteria (app/features/applications/scorecards/messages.ts, DEFAULT_CRITERIA).
INSERT INTO "scorecard_criteria" ("job_id", "name", "guidance", "position")
SELECT j.id, d.name, d.guidance, d.position
FROM "jobs" j
CROSS JOIN (VALUES
  ('Clinical knowledge', 'Diagnosis, management and up-to-date practice in the specialty.', 0),
  ('Communication', 'With patients, families and colleagues: clear, kind and honest.', 1),
  ('Experience fit', 'How the doctor''s training and past roles match this post.', 2),
  ('Availability', 'Notice period, shifts and on-call the doctor can take.', 3)
) AS d(name, guidance, position)
ON CONFLICT DO NOTHING;
