ALTER TABLE "orders" ADD COLUMN "approach_metres" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approach_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approach_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: an order handed over or cancelled forgets where its customer was (issue 39).
CREATE OR REPLACE FUNCTION orders_forget_approach() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.approach_metres := NULL;
  NEW.approach_minutes := NULL;
  NEW.approach_at := NULL;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_forget_approach BEFORE UPDATE ON "orders" FOR EACH ROW
  WHEN (NEW.status IN ('completed', 'cancelled') AND NEW.approach_at IS NOT NULL)
  EXECUTE FUNCTION orders_forget_approach();
--> statement-breakpoint
-- Hand-written: the board and the tracking page also wake when the car's distance changes, and
-- when an order already at the car is told at another bay (0030's bay_name).
CREATE OR REPLACE FUNCTION notify_order_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('order_changed', OLD.id::text);
  ELSIF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status
     OR NEW.payment_status IS DISTINCT FROM OLD.payment_status
     OR NEW.arrived_at IS DISTINCT FROM OLD.arrived_at
     OR NEW.bay_name IS DISTINCT FROM OLD.bay_name
     OR NEW.approach_at IS DISTINCT FROM OLD.approach_at
     OR NEW.seen_at IS DISTINCT FROM OLD.seen_at THEN
    PERFORM pg_notify('order_changed', NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
