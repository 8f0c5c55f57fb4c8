CREATE TABLE "learner_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"siyum_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_messages_audience_check" CHECK ("learner_messages"."audience" in ('all', 'open'))
);
--> statement-breakpoint
ALTER TABLE "mail_sends" DROP CONSTRAINT "mail_sends_kind_check";--> statement-breakpoint
ALTER TABLE "learner_messages" ADD CONSTRAINT "learner_messages_siyum_id_siyums_id_fk" FOREIGN KEY ("siyum_id") REFERENCES "public"."siyums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_messages" ADD CONSTRAINT "learner_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learner_messages_siyum_idx" ON "learner_messages" USING btree ("siyum_id","created_at");--> statement-breakpoint
ALTER TABLE "mail_sends" ADD CONSTRAINT "mail_sends_kind_check" CHECK ("mail_sends"."kind" in ('claimConfirmation', 'reminder', 'learnerMessage'));