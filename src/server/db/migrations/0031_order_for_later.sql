CREATE TABLE "order_slots" (
	"starts_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_scheduled_for_idx" ON "orders" USING btree ("scheduled_for");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('awaiting_payment', 'scheduled', 'pending', 'processing', 'ready', 'completed', 'cancelled'));--> statement-breakpoint
-- Hand-written (decision 079): an order for later tells the back office ("new order") when its
-- preparation starts (scheduled → pending), not when it is placed; so does one paid online.
CREATE OR REPLACE FUNCTION notify_new_order() RETURNS trigger AS $$
BEGIN
  IF NEW.status IN ('awaiting_payment', 'scheduled') THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND NOT (OLD.status IN ('awaiting_payment', 'scheduled') AND NEW.status = 'pending') THEN
    RETURN NULL;
  END IF;
  PERFORM add_notification('new_order', NEW.id::text, jsonb_build_object(
    'number', NEW.number, 'customerName', NEW.customer_name, 'carPlate', NEW.car_plate,
    'totalFils', NEW.total_fils));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_paid_online_notification ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_paid_online_notification AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IN ('awaiting_payment', 'scheduled') AND NEW.status = 'pending')
  EXECUTE FUNCTION notify_new_order();
--> statement-breakpoint
CREATE INDEX "orders_scheduled_start_idx" ON "orders" ("start_at") WHERE "status" = 'scheduled';
