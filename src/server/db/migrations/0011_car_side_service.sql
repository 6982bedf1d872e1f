CREATE TABLE "customer_cars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"emirate" text NOT NULL,
	"code" text NOT NULL,
	"number" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"make" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "prep_minutes" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD COLUMN "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "plate_emirate" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "plate_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "plate_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrival_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "prep_minutes" integer;--> statement-breakpoint
ALTER TABLE "customer_cars" ADD CONSTRAINT "customer_cars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_cars_plate_idx" ON "customer_cars" USING btree ("user_id","emirate","code","number");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_cars_default_idx" ON "customer_cars" USING btree ("user_id") WHERE "customer_cars"."is_default";--> statement-breakpoint
CREATE INDEX "orders_plate_number_idx" ON "orders" USING btree ("plate_number");--> statement-breakpoint
-- Preparation times of the seeded categories (minutes per item); other categories keep 3.
UPDATE "categories" SET "prep_minutes" = CASE "slug"
  WHEN 'fresh-juices' THEN 3 WHEN 'special-juices' THEN 4 WHEN 'ice-cream' THEN 2
  WHEN 'milkshakes' THEN 4 WHEN 'fruits-salad' THEN 5 ELSE "prep_minutes" END;
--> statement-breakpoint
-- Orders already paid got paid some time before their last change.
UPDATE "orders" SET "paid_at" = "updated_at" WHERE "payment_status" = 'paid';
--> statement-breakpoint
-- The customer's "I'm here" also wakes the board and the tracking page (channel `order_changed`).
CREATE OR REPLACE FUNCTION notify_order_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status
     OR NEW.payment_status IS DISTINCT FROM OLD.payment_status
     OR NEW.arrived_at IS DISTINCT FROM OLD.arrived_at THEN
    PERFORM pg_notify('order_changed', NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
