-- Each "Delete my account" request and how it ended (a sign-in cancels it: shown on My Data, mailed, told on screen),
-- and the admin's verification queue listing every waiting employer, details sent or not, oldest account first.
CREATE TABLE "deletion_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deletion_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_noticed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "profiles_verification_queue_idx";--> statement-breakpoint
ALTER TABLE "deletion_requests" ADD CONSTRAINT "deletion_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deletion_requests_user_idx" ON "deletion_requests" USING btree ("user_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_verification_queue_idx" ON "profiles" USING btree ("created_at","id") WHERE "profiles"."role" = 'employer' and "profiles"."verified_at" is null and "profiles"."rejected_at" is null;--> statement-breakpoint
INSERT INTO "deletion_requests" ("user_id", "requested_at") SELECT "id", "deletion_requested_at" FROM "user" WHERE "deletion_requested_at" IS NOT NULL;
