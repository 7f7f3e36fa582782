CREATE TABLE "order_daily_revenue" (
	"day" date PRIMARY KEY NOT NULL,
	"net_pence" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_figures" (
	"status" text PRIMARY KEY NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"net_pence" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_pence","id");--> statement-breakpoint
CREATE INDEX "orders_status_sort_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_id_trgm_idx" ON "orders" USING gin (("id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_billing_email_trgm_idx" ON "orders" USING gin (("billing_address" ->> 'email') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
-- Written by hand below: the dashboard's counters (decision 036).
-- Counter changes waiting to be folded into the figures: order writes only ever append here, so
-- they never wait on (or deadlock over) a counter row that another checkout holds; the
-- dashboard folds them in (fold_order_figures) before it reads.
CREATE TABLE order_figure_changes (
  status text NOT NULL,
  day date NOT NULL,
  orders integer NOT NULL,
  net_pence bigint NOT NULL
);
--> statement-breakpoint
-- The dashboard's counters (decision 036). What an order earned, as dashboard.ts defined it when
-- it summed the orders table: its total less its refunded returns (never more than was paid)
-- when it is Delivered or paid and not cancelled; nothing otherwise. `refunded` is the sum of
-- its returns in status refunded.
CREATE OR REPLACE FUNCTION order_net_pence(status text, is_paid boolean, total_pence integer, refunded bigint)
  RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN (status = 'Delivered' OR is_paid) AND status <> 'Cancelled'
    THEN total_pence - least(CASE WHEN is_paid THEN total_pence ELSE 0 END, refunded) ELSE 0 END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_figures_day(created_at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$ SELECT (created_at AT TIME ZONE 'Europe/London')::date $$;
--> statement-breakpoint
-- Adds one order's count and earnings to its status and day (negative numbers take them away).
CREATE OR REPLACE FUNCTION add_order_figures(order_status text, placed_at timestamptz,
  order_count integer, earned bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_figure_changes (status, day, orders, net_pence)
    SELECT order_status, order_figures_day(placed_at), order_count, earned
    WHERE order_count <> 0 OR earned <> 0
$$;
--> statement-breakpoint
-- Folds the waiting changes into the figures, in one statement: a change is deleted and counted
-- once, whoever folds at the same time.
CREATE OR REPLACE FUNCTION fold_order_figures() RETURNS void LANGUAGE sql AS $$
  WITH moved AS (DELETE FROM order_figure_changes RETURNING *),
  by_status AS (
    INSERT INTO order_status_figures AS f (status, orders, net_pence)
      SELECT status, sum(orders), sum(net_pence) FROM moved GROUP BY status ORDER BY status
      ON CONFLICT (status) DO UPDATE
        SET orders = f.orders + excluded.orders, net_pence = f.net_pence + excluded.net_pence)
  INSERT INTO order_daily_revenue AS d (day, net_pence)
    SELECT day, sum(net_pence) FROM moved GROUP BY day HAVING sum(net_pence) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE SET net_pence = d.net_pence + excluded.net_pence
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_refunded_returns(target char(24)) RETURNS bigint
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(amount_pence), 0) FROM order_returns WHERE order_id = target AND status = 'refunded'
$$;
--> statement-breakpoint
-- A statement's changes, appended grouped: one that writes many orders (a bulk load, the
-- expiry) adds a row per status and day, not per order.
CREATE TYPE order_figure_change AS (order_id char(24), status text, placed_at timestamptz,
  orders integer, net_pence bigint);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION apply_order_figures(changes order_figure_change[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO order_figure_changes (status, day, orders, net_pence)
    SELECT status, order_figures_day(placed_at), sum(orders), sum(net_pence)
    FROM unnest(changes) GROUP BY 1, 2 HAVING sum(orders) <> 0 OR sum(net_pence) <> 0
$$;
--> statement-breakpoint
-- Orders placed: each counted under its status and day.
CREATE OR REPLACE FUNCTION orders_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_order_figures(array(
    SELECT (n.id, n.status, n.created_at, 1,
      order_net_pence(n.status, n.is_paid, n.total_pence, order_refunded_returns(n.id)))::order_figure_change
    FROM inserted_orders n));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Orders changed: out with what each was, in with what it is; an update that moves no figure
-- (the same status, day and earnings: a note, tracking) changes no counter. Every writer of an
-- order's returns holds the order's row lock (requestReturn, refundReturn), and this runs after
-- the statement took the orders' locks, so the refunds it reads (a fresh snapshot, READ
-- COMMITTED) are the ones committed before it: two changes to one order count one after the other.
CREATE OR REPLACE FUNCTION orders_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_order_figures(array(
    WITH pair AS (
      SELECT o.id, o.status AS was_status, o.created_at AS was_at, n.status, n.created_at,
        order_net_pence(o.status, o.is_paid, o.total_pence, r.refunded) AS was,
        order_net_pence(n.status, n.is_paid, n.total_pence, r.refunded) AS now_is
      FROM old_orders o JOIN new_orders n ON n.id = o.id
      CROSS JOIN LATERAL (SELECT order_refunded_returns(n.id) AS refunded) r),
    moved AS (
      SELECT * FROM pair
      WHERE was_status <> status OR was_at <> created_at OR was <> now_is)
    SELECT (id, was_status, was_at, -1, -was)::order_figure_change FROM moved
    UNION ALL
    SELECT (id, status, created_at, 1, now_is)::order_figure_change FROM moved));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An order deleted: counted out BEFORE it goes, while its returns are still there to read.
CREATE OR REPLACE FUNCTION orders_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_order_figures(OLD.status, OLD.created_at, -1,
    -order_net_pence(OLD.status, OLD.is_paid, OLD.total_pence, order_refunded_returns(OLD.id)));
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_count_inserted
  AFTER INSERT ON orders REFERENCING NEW TABLE AS inserted_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_count_inserted();
--> statement-breakpoint
CREATE TRIGGER orders_count_updated
  AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_count_updated();
--> statement-breakpoint
CREATE TRIGGER orders_count_deleted
  BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_count_deleted();
--> statement-breakpoint
-- Emptying the orders empties their figures.
CREATE OR REPLACE FUNCTION orders_truncate_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_figure_changes;
  DELETE FROM order_status_figures;
  DELETE FROM order_daily_revenue;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_truncate_figures
  AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_truncate_figures();
--> statement-breakpoint
-- A return refunded (or un-refunded, or its amount changed): the order's earnings move by the
-- difference. The order's row is locked first, so the order read is the latest committed one.
-- An order being deleted has been counted out already (its row is gone here).
CREATE OR REPLACE FUNCTION order_returns_keep_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target char(24) := coalesce(NEW.order_id, OLD.order_id);
  was_refunded bigint := CASE WHEN TG_OP <> 'INSERT' AND OLD.status = 'refunded' THEN OLD.amount_pence ELSE 0 END;
  now_refunded bigint := CASE WHEN TG_OP <> 'DELETE' AND NEW.status = 'refunded' THEN NEW.amount_pence ELSE 0 END;
  o record;
  refunded bigint;
BEGIN
  IF was_refunded = now_refunded THEN RETURN NULL; END IF;
  SELECT id, status, is_paid, total_pence, created_at INTO o FROM orders WHERE id = target FOR UPDATE;
  IF NOT FOUND THEN RETURN NULL; END IF;
  refunded := order_refunded_returns(target);
  PERFORM add_order_figures(o.status, o.created_at, 0,
    order_net_pence(o.status, o.is_paid, o.total_pence, refunded)
    - order_net_pence(o.status, o.is_paid, o.total_pence, refunded - now_refunded + was_refunded));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_returns_keep_figures
  AFTER INSERT OR UPDATE OF status, amount_pence OR DELETE ON order_returns
  FOR EACH ROW EXECUTE FUNCTION order_returns_keep_figures();
--> statement-breakpoint
-- The figures of the orders already there.
INSERT INTO order_status_figures (status, orders, net_pence)
  SELECT status, count(*),
    sum(order_net_pence(status, is_paid, total_pence, order_refunded_returns(id)))
  FROM orders GROUP BY 1;
--> statement-breakpoint
INSERT INTO order_daily_revenue (day, net_pence)
  SELECT order_figures_day(created_at),
    sum(order_net_pence(status, is_paid, total_pence, order_refunded_returns(id)))
  FROM orders GROUP BY 1
  HAVING sum(order_net_pence(status, is_paid, total_pence, order_refunded_returns(id))) <> 0;
