-- category_item_counts.items: a category's products that are not deleted (hidden ones included), which the
-- admin's category tree sums over subtrees. The same statement-level triggers keep it (migrations 0008, 0015).
ALTER TABLE "category_item_counts" ADD COLUMN "items" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION items_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (SELECT category_id, merchant_id, (deleted_at IS NULL)::int AS items, listed::int AS listed FROM new_items),
  by_category AS (
    INSERT INTO category_item_counts AS c (category_id, listed, items)
    SELECT category_id, sum(listed), sum(items) FROM changes GROUP BY category_id
    HAVING sum(listed) <> 0 OR sum(items) <> 0 ORDER BY category_id
    ON CONFLICT (category_id) DO UPDATE SET listed = c.listed + excluded.listed, items = c.items + excluded.items
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
    INSERT INTO category_item_counts AS c (category_id, listed, items)
    SELECT category_id, sum(listed), sum(items) FROM changes GROUP BY category_id
    HAVING sum(listed) <> 0 OR sum(items) <> 0 ORDER BY category_id
    ON CONFLICT (category_id) DO UPDATE SET listed = c.listed + excluded.listed, items = c.items + excluded.items
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
    UPDATE category_item_counts c SET listed = c.listed - d.listed, items = c.items - d.items
    FROM (
      SELECT category_id, sum(listed) AS listed, sum(items) AS items FROM gone GROUP BY category_id
      HAVING sum(listed) <> 0 OR sum(items) <> 0
    ) d
    WHERE c.category_id = d.category_id
  )
  UPDATE merchant_item_counts m SET items = m.items - d.items, listed = m.listed - d.listed
  FROM (SELECT merchant_id, sum(items) AS items, sum(listed) AS listed FROM gone GROUP BY merchant_id) d
  WHERE m.merchant_id = d.merchant_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO category_item_counts AS c (category_id, listed, items)
  SELECT category_id, 0, count(*) FROM items WHERE deleted_at IS NULL GROUP BY category_id
  ON CONFLICT (category_id) DO UPDATE SET items = excluded.items;
