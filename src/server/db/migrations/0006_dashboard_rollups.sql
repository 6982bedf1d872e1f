CREATE TABLE "sales_by_employee_day" (
	"day" date NOT NULL,
	"employee_id" uuid NOT NULL,
	"orders" integer NOT NULL,
	"sales_fils" bigint NOT NULL,
	CONSTRAINT "sales_by_employee_day_day_employee_id_pk" PRIMARY KEY("day","employee_id")
);
--> statement-breakpoint
CREATE TABLE "sales_by_hour" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"sales_fils" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_by_product_day" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"revenue_fils" bigint NOT NULL,
	CONSTRAINT "sales_by_product_day_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
-- The dashboard's rollups are kept exact by the triggers below, with +/- deltas, so the dashboard
-- reads a few hundred pre-summed rows instead of a month's orders and their lines. Cancelled
-- orders never count; order lines whose product is gone (product_id NULL) never count.
-- Keys: the UTC hour start (date_bin, whatever the session's time zone) and the Asia/Dubai day.
CREATE OR REPLACE FUNCTION dashboard_hour(ts timestamptz) RETURNS timestamptz AS $$
  SELECT date_bin('1 hour', ts, timestamptz '2000-01-01 00:00:00+00')
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_day(ts timestamptz) RETURNS date AS $$
  SELECT (ts AT TIME ZONE 'Asia/Dubai')::date
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- Every rollup row recomputed from the orders and their lines (the backfill below; also for
-- benchmarks that seed with the triggers off, and to repair by hand).
CREATE OR REPLACE FUNCTION rebuild_dashboard_rollups() RETURNS void AS $$
BEGIN
  LOCK TABLE orders, order_items IN SHARE MODE;
  TRUNCATE sales_by_hour, sales_by_employee_day, sales_by_product_day;
  INSERT INTO sales_by_hour (hour, orders, sales_fils)
    SELECT dashboard_hour(created_at), count(*), sum(total_fils) FROM orders
     WHERE status <> 'cancelled' GROUP BY 1;
  INSERT INTO sales_by_employee_day (day, employee_id, orders, sales_fils)
    SELECT dashboard_day(created_at), employee_id, count(*), sum(total_fils) FROM orders
     WHERE status <> 'cancelled' AND employee_id IS NOT NULL GROUP BY 1, 2;
  INSERT INTO sales_by_product_day (day, product_id, quantity, revenue_fils)
    SELECT dashboard_day(o.created_at), i.product_id, sum(i.quantity), sum(i.quantity::bigint * i.unit_price_fils)
      FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.status <> 'cancelled' AND i.product_id IS NOT NULL GROUP BY 1, 2;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Orders inserted or updated (statement-level, with transition tables): each statement's old rows
-- are taken out and its new rows put in, netted per key, and only keys that move are written, in
-- key order (so concurrent writers lock rollup rows in the same order). A status change between
-- pending, processing and completed moves nothing.
CREATE OR REPLACE FUNCTION dashboard_orders_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_by_hour AS t (hour, orders, sales_fils)
      SELECT dashboard_hour(created_at), count(*), sum(total_fils) FROM new_orders
       WHERE status <> 'cancelled' GROUP BY 1 ORDER BY 1
    ON CONFLICT (hour) DO UPDATE SET orders = t.orders + EXCLUDED.orders, sales_fils = t.sales_fils + EXCLUDED.sales_fils;
    INSERT INTO sales_by_employee_day AS t (day, employee_id, orders, sales_fils)
      SELECT dashboard_day(created_at), employee_id, count(*), sum(total_fils) FROM new_orders
       WHERE status <> 'cancelled' AND employee_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, employee_id) DO UPDATE SET orders = t.orders + EXCLUDED.orders, sales_fils = t.sales_fils + EXCLUDED.sales_fils;
    -- A new order has no lines yet: its lines' trigger counts them.
    RETURN NULL;
  END IF;

  -- UPDATE. Nothing to do unless a counted figure moved.
  IF NOT EXISTS (
    SELECT 1 FROM old_orders o FULL JOIN new_orders n ON n.id = o.id
     WHERE o.id IS NULL OR n.id IS NULL
        OR (o.status = 'cancelled') <> (n.status = 'cancelled') OR o.created_at <> n.created_at
        OR o.employee_id IS DISTINCT FROM n.employee_id OR o.total_fils <> n.total_fils
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO sales_by_hour AS t (hour, orders, sales_fils)
    SELECT hour, sum(n), sum(fils) FROM (
      SELECT dashboard_hour(created_at) AS hour, -1 AS n, -total_fils::bigint AS fils FROM old_orders WHERE status <> 'cancelled'
      UNION ALL
      SELECT dashboard_hour(created_at), 1, total_fils FROM new_orders WHERE status <> 'cancelled'
    ) d GROUP BY hour HAVING sum(n) <> 0 OR sum(fils) <> 0 ORDER BY hour
  ON CONFLICT (hour) DO UPDATE SET orders = t.orders + EXCLUDED.orders, sales_fils = t.sales_fils + EXCLUDED.sales_fils;
  INSERT INTO sales_by_employee_day AS t (day, employee_id, orders, sales_fils)
    SELECT day, employee_id, sum(n), sum(fils) FROM (
      SELECT dashboard_day(created_at) AS day, employee_id, -1 AS n, -total_fils::bigint AS fils FROM old_orders
       WHERE status <> 'cancelled' AND employee_id IS NOT NULL
      UNION ALL
      SELECT dashboard_day(created_at), employee_id, 1, total_fils FROM new_orders
       WHERE status <> 'cancelled' AND employee_id IS NOT NULL
    ) d GROUP BY day, employee_id HAVING sum(n) <> 0 OR sum(fils) <> 0 ORDER BY day, employee_id
  ON CONFLICT (day, employee_id) DO UPDATE SET orders = t.orders + EXCLUDED.orders, sales_fils = t.sales_fils + EXCLUDED.sales_fils;
  -- The lines of orders that were cancelled, un-cancelled or moved to another day move with them.
  INSERT INTO sales_by_product_day AS t (day, product_id, quantity, revenue_fils)
    SELECT day, product_id, sum(q), sum(fils) FROM (
      SELECT dashboard_day(o.created_at) AS day, i.product_id, -i.quantity AS q, -(i.quantity::bigint * i.unit_price_fils) AS fils
        FROM old_orders o JOIN new_orders n ON n.id = o.id JOIN order_items i ON i.order_id = o.id
       WHERE o.status <> 'cancelled' AND i.product_id IS NOT NULL
         AND (n.status = 'cancelled' OR dashboard_day(n.created_at) <> dashboard_day(o.created_at))
      UNION ALL
      SELECT dashboard_day(n.created_at), i.product_id, i.quantity, i.quantity::bigint * i.unit_price_fils
        FROM old_orders o JOIN new_orders n ON n.id = o.id JOIN order_items i ON i.order_id = n.id
       WHERE n.status <> 'cancelled' AND i.product_id IS NOT NULL
         AND (o.status = 'cancelled' OR dashboard_day(n.created_at) <> dashboard_day(o.created_at))
    ) d GROUP BY day, product_id HAVING sum(q) <> 0 OR sum(fils) <> 0 ORDER BY day, product_id
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = t.quantity + EXCLUDED.quantity, revenue_fils = t.revenue_fils + EXCLUDED.revenue_fils;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION dashboard_orders_changed();
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION dashboard_orders_changed();
--> statement-breakpoint
-- An order deleted: taken out BEFORE the row goes, while its lines (deleted by the cascade
-- afterwards, when the order can no longer be read) are still there to be taken out with it.
CREATE OR REPLACE FUNCTION dashboard_order_deleting() RETURNS trigger AS $$
BEGIN
  IF OLD.status = 'cancelled' THEN
    RETURN OLD;
  END IF;
  INSERT INTO sales_by_hour AS t (hour, orders, sales_fils) VALUES (dashboard_hour(OLD.created_at), -1, -OLD.total_fils)
  ON CONFLICT (hour) DO UPDATE SET orders = t.orders + EXCLUDED.orders, sales_fils = t.sales_fils + EXCLUDED.sales_fils;
  IF OLD.employee_id IS NOT NULL THEN
    INSERT INTO sales_by_employee_day AS t (day, employee_id, orders, sales_fils)
      VALUES (dashboard_day(OLD.created_at), OLD.employee_id, -1, -OLD.total_fils)
    ON CONFLICT (day, employee_id) DO UPDATE SET orders = t.orders + EXCLUDED.orders, sales_fils = t.sales_fils + EXCLUDED.sales_fils;
  END IF;
  INSERT INTO sales_by_product_day AS t (day, product_id, quantity, revenue_fils)
    SELECT dashboard_day(OLD.created_at), product_id, -sum(quantity), -sum(quantity::bigint * unit_price_fils)
      FROM order_items WHERE order_id = OLD.id AND product_id IS NOT NULL GROUP BY product_id ORDER BY product_id
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = t.quantity + EXCLUDED.quantity, revenue_fils = t.revenue_fils + EXCLUDED.revenue_fils;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION dashboard_order_deleting();
--> statement-breakpoint
-- Order lines inserted, updated (a product deleted sets product_id NULL: its lines leave the
-- ranking) or deleted. A line counts when its order is not cancelled; lines of an order being
-- deleted find no order and move nothing (the order's delete trigger took them out). The orders
-- are first locked FOR SHARE, in id order, so a concurrent cancel, un-cancel or delete of the
-- same order runs wholly before or after this and both see each other's work.
CREATE OR REPLACE FUNCTION dashboard_items_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM orders WHERE id IN (SELECT order_id FROM new_items) ORDER BY id FOR SHARE;
    INSERT INTO sales_by_product_day AS t (day, product_id, quantity, revenue_fils)
      SELECT dashboard_day(o.created_at), i.product_id, sum(i.quantity), sum(i.quantity::bigint * i.unit_price_fils)
        FROM new_items i JOIN orders o ON o.id = i.order_id
       WHERE o.status <> 'cancelled' AND i.product_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, product_id) DO UPDATE SET quantity = t.quantity + EXCLUDED.quantity, revenue_fils = t.revenue_fils + EXCLUDED.revenue_fils;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM orders WHERE id IN (SELECT order_id FROM old_items) ORDER BY id FOR SHARE;
    INSERT INTO sales_by_product_day AS t (day, product_id, quantity, revenue_fils)
      SELECT dashboard_day(o.created_at), i.product_id, -sum(i.quantity), -sum(i.quantity::bigint * i.unit_price_fils)
        FROM old_items i JOIN orders o ON o.id = i.order_id
       WHERE o.status <> 'cancelled' AND i.product_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, product_id) DO UPDATE SET quantity = t.quantity + EXCLUDED.quantity, revenue_fils = t.revenue_fils + EXCLUDED.revenue_fils;
  ELSE
    PERFORM 1 FROM orders WHERE id IN (SELECT order_id FROM old_items UNION SELECT order_id FROM new_items) ORDER BY id FOR SHARE;
    INSERT INTO sales_by_product_day AS t (day, product_id, quantity, revenue_fils)
      SELECT dashboard_day(o.created_at), d.product_id, sum(d.q), sum(d.fils) FROM (
        SELECT order_id, product_id, -quantity AS q, -(quantity::bigint * unit_price_fils) AS fils FROM old_items WHERE product_id IS NOT NULL
        UNION ALL
        SELECT order_id, product_id, quantity, quantity::bigint * unit_price_fils FROM new_items WHERE product_id IS NOT NULL
      ) d JOIN orders o ON o.id = d.order_id
       WHERE o.status <> 'cancelled' GROUP BY 1, 2 HAVING sum(d.q) <> 0 OR sum(d.fils) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, product_id) DO UPDATE SET quantity = t.quantity + EXCLUDED.quantity, revenue_fils = t.revenue_fils + EXCLUDED.revenue_fils;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER order_items_dashboard_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION dashboard_items_changed();
--> statement-breakpoint
CREATE TRIGGER order_items_dashboard_update AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION dashboard_items_changed();
--> statement-breakpoint
CREATE TRIGGER order_items_dashboard_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION dashboard_items_changed();
--> statement-breakpoint
-- Backfill from the orders already there.
SELECT rebuild_dashboard_rollups();
