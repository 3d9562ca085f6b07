-- Admin soft delete: `deleted_at` set on a deleted product, which leaves the shopper lists (`listed`), the
-- seller's panel (the seller indexes become partial) and the counters of the seller's products, and is
-- purged DELETED_ITEM_RETENTION_DAYS later. PostgreSQL 15 cannot change a generated column's expression:
-- `listed` and its partial indexes are made again (no product is deleted yet, so every row keeps its
-- value and the counters stay true). New indexes serve the admin's list of every store's products.
ALTER TABLE "items" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" DROP COLUMN "listed";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (status = 'ACTIVE' AND deleted_at IS NULL AND merchant_active AND char_length(cover_image) > 10) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "items_listed_created_idx" ON "items" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."listed";--> statement-breakpoint
CREATE INDEX "items_listed_category_created_idx" ON "items" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."listed";--> statement-breakpoint
CREATE INDEX "items_listed_merchant_created_idx" ON "items" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."listed";--> statement-breakpoint
CREATE INDEX "items_listed_views_idx" ON "items" USING btree ("view_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."listed";--> statement-breakpoint
CREATE INDEX "items_listed_sold_idx" ON "items" USING btree ("sold" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."listed";--> statement-breakpoint
CREATE INDEX "items_search_trgm_idx" ON "items" USING gin ("search_text" gin_trgm_ops) WHERE "items"."listed";--> statement-breakpoint
DROP INDEX "items_merchant_created_idx";--> statement-breakpoint
DROP INDEX "items_merchant_status_created_idx";--> statement-breakpoint
CREATE INDEX "items_merchant_created_idx" ON "items" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "items_merchant_status_created_idx" ON "items" USING btree ("merchant_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "items_kept_created_idx" ON "items" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "items_kept_status_created_idx" ON "items" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "items_kept_category_created_idx" ON "items" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "items_deleted_created_idx" ON "items" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."deleted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "items_admin_search_trgm_idx" ON "items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- merchant_item_counts.items: the seller's products that are not deleted (the seller's list and its total).
CREATE OR REPLACE FUNCTION items_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (SELECT category_id, merchant_id, (deleted_at IS NULL)::int AS items, listed::int AS listed FROM new_items),
  by_category AS (
    INSERT INTO category_item_counts AS c (category_id, listed)
    SELECT category_id, sum(listed) FROM changes GROUP BY category_id HAVING sum(listed) <> 0 ORDER BY category_id
    ON CONFLICT (category_id) DO UPDATE SET listed = c.listed + excluded.listed
  )
  INSERT INTO merchant_item_counts AS m (merchant_id, items, listed)
  SELECT merchant_id, sum(items), sum(listed) FROM changes
  GROUP BY merchant_id HAVING sum(items) <> 0 OR sum(listed) <> 0 ORDER BY merchant_id
  ON CONFLICT (merchant_id) DO UPDATE SET items = m.items + excluded.items, listed = m.listed + excluded.listed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION items_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT category_id, merchant_id, -((deleted_at IS NULL)::int) AS items, -(listed::int) AS listed FROM old_items
    UNION ALL
    SELECT category_id, merchant_id, (deleted_at IS NULL)::int, listed::int FROM new_items
  ),
  by_category AS (
    INSERT INTO category_item_counts AS c (category_id, listed)
    SELECT category_id, sum(listed) FROM changes GROUP BY category_id HAVING sum(listed) <> 0 ORDER BY category_id
    ON CONFLICT (category_id) DO UPDATE SET listed = c.listed + excluded.listed
  )
  INSERT INTO merchant_item_counts AS m (merchant_id, items, listed)
  SELECT merchant_id, sum(items), sum(listed) FROM changes
  GROUP BY merchant_id HAVING sum(items) <> 0 OR sum(listed) <> 0 ORDER BY merchant_id
  ON CONFLICT (merchant_id) DO UPDATE SET items = m.items + excluded.items, listed = m.listed + excluded.listed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION items_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (SELECT category_id, merchant_id, (deleted_at IS NULL)::int AS items, listed::int AS listed FROM old_items), by_category AS (
    UPDATE category_item_counts c SET listed = c.listed - d.listed
    FROM (SELECT category_id, sum(listed) AS listed FROM gone GROUP BY category_id HAVING sum(listed) <> 0) d
    WHERE c.category_id = d.category_id
  )
  UPDATE merchant_item_counts m SET items = m.items - d.items, listed = m.listed - d.listed
  FROM (SELECT merchant_id, sum(items) AS items, sum(listed) AS listed FROM gone GROUP BY merchant_id) d
  WHERE m.merchant_id = d.merchant_id;
  RETURN NULL;
END $$;
