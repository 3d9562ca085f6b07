CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"identifier_kind" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" smallint NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"merchant_status" text,
	"name" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"dob" date,
	"profile_image" text DEFAULT '' NOT NULL,
	"background_image" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"company_email" text DEFAULT '' NOT NULL,
	"social_media_account" text DEFAULT '' NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{"notify":{"email":true,"push":true,"whatsapp":false}}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"upgraded_at" timestamp with time zone,
	CONSTRAINT "accounts_identifier_unique" UNIQUE("identifier"),
	CONSTRAINT "accounts_type_known" CHECK ("accounts"."type" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "handoff_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"purpose" text NOT NULL,
	"account_type" smallint,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"site" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "handoff_codes" ADD CONSTRAINT "handoff_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_type_created_idx" ON "accounts" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "handoff_codes_account_idx" ON "handoff_codes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "handoff_codes_expires_idx" ON "handoff_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "otp_codes_identifier_purpose_created_idx" ON "otp_codes" USING btree ("identifier","purpose","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_expires_idx" ON "otp_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");