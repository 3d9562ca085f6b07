-- Keeps category_item_counts and merchant_item_counts equal to what a GROUP BY over items would give,
-- so the category tree and the seller list never count rows. Statement-level triggers with transition
-- tables: a bulk insert touches each counter row once, and an update that changes neither `listed`,
-- the category nor the seller (view counts, prices, texts) writes no counter at all. Counter rows are
-- locked in key order, so concurrent writers cannot deadlock on them within one statement.
CREATE FUNCTION items_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (SELECT category_id, merchant_id, 1 AS items, listed::int AS listed FROM new_items),
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
CREATE FUNCTION items_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes AS (
    SELECT category_id, merchant_id, -1 AS items, -(listed::int) AS listed FROM old_items
    UNION ALL
    SELECT category_id, merchant_id, 1, listed::int FROM new_items
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
-- Deleting a seller's account cascades to its items and its counter row: only existing counters change.
CREATE FUNCTION items_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (SELECT category_id, merchant_id, listed::int AS listed FROM old_items), by_category AS (
    UPDATE category_item_counts c SET listed = c.listed - d.listed
    FROM (SELECT category_id, sum(listed) AS listed FROM gone GROUP BY category_id HAVING sum(listed) <> 0) d
    WHERE c.category_id = d.category_id
  )
  UPDATE merchant_item_counts m SET items = m.items - d.items, listed = m.listed - d.listed
  FROM (SELECT merchant_id, count(*) AS items, sum(listed) AS listed FROM gone GROUP BY merchant_id) d
  WHERE m.merchant_id = d.merchant_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_counts_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION items_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER items_counts_update AFTER UPDATE ON items REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION items_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER items_counts_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION items_counts_after_delete();
--> statement-breakpoint
INSERT INTO category_item_counts (category_id, listed)
  SELECT category_id, count(*) FILTER (WHERE listed) FROM items GROUP BY category_id;
--> statement-breakpoint
INSERT INTO merchant_item_counts (merchant_id, items, listed)
  SELECT merchant_id, count(*), count(*) FILTER (WHERE listed) FROM items GROUP BY merchant_id;
