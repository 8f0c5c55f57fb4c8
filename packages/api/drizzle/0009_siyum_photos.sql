ALTER TABLE "siyums" ADD COLUMN "photo" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_identity_id_key" ON "users" USING btree ("identity_id");