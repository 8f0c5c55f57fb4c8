ALTER TABLE "mail_sends" DROP CONSTRAINT "mail_sends_kind_check";--> statement-breakpoint
CREATE INDEX "learnings_claimed_at_idx" ON "learnings" USING btree ("claimed_at");--> statement-breakpoint
CREATE INDEX "learnings_completed_at_idx" ON "learnings" USING btree ("completed_at");--> statement-breakpoint
ALTER TABLE "mail_sends" ADD CONSTRAINT "mail_sends_kind_check" CHECK ("mail_sends"."kind" in ('claimConfirmation', 'reminder', 'learnerMessage', 'siyumComplete', 'organizerDigest'));