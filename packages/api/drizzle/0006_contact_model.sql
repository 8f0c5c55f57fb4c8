CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siyum_members" (
	"siyum_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "siyum_members_siyum_id_user_id_pk" PRIMARY KEY("siyum_id","user_id")
);
--> statement-breakpoint
DROP INDEX "users_email_key";--> statement-breakpoint
ALTER TABLE "siyums" ADD COLUMN "share_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guest_of_siyum_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invite_token" text;--> statement-breakpoint
ALTER TABLE "siyum_members" ADD CONSTRAINT "siyum_members_siyum_id_siyums_id_fk" FOREIGN KEY ("siyum_id") REFERENCES "public"."siyums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siyum_members" ADD CONSTRAINT "siyum_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "siyum_members_user_idx" ON "siyum_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_guest_of_siyum_id_siyums_id_fk" FOREIGN KEY ("guest_of_siyum_id") REFERENCES "public"."siyums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "siyums_share_token_key" ON "siyums" USING btree ("share_token");--> statement-breakpoint
CREATE UNIQUE INDEX "users_guest_email_key" ON "users" USING btree ("guest_of_siyum_id","email") WHERE "users"."guest_of_siyum_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_invite_token_key" ON "users" USING btree ("invite_token");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email") WHERE not "users"."unverified_email" and "users"."guest_of_siyum_id" is null;--> statement-breakpoint
-- Everyone who already holds a portion stays a participant as a member (decision 0017: before this
-- migration nobody recorded who placed a learning; the product had not been deployed).
INSERT INTO "siyum_members" ("siyum_id", "user_id", "joined_at")
SELECT "siyum_id", "user_id", min("claimed_at") FROM "learnings" GROUP BY "siyum_id", "user_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Every API replica forgets a revoked token at once (decision 0018): the payload is the revoked jti.
CREATE FUNCTION notify_token_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('token_revoked', NEW.jti);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER revoked_tokens_notify AFTER INSERT ON revoked_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_token_revoked();
