-- Scheduled sales and price history (decision 041).
-- price_pence stays the price charged now (checkout, sorting and indexes read it), old_price_pence
-- the was-price shown and is_on_sale the sale now. A product with a scheduled sale (sale_price_pence
-- set) has them derived from the owner's regular price, sale price and dates, here, on every write
-- of the row; the minute's job (saleSchedule.ts) touches the rows whose sale started or ended since.
CREATE OR REPLACE FUNCTION product_sale_is_on(sale_price_pence integer, starts timestamptz, ends timestamptz, at timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT sale_price_pence IS NOT NULL AND (starts IS NULL OR starts <= at) AND (ends IS NULL OR at < ends)
$$;
--> statement-breakpoint
-- A writer that changes the price, the was-price or the flag of a product with a scheduled sale
-- and leaves the sale as it is (a bulk price change, an import, a script) has priced it by hand:
-- the sale ends there, so the next derivation does not undo what that person did.
CREATE OR REPLACE FUNCTION products_follow_sale() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sale_on boolean;
BEGIN
  IF TG_OP = 'UPDATE'
    AND (NEW.regular_price_pence, NEW.sale_price_pence, NEW.sale_starts_at, NEW.sale_ends_at)
      IS NOT DISTINCT FROM (OLD.regular_price_pence, OLD.sale_price_pence, OLD.sale_starts_at, OLD.sale_ends_at)
    AND (NEW.price_pence, NEW.old_price_pence, NEW.is_on_sale)
      IS DISTINCT FROM (OLD.price_pence, OLD.old_price_pence, OLD.is_on_sale) THEN
    NEW.regular_price_pence := NULL;
    NEW.sale_price_pence := NULL;
    NEW.sale_starts_at := NULL;
    NEW.sale_ends_at := NULL;
  END IF;
  IF NEW.sale_price_pence IS NOT NULL THEN
    sale_on := product_sale_is_on(NEW.sale_price_pence, NEW.sale_starts_at, NEW.sale_ends_at, now());
    NEW.price_pence := CASE WHEN sale_on THEN NEW.sale_price_pence ELSE NEW.regular_price_pence END;
    NEW.old_price_pence := CASE WHEN sale_on THEN NEW.regular_price_pence END;
    NEW.is_on_sale := sale_on;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Only rows with a scheduled sale call the function: a checkout's stock update of others does not.
CREATE TRIGGER "products_follow_sale_on_insert"
  BEFORE INSERT ON "products"
  FOR EACH ROW WHEN (NEW.sale_price_pence IS NOT NULL) EXECUTE FUNCTION products_follow_sale();
--> statement-breakpoint
CREATE TRIGGER "products_follow_sale_on_update"
  BEFORE UPDATE ON "products"
  FOR EACH ROW WHEN (NEW.sale_price_pence IS NOT NULL OR OLD.sale_price_pence IS NOT NULL)
  EXECUTE FUNCTION products_follow_sale();
--> statement-breakpoint
-- A new price closes the open period and opens one; a second change in the same transaction
-- (the same now()) replaces the period it opened.
CREATE OR REPLACE FUNCTION record_product_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_price_history SET charged_until = now()
  WHERE product_id = NEW.id AND charged_until IS NULL AND charged_from < now();
  INSERT INTO product_price_history (product_id, price_pence, charged_from)
  VALUES (NEW.id, NEW.price_pence, now())
  ON CONFLICT (product_id, charged_from) DO UPDATE SET price_pence = EXCLUDED.price_pence, charged_until = NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_new_products_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_price_history (product_id, price_pence, charged_from)
  SELECT id, price_pence, now() FROM new_products;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Row by row only when the price changed (a stock update passes the WHEN and calls nothing);
-- inserts in one statement, so seeding thousands of products writes their history at once.
CREATE TRIGGER "products_price_history_on_update"
  AFTER UPDATE ON "products"
  FOR EACH ROW WHEN (OLD.price_pence IS DISTINCT FROM NEW.price_pence)
  EXECUTE FUNCTION record_product_price();
--> statement-breakpoint
CREATE TRIGGER "products_price_history_on_insert"
  AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION record_new_products_prices();
--> statement-breakpoint
-- What each product is charged now is all that is known of the past: its history starts today.
INSERT INTO product_price_history (product_id, price_pence, charged_from)
SELECT id, price_pence, now() FROM products;
