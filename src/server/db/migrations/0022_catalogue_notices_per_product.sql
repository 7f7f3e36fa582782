-- Catalogue change notices say which products a sale changed (decision 039), and the writing
-- session hears its own at once.
-- A notice goes to every instance (NOTIFY, delivered at commit) and, on a session that asked for
-- it (the shop's pools set shop.hear_own_catalogue_changes), to the writer itself as a NOTICE
-- message straight away: the writer's connection acts on it when its transaction ends, so an
-- instance reads its own writes without every pooled connection LISTENing.
CREATE OR REPLACE FUNCTION announce_catalogue_change(payload text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', payload);
  IF current_setting('shop.hear_own_catalogue_changes', true) = 'on' THEN
    RAISE NOTICE 'catalogue_changed' USING DETAIL = payload;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce_catalogue_change(TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An UPDATE of products compares each row before and after. Only the stock changed, no product
-- crossing zero (a sale, a cancellation): 'products stock <id>,<id>…', and a cache forgets only
-- what shows those products. Only the sales counter changed (a payment): no notice (decision 038).
-- Anything else, or more products than a notice holds (PostgreSQL's limit is 8000 bytes; 200 ids
-- of 24 characters take 5000): 'products', and everything is cleared. Every column but stock and
-- sales counts as "anything else", so a new column needs no change here.
CREATE OR REPLACE FUNCTION notify_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stock_only boolean;
  stock_changed text[];
BEGIN
  SELECT
    coalesce(bool_and(
      o.id IS NOT NULL AND n.id IS NOT NULL
      AND to_jsonb(o) - '{count_in_stock,sales}'::text[] = to_jsonb(n) - '{count_in_stock,sales}'::text[]
      AND (o.count_in_stock > 0) = (n.count_in_stock > 0)), true),
    array_agg(n.id::text) FILTER (WHERE o.count_in_stock <> n.count_in_stock)
  INTO stock_only, stock_changed
  FROM old_rows o FULL JOIN new_rows n ON n.id = o.id;
  IF NOT stock_only OR cardinality(stock_changed) > 200 THEN
    PERFORM announce_catalogue_change('products');
  ELSIF stock_changed IS NOT NULL THEN
    PERFORM announce_catalogue_change('products stock ' || array_to_string(stock_changed, ','));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "products_catalogue_changed_by_update" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed_by_update"
  AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_products_updated();
