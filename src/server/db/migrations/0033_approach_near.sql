ALTER TABLE "orders" ADD COLUMN "approach_near_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: the hand-over and a cancel forget when the car came near, with the rest (0032).
CREATE OR REPLACE FUNCTION orders_forget_approach() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.approach_metres := NULL;
  NEW.approach_minutes := NULL;
  NEW.approach_at := NULL;
  NEW.approach_near_at := NULL;
  RETURN NEW;
END
$$;
