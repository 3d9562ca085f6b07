CREATE TABLE "media_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"has_variants" boolean DEFAULT false NOT NULL,
	"owner_id" uuid,
	"qr_code" text,
	"original_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_uploads_key_unique" UNIQUE("key"),
	CONSTRAINT "media_uploads_qr_code_matches_kind" CHECK (("media_uploads"."kind" = 'qr') = ("media_uploads"."qr_code" is not null))
);
--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploads_qr_gallery_idx" ON "media_uploads" USING btree ("qr_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "media_uploads"."qr_code" is not null;--> statement-breakpoint
CREATE INDEX "media_uploads_owner_idx" ON "media_uploads" USING btree ("owner_id");