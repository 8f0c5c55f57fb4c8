CREATE TABLE "mail_bounces" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_bounces_reason_check" CHECK ("mail_bounces"."reason" in ('bounce', 'complaint'))
);
