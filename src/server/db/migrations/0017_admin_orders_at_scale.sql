CREATE TABLE "order_daily_revenue" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"net_pence" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_daily_revenue_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
CREATE TABLE "order_status_figures" (
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"net_pence" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_figures_status_shard_pk" PRIMARY KEY("status","shard")
);
--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_pence","id");--> statement-breakpoint
CREATE INDEX "orders_status_sort_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_id_trgm_idx" ON "orders" USING gin (("id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_billing_email_trgm_idx" ON "orders" USING gin (("billing_address" ->> 'email') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
-- hand-written below
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
CREATE OR REPLACE FUNCTION order_figures_shard(order_id char(24)) RETURNS smallint
  LANGUAGE sql IMMUTABLE AS $$ SELECT (abs(hashtext(order_id::text)) % 16)::smallint $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_figures_day(created_at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE AS $$ SELECT (created_at AT TIME ZONE 'Europe/London')::date $$;
--> statement-breakpoint
-- Adds one order's count and earnings to its status and day (negative numbers take them away).
CREATE OR REPLACE FUNCTION add_order_figures(order_id char(24), order_status text,
  placed_at timestamptz, order_count integer, earned bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF order_count = 0 AND earned = 0 THEN RETURN; END IF;
  INSERT INTO order_status_figures AS f (status, shard, orders, net_pence)
    VALUES (order_status, order_figures_shard(order_id), order_count, earned)
    ON CONFLICT (status, shard) DO UPDATE
      SET orders = f.orders + excluded.orders, net_pence = f.net_pence + excluded.net_pence;
  IF earned <> 0 THEN
    INSERT INTO order_daily_revenue AS d (day, shard, net_pence)
      VALUES (order_figures_day(placed_at), order_figures_shard(order_id), earned)
      ON CONFLICT (day, shard) DO UPDATE SET net_pence = d.net_pence + excluded.net_pence;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_refunded_returns(target char(24)) RETURNS bigint
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(amount_pence), 0) FROM order_returns WHERE order_id = target AND status = 'refunded'
$$;
--> statement-breakpoint
-- An order's own change: out with what it was, in with what it is. Every writer of an order's
-- returns holds the order's row lock (refundReturn, requestReturn), and this trigger runs under
-- that same lock, so the refunds it reads (a fresh snapshot, READ COMMITTED) are the ones
-- committed before it: concurrent changes to one order are counted one after the other. The
-- deletion is counted BEFORE it happens, while the order's returns are still there to read.
CREATE OR REPLACE FUNCTION orders_keep_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  refunded bigint := order_refunded_returns(coalesce(NEW.id, OLD.id));
  was bigint := CASE WHEN TG_OP <> 'INSERT'
    THEN order_net_pence(OLD.status, OLD.is_paid, OLD.total_pence, refunded) END;
  now_is bigint := CASE WHEN TG_OP <> 'DELETE'
    THEN order_net_pence(NEW.status, NEW.is_paid, NEW.total_pence, refunded) END;
BEGIN
  -- An update that moves nothing (the same status, day and earnings) takes no counter's lock.
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.created_at = NEW.created_at
    AND was = now_is THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM add_order_figures(OLD.id, OLD.status, OLD.created_at, -1, -was);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM add_order_figures(NEW.id, NEW.status, NEW.created_at, 1, now_is);
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_keep_figures
  AFTER INSERT OR UPDATE OF status, is_paid, total_pence, created_at ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_keep_figures();
--> statement-breakpoint
CREATE TRIGGER orders_keep_figures_on_delete
  BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_keep_figures();
--> statement-breakpoint
-- Emptying the orders empties their figures.
CREATE OR REPLACE FUNCTION orders_truncate_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
  PERFORM add_order_figures(o.id, o.status, o.created_at, 0,
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
INSERT INTO order_status_figures (status, shard, orders, net_pence)
  SELECT status, order_figures_shard(id), count(*),
    sum(order_net_pence(status, is_paid, total_pence, order_refunded_returns(id)))
  FROM orders GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO order_daily_revenue (day, shard, net_pence)
  SELECT order_figures_day(created_at), order_figures_shard(id),
    sum(order_net_pence(status, is_paid, total_pence, order_refunded_returns(id)))
  FROM orders GROUP BY 1, 2
  HAVING sum(order_net_pence(status, is_paid, total_pence, order_refunded_returns(id))) <> 0;
