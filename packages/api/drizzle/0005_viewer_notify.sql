-- Custom SQL migration file, put your code below! --
-- Every API replica keeps signed-in users' records for auth.me (services/notifiedCache.ts) and drops
-- them when this channel speaks: at the commit of any statement that changes a user, their siyum
-- permissions or their prefs.
CREATE OR REPLACE FUNCTION notify_viewer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('viewer_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_viewer_changed AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed();
--> statement-breakpoint
CREATE TRIGGER siyum_permissions_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON siyum_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed();
--> statement-breakpoint
CREATE TRIGGER user_prefs_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON user_prefs
  FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed();
--> statement-breakpoint
CREATE TRIGGER users_viewer_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_viewer_changed();
