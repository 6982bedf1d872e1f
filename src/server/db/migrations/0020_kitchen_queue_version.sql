-- The kitchen queue's version (decision 052): a counter that moves, in the same transaction, with
-- every change that can move a ready-time estimate (an order, its lines or its status events
-- written; a product's or category's preparation minutes changed), so a server process keeps
-- the open queue in memory and re-reads it only when the counter moved: one indexed row per
-- estimate instead of every open order with its lines. A new order placed by the app says so
-- (`aseer.placing_order` on, for its own transaction): its process adds it to its copy and
-- tells the others (NOTIFY order_changed), so taking orders never writes this row.
-- The bump is a deferred constraint trigger: it runs at commit, after every other lock of the
-- transaction is held, so the one row never takes part in a deadlock and is held only while
-- committing.
CREATE TABLE "kitchen_queue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "kitchen_queue_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kitchen_queue_changed() RETURNS trigger AS $$
BEGIN
  UPDATE kitchen_queue_version SET version = version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_kitchen_queue_insert AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (current_setting('aseer.placing_order', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION kitchen_queue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_kitchen_queue_change AFTER UPDATE OR DELETE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kitchen_queue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_items_kitchen_queue_insert AFTER INSERT ON order_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (current_setting('aseer.placing_order', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION kitchen_queue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_items_kitchen_queue_change AFTER UPDATE OR DELETE ON order_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kitchen_queue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_status_events_kitchen_queue_insert AFTER INSERT ON order_status_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (current_setting('aseer.placing_order', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION kitchen_queue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_status_events_kitchen_queue_change AFTER UPDATE OR DELETE ON order_status_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kitchen_queue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_kitchen_queue AFTER UPDATE OF prep_minutes, category_id OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kitchen_queue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER categories_kitchen_queue AFTER UPDATE OF prep_minutes OR DELETE ON categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kitchen_queue_changed();
