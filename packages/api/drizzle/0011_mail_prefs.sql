ALTER TABLE "mail_sends" DROP CONSTRAINT "mail_sends_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_off" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_token" text;--> statement-breakpoint
CREATE INDEX "siyums_target_date_idx" ON "siyums" USING btree ("target_date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mail_token_key" ON "users" USING btree ("mail_token");--> statement-breakpoint
ALTER TABLE "mail_sends" ADD CONSTRAINT "mail_sends_kind_check" CHECK ("mail_sends"."kind" in ('claimConfirmation', 'reminder'));