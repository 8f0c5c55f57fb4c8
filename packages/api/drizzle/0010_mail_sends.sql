CREATE TABLE "mail_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"siyum_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_sends_kind_check" CHECK ("mail_sends"."kind" in ('claimConfirmation')),
	CONSTRAINT "mail_sends_status_check" CHECK ("mail_sends"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "mail_sends" ADD CONSTRAINT "mail_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_sends" ADD CONSTRAINT "mail_sends_siyum_id_siyums_id_fk" FOREIGN KEY ("siyum_id") REFERENCES "public"."siyums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_sends_key" ON "mail_sends" USING btree ("key");--> statement-breakpoint
CREATE INDEX "mail_sends_siyum_idx" ON "mail_sends" USING btree ("siyum_id");