CREATE INDEX "items_seller_live_created_idx" ON "items" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."deleted_at" IS NULL AND "items"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "items_seller_live_status_created_idx" ON "items" USING btree ("merchant_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."deleted_at" IS NULL AND "items"."archived_at" IS NULL;--> statement-breakpoint
-- An archived product is hidden; showing it (any write that makes it ACTIVE: the product form, hide/show,
-- an admin's show) takes it out of the archive, so an ACTIVE product is never archived and listed stays right.
CREATE FUNCTION items_shown_leaves_archive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'ACTIVE' AND NEW.archived_at IS NOT NULL THEN
    NEW.archived_at := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER items_shown_leaves_archive BEFORE INSERT OR UPDATE OF status, archived_at ON items
  FOR EACH ROW EXECUTE FUNCTION items_shown_leaves_archive();
