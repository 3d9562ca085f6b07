-- Spec §2: a card shows only when its cover address is longer than 10 characters. Shopper lists now
-- leave such items out in the database (not in the page), so every page is full and every count true.
-- PostgreSQL 15 cannot change a generated column's expression: the column and its partial indexes
-- are made again, and the counters recomputed (ALTER TABLE fires no row triggers).
ALTER TABLE "items" DROP COLUMN "listed";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (status = 'ACTIVE' AND merchant_active AND char_length(cover_image) > 10) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "items_listed_created_idx" ON "items" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."listed";--> statement-breakpoint
CREATE INDEX "items_listed_category_created_idx" ON "items" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."listed";--> statement-breakpoint
CREATE INDEX "items_listed_merchant_created_idx" ON "items" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."listed";--> statement-breakpoint
CREATE INDEX "items_listed_views_idx" ON "items" USING btree ("view_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."listed";--> statement-breakpoint
CREATE INDEX "items_listed_sold_idx" ON "items" USING btree ("sold" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."listed";--> statement-breakpoint
CREATE INDEX "items_search_trgm_idx" ON "items" USING gin ("search_text" gin_trgm_ops) WHERE "items"."listed";--> statement-breakpoint
UPDATE "category_item_counts" c SET "listed" = coalesce((SELECT count(*) FROM "items" i WHERE i."category_id" = c."category_id" AND i."listed"), 0);--> statement-breakpoint
UPDATE "merchant_item_counts" m SET "listed" = coalesce((SELECT count(*) FROM "items" i WHERE i."merchant_id" = m."merchant_id" AND i."listed"), 0);
