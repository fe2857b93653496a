ALTER TABLE "applications" DROP CONSTRAINT "applications_job_id_jobs_id_fk";
--> statement-breakpoint
DROP INDEX "jobs_valid_through_idx";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "job_company" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_open_valid_through_idx" ON "jobs" USING btree ("valid_through") WHERE "jobs"."closed_at" is null;--> statement-breakpoint
-- Jobs take the one specialty list's names (SPECIALTIES in app/lib/constants.ts): the two short forms of the old
-- 13-item jobs list become the full names; the other eleven were already the same.
UPDATE "jobs" SET "specialty" = 'ENT (Otolaryngology)' WHERE "specialty" = 'ENT';--> statement-breakpoint
UPDATE "jobs" SET "specialty" = 'Gynecology (Obstetrics & Gynecology)' WHERE "specialty" = 'Gynecology';
--> statement-breakpoint
-- Profiles too: a specialization stored under another name of a specialty (the directory list's short forms, as
-- admin-made and demo profiles had them) takes its one name, so the directory filter and job matching find it.
UPDATE "profiles" SET "specialization" = CASE "specialization"
  WHEN 'Gynecology' THEN 'Gynecology (Obstetrics & Gynecology)'
  WHEN 'ENT' THEN 'ENT (Otolaryngology)'
  WHEN 'Radiologist' THEN 'Radiology'
  WHEN 'Psychiatrist' THEN 'Psychiatry'
  WHEN 'Ophthalmologist' THEN 'Ophthalmology'
  WHEN 'Pulmonologist' THEN 'Pulmonology'
  WHEN 'Urologist' THEN 'Urology'
  WHEN 'Nephrologist' THEN 'Nephrology'
  WHEN 'Plastic Surgeons' THEN 'Plastic Surgery'
END
WHERE "specialization" IN ('Gynecology', 'ENT', 'Radiologist', 'Psychiatrist', 'Ophthalmologist', 'Pulmonologist', 'Urologist', 'Nephrologist', 'Plastic Surgeons');
