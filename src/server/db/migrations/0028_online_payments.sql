CREATE TABLE "online_payments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"session_url" text,
	"payment_intent_id" text,
	"state" text DEFAULT 'open' NOT NULL,
	"mode" text NOT NULL,
	"capture_method" text NOT NULL,
	"amount_fils" bigint NOT NULL,
	"currency" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"wallet" text,
	"captured_fils" bigint DEFAULT 0 NOT NULL,
	"refunded_fils" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone,
	"problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "online_payments_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payments_state_idx" ON "online_payments" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('awaiting_payment', 'pending', 'processing', 'ready', 'completed', 'cancelled'));--> statement-breakpoint
-- An order paid online tells the back office when Stripe confirms it (awaiting_payment → pending),
-- not when it is written: until then it is nobody's work (decision 069).
CREATE OR REPLACE FUNCTION notify_new_order() RETURNS trigger AS $$
BEGIN
  IF NEW.status = 'awaiting_payment' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND NOT (OLD.status = 'awaiting_payment' AND NEW.status = 'pending') THEN
    RETURN NULL;
  END IF;
  PERFORM add_notification('new_order', NEW.id::text, jsonb_build_object(
    'number', NEW.number, 'customerName', NEW.customer_name, 'carPlate', NEW.car_plate,
    'totalFils', NEW.total_fils));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_paid_online_notification AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status = 'awaiting_payment' AND NEW.status = 'pending')
  EXECUTE FUNCTION notify_new_order();
