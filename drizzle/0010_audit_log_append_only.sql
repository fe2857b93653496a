-- The audit log is append-only: no row is ever changed or removed, whoever asks (docs/decisions/081-employer-verification.md).
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_log_append_only ON audit_log;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();--> statement-breakpoint
-- Directory profiles the admin created (no account behind them) stay open to verified employers, as before; a doctor's
-- own account starts closed until the doctor opens it.
UPDATE profiles SET resume_open_to_employers = true WHERE user_id IS NULL AND role = 'doctor';
