-- Issue 19: a staff member's open live stream ends with their session. Channel `session_ended`
-- carries a session id when that session is deleted (signed out, revoked, ended by a password
-- change or a disable), and a user id when that account's role, disabled flag or password
-- changes; every server process hears it and re-checks its open staff streams (RealtimeHub.stream).
CREATE OR REPLACE FUNCTION notify_session_deleted() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_ended', OLD.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_deleted AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_deleted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_session_expired() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_ended', NEW.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_expired AFTER UPDATE OF expires_at ON sessions
  FOR EACH ROW WHEN (NEW.expires_at <= now() AND OLD.expires_at > now())
  EXECUTE FUNCTION notify_session_expired();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_account_access_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_ended', NEW.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_notify_access_changed AFTER UPDATE OF role, disabled ON users
  FOR EACH ROW WHEN (NEW.role IS DISTINCT FROM OLD.role OR NEW.disabled IS DISTINCT FROM OLD.disabled)
  EXECUTE FUNCTION notify_account_access_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_password_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('session_ended', NEW.user_id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER accounts_notify_password_changed AFTER UPDATE OF password ON accounts
  FOR EACH ROW WHEN (NEW.password IS DISTINCT FROM OLD.password)
  EXECUTE FUNCTION notify_password_changed();
