-- A paid order adds its units to `products.sales`; that alone no longer sends a catalogue change
-- notice (decision 038). Placing the order already sent one for the stock it took, and every
-- NOTIFY takes one database-wide lock through its commit, so a second notice per sale lined the
-- settlements up behind each other. What reads `sales` (the bestselling shelf, the API's sort by
-- sales) is at most the cache's minute old, or fresh at the next stock change.
-- Every other column is listed: a new column of products must be added here (the generated
-- search columns cannot be set, so they are left out; tests/server/catalogue-notices.test.ts
-- checks the list).
DROP TRIGGER "products_catalogue_changed" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed"
  AFTER INSERT OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed_by_update"
  AFTER UPDATE OF "id", "name", "description", "price_pence", "old_price_pence", "brand",
    "material", "category_id", "tags", "variations", "count_in_stock", "is_active", "is_featured",
    "is_on_sale", "is_new_arrival", "average_rating", "review_count", "created_at", "updated_at"
  ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
