DROP INDEX "cart_lines_choice_unique";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "made_to_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "processing_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "personalization" jsonb DEFAULT '{"enabled":false,"prompt":"","maxLength":100}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "personalization" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "items_merchant_status_created_idx" ON "items" USING btree ("merchant_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_choice_unique" ON "cart_lines" USING btree ("account_id","item_id","attributes_key","pocket_type_id","personalization");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_processing_days_range" CHECK ("items"."processing_days" >= 0 AND "items"."processing_days" <= 120);