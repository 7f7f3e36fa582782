-- Orders changed (decision 036, and 038's fourth pass): only the rows whose status, day, payment
-- or total changed can move a figure, so only those have their refunded returns read, and an
-- update that changes none of them (a hold taken over by a capture, a note, tracking) writes no
-- figure change. Every paid order updates its row twice, and this trigger had read each row's
-- returns both times.
CREATE OR REPLACE FUNCTION orders_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes order_figure_change[];
BEGIN
  changes := array(
    WITH pair AS (
      SELECT o.id, o.status AS was_status, o.created_at AS was_at, n.status, n.created_at,
        order_net_pence(o.status, o.is_paid, o.total_pence, r.refunded) AS was,
        order_net_pence(n.status, n.is_paid, n.total_pence, r.refunded) AS now_is
      FROM old_orders o JOIN new_orders n ON n.id = o.id
      CROSS JOIN LATERAL (SELECT order_refunded_returns(n.id) AS refunded) r
      WHERE o.status <> n.status OR o.created_at <> n.created_at OR o.is_paid <> n.is_paid
        OR o.total_pence <> n.total_pence),
    moved AS (
      SELECT * FROM pair
      WHERE was_status <> status OR was_at <> created_at OR was <> now_is)
    SELECT (id, was_status, was_at, -1, -was)::order_figure_change FROM moved
    UNION ALL
    SELECT (id, status, created_at, 1, now_is)::order_figure_change FROM moved);
  IF cardinality(changes) > 0 THEN
    PERFORM apply_order_figures(changes);
  END IF;
  RETURN NULL;
END
$$;
