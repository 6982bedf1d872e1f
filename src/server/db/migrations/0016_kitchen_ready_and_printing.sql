CREATE TABLE "print_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"dedupe_key" text,
	"document" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"printed_at" timestamp with time zone,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_jobs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "notify_ready" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notify_ready" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_jobs_due_idx" ON "print_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('pending', 'processing', 'ready', 'completed', 'cancelled'));--> statement-breakpoint
-- Orders placed before the kitchen's acknowledgement existed were on the board already: they
-- count as seen (otherwise every open order would start chiming after the upgrade).
UPDATE "orders" SET "seen_at" = "created_at";
--> statement-breakpoint
-- A staff member acknowledging a new order also wakes every board (its chime stops everywhere);
-- a deleted order's id is told too, as migration 0005 meant.
CREATE OR REPLACE FUNCTION notify_order_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('order_changed', OLD.id::text);
  ELSIF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status
     OR NEW.payment_status IS DISTINCT FROM OLD.payment_status
     OR NEW.arrived_at IS DISTINCT FROM OLD.arrived_at
     OR NEW.seen_at IS DISTINCT FROM OLD.seen_at THEN
    PERFORM pg_notify('order_changed', NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A ticket queued or changed wakes the print worker of every server process, and the boards
-- (which show "Printer offline — 3 tickets waiting"), on channel `print_jobs`.
CREATE OR REPLACE FUNCTION notify_print_jobs() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('print_jobs', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER print_jobs_changed AFTER INSERT OR UPDATE ON "print_jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_print_jobs();
