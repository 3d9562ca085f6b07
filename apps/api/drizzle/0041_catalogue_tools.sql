CREATE TABLE "catalogue_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"status" text NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"csv" text DEFAULT '' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_imports_processed_not_negative" CHECK ("catalogue_imports"."processed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_imports_seller_created_idx" ON "catalogue_imports" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "items_merchant_archived_idx" ON "items" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."archived_at" IS NOT NULL AND "items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "items_merchant_sku_idx" ON "items" USING btree ("merchant_id","sku") WHERE "items"."sku" IS NOT NULL AND "items"."deleted_at" IS NULL;