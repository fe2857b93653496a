CREATE TABLE "job_team_members" (
	"job_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_team_members_job_id_user_id_pk" PRIMARY KEY("job_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organisation_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organisation_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "organisation_members" (
	"organisation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_members_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"org_type" text,
	"location" text,
	"org_registration" text,
	"contact_person" text,
	"verification_requested_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "job_team_members" ADD CONSTRAINT "job_team_members_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_team_members" ADD CONSTRAINT "job_team_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invitations" ADD CONSTRAINT "organisation_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_team_members_user_idx" ON "job_team_members" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE INDEX "organisation_invitations_org_idx" ON "organisation_invitations" USING btree ("organisation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "organisation_members_org_idx" ON "organisation_members" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "organisations_verification_queue_idx" ON "organisations" USING btree ("created_at","id") WHERE "organisations"."verified_at" is null and "organisations"."rejected_at" is null;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_organisation_created_idx" ON "jobs" USING btree ("organisation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Every existing employer account becomes the owner of a one-person organisation named after its organisation (company)
-- or, without one, its own name; the organisation takes over its verification state (docs/decisions/091). The id is
-- derived from the account's id so the three statements below agree without a mapping table.
INSERT INTO "organisations" ("id", "name", "org_type", "location", "org_registration", "contact_person", "verification_requested_at", "verified_at", "rejected_at", "rejection_reason", "created_at", "updated_at")
SELECT md5('organisation:' || p."id")::uuid, coalesce(nullif(btrim(p."company"), ''), p."name"), p."org_type", p."location", p."org_registration", p."contact_person", p."verification_requested_at", p."verified_at", p."rejected_at", p."rejection_reason", p."created_at", now()
FROM "profiles" p JOIN "user" u ON u."id" = p."id"
WHERE p."role" = 'employer';--> statement-breakpoint
INSERT INTO "organisation_members" ("organisation_id", "user_id", "role", "created_at")
SELECT md5('organisation:' || p."id")::uuid, p."id", 'owner', p."created_at"
FROM "profiles" p JOIN "user" u ON u."id" = p."id"
WHERE p."role" = 'employer';--> statement-breakpoint
UPDATE "jobs" SET "organisation_id" = m."organisation_id"
FROM "organisation_members" m
WHERE m."user_id" = "jobs"."user_id";
--> statement-breakpoint
-- A job written without an organisation (an import, a script, a test's fixture) belongs to its poster's organisation,
-- whichever way it is written, as createJob sets it.
CREATE OR REPLACE FUNCTION jobs_organisation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.organisation_id IS NULL AND NEW.user_id IS NOT NULL THEN
    SELECT m.organisation_id INTO NEW.organisation_id FROM organisation_members m WHERE m.user_id = NEW.user_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_organisation BEFORE INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_organisation();
