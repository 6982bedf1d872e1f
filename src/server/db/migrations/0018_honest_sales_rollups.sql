CREATE TABLE "sales_by_method_day" (
	"day" date NOT NULL,
	"payment_method" text NOT NULL,
	"orders" integer NOT NULL,
	"sales_fils" bigint NOT NULL,
	"vat_fils" bigint NOT NULL,
	CONSTRAINT "sales_by_method_day_day_payment_method_pk" PRIMARY KEY("day","payment_method")
);
--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD COLUMN "vat_fils" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Honest figures (decision 048): the dashboard's sales are the orders completed AND paid, each for
-- its total less what its refunds gave back (VAT: vat_fils less refunded_vat_fils); cancelled,
-- open (received, being prepared, ready) and handed-over-but-unpaid orders never count. The same
-- rule for every rollup: hours (now with the VAT), days by payment method (new), employees and
-- products. Product revenue stays line-based (quantity × unit price of the counted orders' lines):
-- a refund names no line, so a part refund is not spread over products. Keys as in 0006: the UTC
-- hour start and the Asia/Dubai day of the order's created_at.
CREATE OR REPLACE FUNCTION dashboard_counted(status text, payment_status text) RETURNS boolean AS $$
  SELECT status = 'completed' AND payment_status = 'paid'
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_dashboard_rollups() RETURNS void AS $$
BEGIN
  LOCK TABLE orders, order_items IN SHARE MODE;
  TRUNCATE sales_by_hour, sales_by_method_day, sales_by_employee_day, sales_by_product_day;
  INSERT INTO sales_by_hour (hour, orders, sales_fils, vat_fils)
    SELECT dashboard_hour(created_at), count(*), sum(total_fils - refunded_fils), sum(vat_fils - refunded_vat_fils)
      FROM orders WHERE dashboard_counted(status, payment_status) GROUP BY 1;
  INSERT INTO sales_by_method_day (day, payment_method, orders, sales_fils, vat_fils)
    SELECT dashboard_day(created_at), payment_method, count(*), sum(total_fils - refunded_fils), sum(vat_fils - refunded_vat_fils)
      FROM orders WHERE dashboard_counted(status, payment_status) GROUP BY 1, 2;
  INSERT INTO sales_by_employee_day (day, employee_id, orders, sales_fils)
    SELECT dashboard_day(created_at), employee_id, count(*), sum(total_fils - refunded_fils) FROM orders
     WHERE dashboard_counted(status, payment_status) AND employee_id IS NOT NULL GROUP BY 1, 2;
  INSERT INTO sales_by_product_day (day, product_id, quantity, revenue_fils)
    SELECT dashboard_day(o.created_at), i.product_id, sum(i.quantity), sum(i.quantity::bigint * i.unit_price_fils)
      FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE dashboard_counted(o.status, o.payment_status) AND i.product_id IS NOT NULL GROUP BY 1, 2;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Orders inserted or updated (statement-level, with transition tables): each statement's counted
-- old rows are taken out and its counted new rows put in, netted per key; only keys that move are
-- written, in key order (so concurrent writers lock rollup rows in the same order). A change to an
-- order that counts neither before nor after (an open order started, readied, paid) moves nothing.
CREATE OR REPLACE FUNCTION dashboard_orders_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_orders WHERE dashboard_counted(status, payment_status)) THEN
      RETURN NULL;
    END IF;
    INSERT INTO sales_by_hour AS t (hour, orders, sales_fils, vat_fils)
      SELECT dashboard_hour(created_at), count(*), sum(total_fils - refunded_fils), sum(vat_fils - refunded_vat_fils)
        FROM new_orders WHERE dashboard_counted(status, payment_status) GROUP BY 1 ORDER BY 1
    ON CONFLICT (hour) DO UPDATE SET orders = t.orders + EXCLUDED.orders, sales_fils = t.sales_fils + EXCLUDED.sales_fils, vat_fils = t.vat_fils + EXCLUDED.vat_fils;
    INSERT INTO sales_by_method_day AS t (day, payment_method, orders, sales_fils, vat_fils)
      SELECT dashboard_day(created_at), payment_method, count(*), sum(total_fils - refunded_fils), sum(vat_fils - refunded_vat_fils)
        FROM new_orders WHERE dashboard_counted(status, payment_status) GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, payment_method) DO UPDATE SET orders = t.orders + EXCLUDED.orders, sales_fils = t.sales_fils + EXCLUDED.sales_fils, vat_fils = t.vat_fils + EXCLUDED.vat_fils;
    INSERT INTO sales_by_employee_day AS t (day, employee_id, orders, sales_fils)
      SELECT dashboard_day(created_at), employee_id, count(*), sum(total_fils - refunded_fils) FROM new_orders
       WHERE dashboard_counted(status, payment_status) AND employee_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, employee_id) DO UPDATE SET orders = t.orders + EXCLUDED.orders, sales_fils = t.sales_fils + EXCLUDED.sales_fils;
    -- A new order has no lines yet: its lines' trigger counts them.
    RETURN NULL;
  END IF;

  -- UPDATE. Nothing to do unless an order that counts (before or after) changed a counted figure.
  IF NOT EXISTS (
    SELECT 1 FROM old_orders o FULL JOIN new_orders n ON n.id = o.id
     WHERE (dashboard_counted(o.status, o.payment_status) IS TRUE OR dashboard_counted(n.status, n.payment_status) IS TRUE)
       AND (o.id IS NULL OR n.id IS NULL
        OR dashboard_counted(o.status, o.payment_status) <> dashboard_counted(n.status, n.payment_status)
        OR o.created_at <> n.created_at OR o.employee_id IS DISTINCT FROM n.employee_id
        OR o.payment_method <> n.payment_method OR o.total_fils <> n.total_fils OR o.vat_fils <> n.vat_fils
        OR o.refunded_fils <> n.refunded_fils OR o.refunded_vat_fils <> n.refunded_vat_fils)
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO sales_by_hour AS t (hour, orders, sales_fils, vat_fils)
    SELECT hour, sum(n), sum(fils), sum(vat) FROM (
      SELECT dashboard_hour(created_at) AS hour, -1 AS n, -(total_fils - refunded_fils)::bigint AS fils, -(vat_fils - refunded_vat_fils)::bigint AS vat
        FROM old_orders WHERE dashboard_counted(status, payment_status)
      UNION ALL
      SELECT dashboard_hour(created_at), 1, total_fils - refunded_fils, vat_fils - refunded_vat_fils
        FROM new_orders WHERE dashboard_counted(status, payment_status)
    ) d GROUP BY hour HAVING sum(n) <> 0 OR sum(fils) <> 0 OR sum(vat) <> 0 ORDER BY hour
  ON CONFLICT (hour) DO UPDATE SET orders = t.orders + EXCLUDED.orders, sales_fils = t.sales_fils + EXCLUDED.sales_fils, vat_fils = t.vat_fils + EXCLUDED.vat_fils;
  INSERT INTO sales_by_method_day AS t (day, payment_method, orders, sales_fils, vat_fils)
    SELECT day, payment_method, sum(n), sum(fils), sum(vat) FROM (
      SELECT dashboard_day(created_at) AS day, payment_method, -1 AS n, -(total_fils - refunded_fils)::bigint AS fils, -(vat_fils - refunded_vat_fils)::bigint AS vat
        FROM old_orders WHERE dashboard_counted(status, payment_status)
      UNION ALL
      SELECT dashboard_day(created_at), payment_method, 1, total_fils - refunded_fils, vat_fils - refunded_vat_fils
        FROM new_orders WHERE dashboard_counted(status, payment_status)
    ) d GROUP BY day, payment_method HAVING sum(n) <> 0 OR sum(fils) <> 0 OR sum(vat) <> 0 ORDER BY day, payment_method
  ON CONFLICT (day, payment_method) DO UPDATE SET orders = t.orders + EXCLUDED.orders, sales_fils = t.sales_fils + EXCLUDED.sales_fils, vat_fils = t.vat_fils + EXCLUDED.vat_fils;
  INSERT INTO sales_by_employee_day AS t (day, employee_id, orders, sales_fils)
    SELECT day, employee_id, sum(n), sum(fils) FROM (
      SELECT dashboard_day(created_at) AS day, employee_id, -1 AS n, -(total_fils - refunded_fils)::bigint AS fils FROM old_orders
       WHERE dashboard_counted(status, payment_status) AND employee_id IS NOT NULL
      UNION ALL
      SELECT dashboard_day(created_at), employee_id, 1, total_fils - refunded_fils FROM new_orders
       WHERE dashboard_counted(status, payment_status) AND employee_id IS NOT NULL
    ) d GROUP BY day, employee_id HAVING sum(n) <> 0 OR sum(fils) <> 0 ORDER BY day, employee_id
  ON CONFLICT (day, employee_id) DO UPDATE SET orders = t.orders + EXCLUDED.orders, sales_fils = t.sales_fils + EXCLUDED.sales_fils;
  -- The lines of orders that start or stop counting, or move to another day, move with them.
  INSERT INTO sales_by_product_day AS t (day, product_id, quantity, revenue_fils)
    SELECT day, product_id, sum(q), sum(fils) FROM (
      SELECT dashboard_day(o.created_at) AS day, i.product_id, -i.quantity AS q, -(i.quantity::bigint * i.unit_price_fils) AS fils
        FROM old_orders o JOIN new_orders n ON n.id = o.id JOIN order_items i ON i.order_id = o.id
       WHERE dashboard_counted(o.status, o.payment_status) AND i.product_id IS NOT NULL
         AND (NOT dashboard_counted(n.status, n.payment_status) OR dashboard_day(n.created_at) <> dashboard_day(o.created_at))
      UNION ALL
      SELECT dashboard_day(n.created_at), i.product_id, i.quantity, i.quantity::bigint * i.unit_price_fils
        FROM old_orders o JOIN new_orders n ON n.id = o.id JOIN order_items i ON i.order_id = n.id
       WHERE dashboard_counted(n.status, n.payment_status) AND i.product_id IS NOT NULL
         AND (NOT dashboard_counted(o.status, o.payment_status) OR dashboard_day(n.created_at) <> dashboard_day(o.created_at))
    ) d GROUP BY day, product_id HAVING sum(q) <> 0 OR sum(fils) <> 0 ORDER BY day, product_id
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = t.quantity + EXCLUDED.quantity, revenue_fils = t.revenue_fils + EXCLUDED.revenue_fils;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- An order deleted: taken out BEFORE the row goes, while its lines are still there (see 0006).
CREATE OR REPLACE FUNCTION dashboard_order_deleting() RETURNS trigger AS $$
BEGIN
  IF NOT dashboard_counted(OLD.status, OLD.payment_status) THEN
    RETURN OLD;
  END IF;
  INSERT INTO sales_by_hour AS t (hour, orders, sales_fils, vat_fils)
    VALUES (dashboard_hour(OLD.created_at), -1, -(OLD.total_fils - OLD.refunded_fils), -(OLD.vat_fils - OLD.refunded_vat_fils))
  ON CONFLICT (hour) DO UPDATE SET orders = t.orders + EXCLUDED.orders, sales_fils = t.sales_fils + EXCLUDED.sales_fils, vat_fils = t.vat_fils + EXCLUDED.vat_fils;
  INSERT INTO sales_by_method_day AS t (day, payment_method, orders, sales_fils, vat_fils)
    VALUES (dashboard_day(OLD.created_at), OLD.payment_method, -1, -(OLD.total_fils - OLD.refunded_fils), -(OLD.vat_fils - OLD.refunded_vat_fils))
  ON CONFLICT (day, payment_method) DO UPDATE SET orders = t.orders + EXCLUDED.orders, sales_fils = t.sales_fils + EXCLUDED.sales_fils, vat_fils = t.vat_fils + EXCLUDED.vat_fils;
  IF OLD.employee_id IS NOT NULL THEN
    INSERT INTO sales_by_employee_day AS t (day, employee_id, orders, sales_fils)
      VALUES (dashboard_day(OLD.created_at), OLD.employee_id, -1, -(OLD.total_fils - OLD.refunded_fils))
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
-- Order lines inserted, updated or deleted: a line counts when its order does (see 0006 for the
-- locking that keeps this exact beside a concurrent change of the order).
CREATE OR REPLACE FUNCTION dashboard_items_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM orders WHERE id IN (SELECT order_id FROM new_items) ORDER BY id FOR SHARE;
    INSERT INTO sales_by_product_day AS t (day, product_id, quantity, revenue_fils)
      SELECT dashboard_day(o.created_at), i.product_id, sum(i.quantity), sum(i.quantity::bigint * i.unit_price_fils)
        FROM new_items i JOIN orders o ON o.id = i.order_id
       WHERE dashboard_counted(o.status, o.payment_status) AND i.product_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, product_id) DO UPDATE SET quantity = t.quantity + EXCLUDED.quantity, revenue_fils = t.revenue_fils + EXCLUDED.revenue_fils;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM orders WHERE id IN (SELECT order_id FROM old_items) ORDER BY id FOR SHARE;
    INSERT INTO sales_by_product_day AS t (day, product_id, quantity, revenue_fils)
      SELECT dashboard_day(o.created_at), i.product_id, -sum(i.quantity), -sum(i.quantity::bigint * i.unit_price_fils)
        FROM old_items i JOIN orders o ON o.id = i.order_id
       WHERE dashboard_counted(o.status, o.payment_status) AND i.product_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, product_id) DO UPDATE SET quantity = t.quantity + EXCLUDED.quantity, revenue_fils = t.revenue_fils + EXCLUDED.revenue_fils;
  ELSE
    PERFORM 1 FROM orders WHERE id IN (SELECT order_id FROM old_items UNION SELECT order_id FROM new_items) ORDER BY id FOR SHARE;
    INSERT INTO sales_by_product_day AS t (day, product_id, quantity, revenue_fils)
      SELECT dashboard_day(o.created_at), d.product_id, sum(d.q), sum(d.fils) FROM (
        SELECT order_id, product_id, -quantity AS q, -(quantity::bigint * unit_price_fils) AS fils FROM old_items WHERE product_id IS NOT NULL
        UNION ALL
        SELECT order_id, product_id, quantity, quantity::bigint * unit_price_fils FROM new_items WHERE product_id IS NOT NULL
      ) d JOIN orders o ON o.id = d.order_id
       WHERE dashboard_counted(o.status, o.payment_status) GROUP BY 1, 2 HAVING sum(d.q) <> 0 OR sum(d.fils) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, product_id) DO UPDATE SET quantity = t.quantity + EXCLUDED.quantity, revenue_fils = t.revenue_fils + EXCLUDED.revenue_fils;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The rollups recomputed under the new rule from the orders already there.
SELECT rebuild_dashboard_rollups();
