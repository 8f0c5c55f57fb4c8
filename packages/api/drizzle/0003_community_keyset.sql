DROP INDEX "siyums_public_target_idx";--> statement-breakpoint
ALTER TABLE "siyums" ADD COLUMN "taken_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "siyums" ADD COLUMN "completed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "siyums" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "siyums"."title" || ' ' || "siyums"."dedication_names" || ' ' || "siyums"."description")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "siyums_public_created_idx" ON "siyums" USING btree ("id") WHERE "siyums"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "siyums_public_needs_idx" ON "siyums" USING btree ("target_date","id") WHERE "siyums"."visibility" = 'public' and "siyums"."taken_count" < "siyums"."portion_count";--> statement-breakpoint
CREATE INDEX "siyums_public_running_idx" ON "siyums" USING btree ("target_date","id") WHERE "siyums"."visibility" = 'public' and "siyums"."taken_count" > 0 and "siyums"."completed_count" < "siyums"."portion_count";--> statement-breakpoint
CREATE INDEX "siyums_public_done_idx" ON "siyums" USING btree ("target_date","id") WHERE "siyums"."visibility" = 'public' and "siyums"."portion_count" > 0 and "siyums"."completed_count" >= "siyums"."portion_count";--> statement-breakpoint
CREATE INDEX "siyums_search_idx" ON "siyums" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "siyums_public_target_idx" ON "siyums" USING btree ("target_date","id") WHERE "siyums"."visibility" = 'public';--> statement-breakpoint
-- siyums.taken_count / completed_count: portions with a learner / with a completed learning, recounted
-- after every statement that changes learnings (claims, releases, completions, cascaded deletes). The
-- siyum rows are locked before counting, so two concurrent claims in one siyum cannot both write a
-- count that misses the other (READ COMMITTED: the count after the lock sees the committed claim).
CREATE FUNCTION siyums_recount_progress(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM siyums WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE siyums s
     SET taken_count = (SELECT count(DISTINCT l.portion_id) FROM learnings l WHERE l.siyum_id = s.id),
         completed_count = (SELECT count(DISTINCT l.portion_id) FROM learnings l
                             WHERE l.siyum_id = s.id AND l.status = 'completed')
   WHERE s.id = ANY(ids);
END $$;--> statement-breakpoint
CREATE FUNCTION learnings_recount_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM siyums_recount_progress(ARRAY(SELECT DISTINCT siyum_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION learnings_recount_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM siyums_recount_progress(ARRAY(SELECT DISTINCT siyum_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION learnings_recount_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM siyums_recount_progress(ARRAY(
    SELECT siyum_id FROM new_rows UNION SELECT siyum_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER learnings_recount_insert AFTER INSERT ON learnings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION learnings_recount_inserted();--> statement-breakpoint
CREATE TRIGGER learnings_recount_delete AFTER DELETE ON learnings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION learnings_recount_deleted();--> statement-breakpoint
CREATE TRIGGER learnings_recount_update AFTER UPDATE ON learnings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION learnings_recount_updated();--> statement-breakpoint
-- Existing siyumim get their counts once.
SELECT siyums_recount_progress(ARRAY(SELECT id FROM siyums));
