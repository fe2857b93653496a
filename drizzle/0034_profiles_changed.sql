-- Every change to a listed doctor's profile (or to whether a profile is one) is announced on the channel
-- "dochire_changes" with the payload 'profiles <transaction id>', delivered once per transaction when it commits: to
-- the session that made it before the commit is acknowledged, and to every other session listening (a process with
-- several listening connections acts on each transaction's announcement once). Instances that hold the directory's doctors
-- in memory forget them then, whichever code made the change (docs/decisions/111-directory-in-memory.md).
CREATE OR REPLACE FUNCTION "profiles_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dochire_changes', 'profiles ' || txid_current());
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_changed_inserted" AFTER INSERT ON "profiles" FOR EACH ROW
  WHEN (NEW."role" = 'doctor' AND NEW."listed") EXECUTE FUNCTION "profiles_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "profiles_changed_deleted" AFTER DELETE ON "profiles" FOR EACH ROW
  WHEN (OLD."role" = 'doctor' AND OLD."listed") EXECUTE FUNCTION "profiles_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "profiles_changed_updated" AFTER UPDATE ON "profiles" FOR EACH ROW
  WHEN ((OLD."role" = 'doctor' AND OLD."listed") OR (NEW."role" = 'doctor' AND NEW."listed"))
  EXECUTE FUNCTION "profiles_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "profiles_changed_truncated" AFTER TRUNCATE ON "profiles" FOR EACH STATEMENT
  EXECUTE FUNCTION "profiles_changed_notify"();
