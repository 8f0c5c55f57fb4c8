-- Custom SQL migration file, put your code below! --
-- Every API replica caches the community list and totals (services/notifiedCache.ts) and drops its
-- cache when this channel speaks. A statement that changes what they show notifies once, at commit
-- (Postgres delivers notifications only for committed transactions, one per channel and payload).
CREATE OR REPLACE FUNCTION notify_community_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('community_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Siyumim: rows, their owners, and the claimed / completed counts the learnings triggers keep.
CREATE TRIGGER siyums_community_changed AFTER INSERT OR UPDATE OR DELETE ON siyums
  FOR EACH STATEMENT EXECUTE FUNCTION notify_community_changed();
--> statement-breakpoint
CREATE TRIGGER siyums_community_truncated AFTER TRUNCATE ON siyums
  FOR EACH STATEMENT EXECUTE FUNCTION notify_community_changed();
--> statement-breakpoint
-- Learnings: the community totals count learners and portions from them.
CREATE TRIGGER learnings_community_changed AFTER INSERT OR UPDATE OR DELETE ON learnings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_community_changed();
--> statement-breakpoint
-- Users: the list shows each organizer's public name.
CREATE TRIGGER users_community_changed AFTER UPDATE OF first_name, last_name OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_community_changed();
