CREATE SEQUENCE "public"."credit_note_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."shift_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer DEFAULT nextval('credit_note_seq') NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_fils" bigint NOT NULL,
	"vat_fils" bigint NOT NULL,
	"method" text NOT NULL,
	"cancels_order" boolean DEFAULT false NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"shift_id" uuid,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_number_unique" UNIQUE("number"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_fils" > 0),
	CONSTRAINT "refunds_vat_within" CHECK ("refunds"."vat_fils" between 0 and "refunds"."amount_fils")
);
--> statement-breakpoint
CREATE TABLE "shift_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_fils" bigint NOT NULL,
	"detail" jsonb,
	"note" text,
	"created_by" text,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer DEFAULT nextval('shift_number_seq') NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" text,
	"opened_by_name" text NOT NULL,
	"float_fils" bigint NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"closed_by_name" text,
	"counted_cash_fils" bigint,
	"close_note" text,
	"report" jsonb,
	CONSTRAINT "shifts_number_unique" UNIQUE("number"),
	CONSTRAINT "shifts_float_not_negative" CHECK ("shifts"."float_fils" >= 0),
	CONSTRAINT "shifts_closed_whole" CHECK (("shifts"."closed_at" is null) = ("shifts"."counted_cash_fils" is null) and ("shifts"."closed_at" is null) = ("shifts"."report" is null)),
	CONSTRAINT "shifts_counted_not_negative" CHECK ("shifts"."counted_cash_fils" is null or "shifts"."counted_cash_fils" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_status_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_fils" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_vat_fils" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_adjustments" ADD CONSTRAINT "shift_adjustments_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_adjustments" ADD CONSTRAINT "shift_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refunds_shift_idx" ON "refunds" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "shift_adjustments_shift_idx" ON "shift_adjustments" USING btree ("shift_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_idx" ON "shifts" USING btree (("closed_at" is null)) WHERE "shifts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "shifts_opened_idx" ON "shifts" USING btree ("opened_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shift_idx" ON "orders" USING btree ("shift_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_within_total" CHECK ("orders"."refunded_fils" between 0 and "orders"."total_fils" and "orders"."refunded_vat_fils" between 0 and "orders"."vat_fils");--> statement-breakpoint
-- An order belongs to the shift that was open when it was paid; marked unpaid again, to none.
-- The close locks its shift's row (FOR UPDATE) before taking the figures: a payment or refund
-- committing meanwhile either finished before (and is counted) or waits and finds no open shift.
-- A paid order of a closed shift that is marked unpaid again is recorded against that shift as an
-- adjustment: the close itself is never edited.
CREATE OR REPLACE FUNCTION orders_payment_shift() RETURNS trigger AS $$
BEGIN
  IF NEW.payment_status = 'paid' AND (TG_OP = 'INSERT' OR OLD.payment_status <> 'paid') THEN
    -- FOR SHARE: a close in progress holds the shift's row; the payment waits for it and then
    -- finds no open shift, so it never lands in a shift whose figures were already taken.
    SELECT id INTO NEW.shift_id FROM shifts WHERE closed_at IS NULL FOR SHARE;
  ELSIF NEW.payment_status = 'unpaid' AND TG_OP = 'UPDATE' AND OLD.payment_status = 'paid' THEN
    IF OLD.shift_id IS NOT NULL AND EXISTS (SELECT 1 FROM shifts WHERE id = OLD.shift_id AND closed_at IS NOT NULL) THEN
      INSERT INTO shift_adjustments (shift_id, kind, amount_fils, detail)
      VALUES (OLD.shift_id, 'other', -(OLD.total_fils - OLD.refunded_fils),
        jsonb_build_object('orderId', OLD.id, 'number', OLD.number, 'method', OLD.payment_method, 'unpaid', true));
    END IF;
    NEW.shift_id := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_payment_shift_insert BEFORE INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_payment_shift();
--> statement-breakpoint
CREATE TRIGGER orders_payment_shift_update BEFORE UPDATE OF payment_status ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_payment_shift();
--> statement-breakpoint
-- A paid order's payment method corrected after its shift was closed: the close stays as it was
-- and an adjustment records the move (the amount still paid, from one method to the other).
CREATE OR REPLACE FUNCTION orders_method_corrected() RETURNS trigger AS $$
BEGIN
  IF OLD.payment_status = 'paid' AND NEW.payment_status = 'paid'
     AND OLD.payment_method <> NEW.payment_method AND OLD.shift_id IS NOT NULL
     AND EXISTS (SELECT 1 FROM shifts WHERE id = OLD.shift_id AND closed_at IS NOT NULL) THEN
    INSERT INTO shift_adjustments (shift_id, kind, amount_fils, detail)
    VALUES (OLD.shift_id, 'method_correction', OLD.total_fils - OLD.refunded_fils,
      jsonb_build_object('orderId', OLD.id, 'number', OLD.number, 'from', OLD.payment_method, 'to', NEW.payment_method));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_method_corrected AFTER UPDATE OF payment_method ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_method_corrected();
--> statement-breakpoint
-- A refund belongs to the shift open when the money went back.
CREATE OR REPLACE FUNCTION refunds_shift() RETURNS trigger AS $$
BEGIN
  IF NEW.shift_id IS NULL THEN
    SELECT id INTO NEW.shift_id FROM shifts WHERE closed_at IS NULL FOR SHARE;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER refunds_shift BEFORE INSERT ON refunds
  FOR EACH ROW EXECUTE FUNCTION refunds_shift();
