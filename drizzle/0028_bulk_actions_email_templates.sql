CREATE TABLE "application_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_by" text,
	"move_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_tags" (
	"tag_id" integer NOT NULL,
	"doctor_id" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_tags_tag_id_doctor_id_pk" PRIMARY KEY("tag_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_kind_ck" CHECK ("email_templates"."kind" in ('rejection', 'interview_invitation', 'offer', 'general'))
);
--> statement-breakpoint
CREATE TABLE "organisation_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organisation_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_stage_moves" ADD COLUMN "mail_subject" text;--> statement-breakpoint
ALTER TABLE "application_stage_moves" ADD COLUMN "mail_body" text;--> statement-breakpoint
ALTER TABLE "application_stage_moves" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "application_emails" ADD CONSTRAINT "application_emails_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_emails" ADD CONSTRAINT "application_emails_move_id_application_stage_moves_id_fk" FOREIGN KEY ("move_id") REFERENCES "public"."application_stage_moves"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_tags" ADD CONSTRAINT "candidate_tags_tag_id_organisation_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."organisation_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_tags" ADD CONSTRAINT "candidate_tags_doctor_id_profiles_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_tags" ADD CONSTRAINT "organisation_tags_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_emails_app_idx" ON "application_emails" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "application_emails_move_uq" ON "application_emails" USING btree ("move_id");--> statement-breakpoint
CREATE INDEX "candidate_tags_doctor_idx" ON "candidate_tags" USING btree ("doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_org_name_uq" ON "email_templates" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_tags_org_name_uq" ON "organisation_tags" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "application_stage_moves_batch_idx" ON "application_stage_moves" USING btree ("batch_id") WHERE "application_stage_moves"."batch_id" is not null;--> statement-breakpoint
-- Every organisation starts with these templates: the existing ones now (below), new ones when they are created (the
-- trigger), whichever way an organisation is written. They are ordinary rows afterwards: edited or deleted freely.
CREATE OR REPLACE FUNCTION email_templates_seed_defaults(org uuid) RETURNS void LANGUAGE sql AS $fn$
  INSERT INTO email_templates (organisation_id, name, kind, subject, body) VALUES
    (org, 'Polite rejection', 'rejection', 'Your application for {{job_title}} at {{organisation_name}}',
     E'Dear {{doctor_name}},\n\nThank you for applying for {{job_title}} at {{organisation_name}}, and for the time you gave to it.\n\nAfter careful consideration, we have decided not to take your application further. We wish you every success in your search.\n\nWith kind regards,\n{{sender_name}}\n{{organisation_name}}'),
    (org, 'Interview invitation', 'interview_invitation', 'Interview for {{job_title}} at {{organisation_name}}',
     E'Dear {{doctor_name}},\n\nThank you for your application for {{job_title}}. We would like to meet you for an interview and will write to you with the possible times.\n\nWith kind regards,\n{{sender_name}}\n{{organisation_name}}'),
    (org, 'Offer', 'offer', 'An offer for {{job_title}} at {{organisation_name}}',
     E'Dear {{doctor_name}},\n\nWe are delighted to offer you the position of {{job_title}} at {{organisation_name}}. We will send you the details of the offer shortly.\n\nWith kind regards,\n{{sender_name}}\n{{organisation_name}}')
  ON CONFLICT (organisation_id, name) DO NOTHING
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION organisations_email_templates_defaults() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM email_templates_seed_defaults(NEW.id);
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER organisations_email_templates_defaults AFTER INSERT ON organisations
  FOR EACH ROW EXECUTE FUNCTION organisations_email_templates_defaults();
--> statement-breakpoint
SELECT email_templates_seed_defaults(id) FROM organisations;
