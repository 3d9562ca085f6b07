ALTER TABLE "accounts" ADD COLUMN "merchant_review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "merchant_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A store is shown to buyers only with a name: products an unnamed store listed before leave the shopper lists.
UPDATE "items" SET "merchant_active" = false WHERE "merchant_active" AND "merchant_id" IN (SELECT "id" FROM "accounts" WHERE "type" = 2 AND btrim("company_name") = '');
