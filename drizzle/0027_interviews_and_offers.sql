CREATE TABLE "dev_mailbox_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_mailbox_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mail_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"uid" text NOT NULL,
	"status" text NOT NULL,
	"slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text,
	"video_url" text,
	"note" text,
	"doctor_message" text,
	"starts_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"proposed_by" text NOT NULL,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_uid_unique" UNIQUE("uid"),
	CONSTRAINT "interviews_status_ck" CHECK ("interviews"."status" in ('proposed', 'booked', 'declined', 'other_times', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"salary" integer NOT NULL,
	"salary_unit" text NOT NULL,
	"start_date" date NOT NULL,
	"message" text,
	"letter_file_id" uuid,
	"decline_reason" text,
	"sent_by" text NOT NULL,
	"responded_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_ck" CHECK ("offers"."status" in ('sent', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "offers_salary_ck" CHECK ("offers"."salary" > 0)
);
--> statement-breakpoint
ALTER TABLE "dev_mailbox_attachments" ADD CONSTRAINT "dev_mailbox_attachments_mail_id_dev_mailbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."dev_mailbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_application_idx" ON "offers" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_uq" ON "offers" USING btree ("application_id") WHERE status = 'sent';