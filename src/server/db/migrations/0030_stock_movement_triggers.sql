-- Stock history (decision 045): every change of products.count_in_stock is written to
-- stock_movements by the triggers below, whatever wrote it. The writer says why in
-- transaction-local settings, set by set_stock_context() inside its own statement (a FROM item of
-- the UPDATE, so placing an order costs no extra round trip); the statement's trigger reads them
-- and clears them, so they never leak into a later statement of the same transaction. A change
-- without them is recorded as 'other'.
CREATE OR REPLACE FUNCTION set_stock_context(reason text, actor_id text, order_ids text, return_id text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('shop.stock_reason', reason, true);
  PERFORM set_config('shop.stock_actor', coalesce(actor_id, ''), true);
  -- One order, or several (comma-separated) when one statement puts back several orders' units.
  PERFORM set_config('shop.stock_orders', coalesce(order_ids, ''), true);
  PERFORM set_config('shop.stock_return', coalesce(return_id, ''), true);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_stock_movements() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stock_reason text := coalesce(nullif(current_setting('shop.stock_reason', true), ''), 'other');
  actor char(24) := nullif(current_setting('shop.stock_actor', true), '');
  order_ids char(24)[] := string_to_array(nullif(current_setting('shop.stock_orders', true), ''), ',');
  stock_return char(24) := nullif(current_setting('shop.stock_return', true), '');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stock_movements (product_id, change, stock_after, reason, actor_id)
    SELECT id, count_in_stock, count_in_stock, stock_reason, actor FROM new_rows
    WHERE count_in_stock <> 0 AND NOT stock_per_option;
  ELSE
    -- Several orders' units in one statement (the expiry sweep): one movement per order, each
    -- product's running stock after it; their units sum to the product's change.
    INSERT INTO stock_movements (product_id, change, stock_after, reason, order_id, return_id, actor_id)
    SELECT c.id, coalesce(per_order.units, c.change),
      c.before + coalesce(sum(per_order.units) OVER (PARTITION BY c.id ORDER BY per_order.order_id), c.change),
      stock_reason, coalesce(per_order.order_id, CASE WHEN cardinality(order_ids) = 1 THEN order_ids[1] END),
      stock_return, actor
    FROM (SELECT n.id, o.count_in_stock AS before, n.count_in_stock - o.count_in_stock AS change
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE n.count_in_stock <> o.count_in_stock AND NOT n.stock_per_option) c
    LEFT JOIN LATERAL (
      SELECT i.order_id, sum(i.qty)::int * sign(c.change)::int AS units FROM order_items i
      WHERE cardinality(order_ids) > 1 AND i.order_id = ANY (order_ids) AND i.product_id = c.id
      GROUP BY i.order_id) per_order ON true;
  END IF;
  -- Not when the options' trigger moved a product's sum (migration 0024): the options' own
  -- movements, recorded at the end of their statement, still need the settings.
  IF pg_trigger_depth() = 1 AND (stock_reason <> 'other' OR actor IS NOT NULL
      OR order_ids IS NOT NULL OR stock_return IS NOT NULL) THEN
    PERFORM set_stock_context('', NULL, NULL, NULL);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_stock_movements_by_insert"
  AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_stock_movements();
--> statement-breakpoint
CREATE TRIGGER "products_stock_movements_by_update"
  AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_stock_movements();

--> statement-breakpoint
-- A product kept in stock per option (decision 041) moves by its options: each option's change is
-- recorded with the option, from the same settings; the products' trigger above skips such a
-- product's sum. These do not clear the settings: one writer's statements (the owner's save, or
-- an order taking and putting back options) may move several options in turn, and the next
-- products' statement clears them.
CREATE OR REPLACE FUNCTION record_option_stock_movements() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stock_reason text := coalesce(nullif(current_setting('shop.stock_reason', true), ''), 'other');
  actor char(24) := nullif(current_setting('shop.stock_actor', true), '');
  order_ids char(24)[] := string_to_array(nullif(current_setting('shop.stock_orders', true), ''), ',');
  stock_return char(24) := nullif(current_setting('shop.stock_return', true), '');
  -- Each option's stock before and after, from the transition tables this event has.
  changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('product_id', product_id, 'choice', choice,
      'before', 0, 'after', count_in_stock)) INTO changes FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('product_id', product_id, 'choice', choice,
      'before', count_in_stock, 'after', 0)) INTO changes FROM old_rows;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('product_id', n.product_id, 'choice', n.choice,
      'before', o.count_in_stock, 'after', n.count_in_stock)) INTO changes
    FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.count_in_stock <> o.count_in_stock;
  END IF;
  -- Several orders' units in one statement (the expiry sweep): one movement per order, as above.
  INSERT INTO stock_movements (product_id, variant, change, stock_after, reason, order_id, return_id, actor_id)
  SELECT c.product_id, c.choice, coalesce(per_order.units, c.after - c.before),
    c.before + coalesce(sum(per_order.units) OVER (PARTITION BY c.product_id, c.choice ORDER BY per_order.order_id),
      c.after - c.before),
    stock_reason, coalesce(per_order.order_id, CASE WHEN cardinality(order_ids) = 1 THEN order_ids[1] END),
    stock_return, actor
  FROM jsonb_to_recordset(coalesce(changes, '[]')) AS c(product_id char(24), choice jsonb, before int, after int)
  LEFT JOIN LATERAL (
    SELECT i.order_id, sum(i.qty)::int * sign(c.after - c.before)::int AS units FROM order_items i
    WHERE cardinality(order_ids) > 1 AND i.order_id = ANY (order_ids)
      AND i.product_id = c.product_id AND i.variation = c.choice
    GROUP BY i.order_id) per_order ON true
  WHERE c.after <> c.before;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_movements_by_insert"
  AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_option_stock_movements();
--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_movements_by_update"
  AFTER UPDATE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_option_stock_movements();
--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_movements_by_delete"
  AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_option_stock_movements();
