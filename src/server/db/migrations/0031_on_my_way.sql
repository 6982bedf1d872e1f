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
