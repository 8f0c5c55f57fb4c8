CREATE TABLE "learnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"portion_id" integer NOT NULL,
	"siyum_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"exclusive" boolean NOT NULL,
	"status" text DEFAULT 'claimed' NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "learnings_status_check" CHECK ("learnings"."status" in ('claimed', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "portions" (
	"id" serial PRIMARY KEY NOT NULL,
	"siyum_id" integer NOT NULL,
	"ref" text NOT NULL,
	"position" integer NOT NULL,
	"group_en" text NOT NULL,
	"group_he" text NOT NULL,
	"label_en" text NOT NULL,
	"label_he" text NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siyum_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"siyum_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"edit_siyum" boolean DEFAULT false NOT NULL,
	"edit_signup" boolean DEFAULT false NOT NULL,
	"update_users" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "siyums" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"dedication_kind" text DEFAULT 'none' NOT NULL,
	"dedication_names" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"corpus" text NOT NULL,
	"unit" text NOT NULL,
	"scope" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_date" date NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"claim_policy" text DEFAULT 'single' NOT NULL,
	"portion_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "siyums_visibility_check" CHECK ("siyums"."visibility" in ('public', 'unlisted')),
	CONSTRAINT "siyums_claim_policy_check" CHECK ("siyums"."claim_policy" in ('single', 'multiple'))
);
--> statement-breakpoint
CREATE TABLE "user_prefs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"playback_speed" real,
	"israeli_time_zone" boolean,
	"auto_download_playlist" boolean,
	"download_over_wifi" boolean,
	"auto_play" boolean,
	"font_size" smallint,
	"background_color" text,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub" text,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"cell_phone" text,
	"person_id" text,
	"street" text,
	"street2" text,
	"city" text,
	"state" text,
	"zip" text,
	"country" text,
	"verified" boolean DEFAULT false NOT NULL,
	"is_apt" boolean DEFAULT false NOT NULL,
	"platform" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learnings" ADD CONSTRAINT "learnings_portion_id_portions_id_fk" FOREIGN KEY ("portion_id") REFERENCES "public"."portions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learnings" ADD CONSTRAINT "learnings_siyum_id_siyums_id_fk" FOREIGN KEY ("siyum_id") REFERENCES "public"."siyums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learnings" ADD CONSTRAINT "learnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portions" ADD CONSTRAINT "portions_siyum_id_siyums_id_fk" FOREIGN KEY ("siyum_id") REFERENCES "public"."siyums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siyum_permissions" ADD CONSTRAINT "siyum_permissions_siyum_id_siyums_id_fk" FOREIGN KEY ("siyum_id") REFERENCES "public"."siyums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siyum_permissions" ADD CONSTRAINT "siyum_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siyums" ADD CONSTRAINT "siyums_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_prefs" ADD CONSTRAINT "user_prefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learnings_portion_user_key" ON "learnings" USING btree ("portion_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learnings_exclusive_portion_key" ON "learnings" USING btree ("portion_id") WHERE "learnings"."exclusive";--> statement-breakpoint
CREATE INDEX "learnings_siyum_idx" ON "learnings" USING btree ("siyum_id","status");--> statement-breakpoint
CREATE INDEX "learnings_user_idx" ON "learnings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portions_siyum_ref_key" ON "portions" USING btree ("siyum_id","ref");--> statement-breakpoint
CREATE INDEX "portions_siyum_position_idx" ON "portions" USING btree ("siyum_id","position");--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "siyum_permissions_siyum_user_key" ON "siyum_permissions" USING btree ("siyum_id","user_id");--> statement-breakpoint
CREATE INDEX "siyum_permissions_user_id_index" ON "siyum_permissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "siyums_owner_idx" ON "siyums" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "siyums_public_target_idx" ON "siyums" USING btree ("visibility","target_date");--> statement-breakpoint
CREATE UNIQUE INDEX "user_prefs_user_platform_key" ON "user_prefs" USING btree ("user_id","platform");--> statement-breakpoint
CREATE UNIQUE INDEX "users_sub_key" ON "users" USING btree ("sub");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");