CREATE TABLE "deleted_jobs" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"specialty" text,
	"city" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_indexing_quota" (
	"day" text PRIMARY KEY NOT NULL,
	"used" integer DEFAULT 0 NOT NULL
);
