-- How many doctors the directory lists, kept in the same transaction as every change to a profile's role or listing,
-- so the unfiltered directory reads one row instead of counting every listed doctor per page view
-- (docs/decisions/060-render-cost.md, "The directory's total kept by the database").
CREATE TABLE "directory_counts" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"listed_doctors" integer NOT NULL,
	CONSTRAINT "directory_counts_one_row" CHECK ("directory_counts"."id")
);
--> statement-breakpoint
INSERT INTO "directory_counts" ("id", "listed_doctors")
  SELECT true, count(*)::int FROM "profiles" WHERE "role" = 'doctor' AND "listed";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "profiles_directory_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "directory_counts" SET "listed_doctors" = 0;
    RETURN NULL;
  END IF;
  UPDATE "directory_counts" SET "listed_doctors" = "listed_doctors"
    + (CASE WHEN TG_OP <> 'DELETE' AND NEW."role" = 'doctor' AND NEW."listed" THEN 1 ELSE 0 END)
    - (CASE WHEN TG_OP <> 'INSERT' AND OLD."role" = 'doctor' AND OLD."listed" THEN 1 ELSE 0 END);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_directory_count_inserted" AFTER INSERT ON "profiles" FOR EACH ROW
  WHEN (NEW."role" = 'doctor' AND NEW."listed") EXECUTE FUNCTION "profiles_directory_count"();--> statement-breakpoint
CREATE TRIGGER "profiles_directory_count_deleted" AFTER DELETE ON "profiles" FOR EACH ROW
  WHEN (OLD."role" = 'doctor' AND OLD."listed") EXECUTE FUNCTION "profiles_directory_count"();--> statement-breakpoint
CREATE TRIGGER "profiles_directory_count_updated" AFTER UPDATE OF "role", "listed" ON "profiles" FOR EACH ROW
  WHEN ((OLD."role" = 'doctor' AND OLD."listed") IS DISTINCT FROM (NEW."role" = 'doctor' AND NEW."listed"))
  EXECUTE FUNCTION "profiles_directory_count"();--> statement-breakpoint
CREATE TRIGGER "profiles_directory_count_truncated" AFTER TRUNCATE ON "profiles" FOR EACH STATEMENT
  EXECUTE FUNCTION "profiles_directory_count"();
