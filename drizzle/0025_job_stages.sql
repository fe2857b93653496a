CREATE TABLE "application_stage_moves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_stage_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"from_stage_id" integer,
	"to_stage_id" integer,
	"from_name" text,
	"to_name" text NOT NULL,
	"to_kind" text NOT NULL,
	"by_user_id" text,
	"reason" text,
	"note" text,
	"mail_doctor" boolean DEFAULT false NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_stages_kind_ck" CHECK ("job_stages"."kind" in ('active', 'hired', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "status" SET DEFAULT 'Applied';--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "doctor_view" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_stage_moves" ADD CONSTRAINT "application_stage_moves_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_stage_moves" ADD CONSTRAINT "application_stage_moves_from_stage_id_job_stages_id_fk" FOREIGN KEY ("from_stage_id") REFERENCES "public"."job_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_stage_moves" ADD CONSTRAINT "application_stage_moves_to_stage_id_job_stages_id_fk" FOREIGN KEY ("to_stage_id") REFERENCES "public"."job_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_stages" ADD CONSTRAINT "job_stages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_stage_moves_app_idx" ON "application_stage_moves" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_stages_job_idx" ON "job_stages" USING btree ("job_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "job_stages_job_name_uq" ON "job_stages" USING btree ("job_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "job_stages_job_exit_uq" ON "job_stages" USING btree ("job_id","kind") WHERE kind <> 'active';--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_stage_id_job_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."job_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_stage_idx" ON "applications" USING btree ("stage_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_job_created_idx" ON "applications" USING btree ("job_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Every existing job gets the default pipeline (app/features/applications/stage-template.ts, as it stands today).
INSERT INTO "job_stages" ("job_id", "name", "position", "kind")
SELECT j."id", t."name", t."position", t."kind"
FROM "jobs" j
CROSS JOIN (VALUES ('Applied', 0, 'active'), ('Screening', 1, 'active'), ('Interview', 2, 'active'), ('Offer', 3, 'active'),
                   ('Hired', 4, 'hired'), ('Rejected', 5, 'rejected'), ('Withdrawn', 6, 'withdrawn')) AS t("name", "position", "kind");
--> statement-breakpoint
-- The old statuses, mapped to their stages: Under Review -> Applied, Interview Scheduled -> Interview, Offer Extended ->
-- Offer, Rejected and Withdrawn to the exits of the same names. The history column is left exactly as it was.
CREATE FUNCTION "pg_temp"."legacy_stage"(status text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE status WHEN 'Under Review' THEN 'Applied' WHEN 'Interview Scheduled' THEN 'Interview' WHEN 'Offer Extended' THEN 'Offer'
    WHEN 'Rejected' THEN 'Rejected' WHEN 'Withdrawn' THEN 'Withdrawn' ELSE 'Applied' END
$$;
--> statement-breakpoint
UPDATE "applications" a
SET "stage_id" = s."id", "status" = s."name"
FROM "job_stages" s
WHERE s."job_id" = a."job_id" AND s."name" = "pg_temp"."legacy_stage"(a."status");
--> statement-breakpoint
-- What the doctor has been told so far: every past change was mailed at once, so it is the status each one has.
UPDATE "applications" SET "doctor_view" = CASE "status"
  WHEN 'Under Review' THEN 'received' WHEN 'Applied' THEN 'received' WHEN 'Interview Scheduled' THEN 'active' WHEN 'Interview' THEN 'active'
  WHEN 'Offer Extended' THEN 'active' WHEN 'Offer' THEN 'active' WHEN 'Rejected' THEN 'rejected' WHEN 'Withdrawn' THEN 'withdrawn' ELSE 'received' END;
--> statement-breakpoint
-- Each past status change becomes a move (who, from, to, when, its note), so the moves table holds the whole story.
INSERT INTO "application_stage_moves" ("application_id", "from_stage_id", "to_stage_id", "from_name", "to_name", "to_kind", "by_user_id", "note", "created_at")
SELECT h."application_id", fs."id", ts."id", h."from_status", h."status", coalesce(ts."kind", 'active'), h."by", h."note", h."at"
FROM (
  SELECT a."id" AS "application_id", a."job_id", e."ord",
         e."entry"->>'status' AS "status",
         lag(e."entry"->>'status') OVER (PARTITION BY a."id" ORDER BY e."ord") AS "from_status",
         e."entry"->>'by' AS "by", e."entry"->>'note' AS "note",
         coalesce((e."entry"->>'at')::timestamptz, a."updated_at") AS "at"
  FROM "applications" a
  CROSS JOIN LATERAL jsonb_array_elements(a."history") WITH ORDINALITY AS e("entry", "ord")
) h
LEFT JOIN "job_stages" ts ON ts."job_id" = h."job_id" AND ts."name" = "pg_temp"."legacy_stage"(h."status")
LEFT JOIN "job_stages" fs ON fs."job_id" = h."job_id" AND fs."name" = "pg_temp"."legacy_stage"(h."from_status")
WHERE h."ord" > 1;
--> statement-breakpoint
DROP FUNCTION "pg_temp"."legacy_stage"(text);
