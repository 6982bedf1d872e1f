-- Issue 35 (decision 064): an adjustment the database writes on a closed shift names who caused it
-- and why. The service that changes the order says so in transaction-local settings
-- (set_config's third argument) before its UPDATE: `aseer.actor_id`, `aseer.actor_name`,
-- `aseer.reason`; the triggers copy them into the adjustment (the account's name when only its id
-- is given). A change made with no actor (a
-- script, a test writing SQL) still records the adjustment, unnamed, as before. The method
-- correction also keeps the VAT still paid, so the day's close can move it with the amount.
CREATE OR REPLACE FUNCTION orders_method_corrected() RETURNS trigger AS $$
BEGIN
  IF OLD.payment_status = 'paid' AND NEW.payment_status = 'paid'
     AND OLD.payment_method <> NEW.payment_method AND OLD.shift_id IS NOT NULL
     AND EXISTS (SELECT 1 FROM shifts WHERE id = OLD.shift_id AND closed_at IS NOT NULL) THEN
    INSERT INTO shift_adjustments (shift_id, kind, amount_fils, detail, note, created_by, created_by_name)
    VALUES (OLD.shift_id, 'method_correction', OLD.total_fils - OLD.refunded_fils,
      jsonb_build_object('orderId', OLD.id, 'number', OLD.number, 'from', OLD.payment_method,
        'to', NEW.payment_method, 'vatFils', OLD.vat_fils - OLD.refunded_vat_fils),
      nullif(current_setting('aseer.reason', true), ''),
      (SELECT id FROM users WHERE id = nullif(current_setting('aseer.actor_id', true), '')),
      coalesce(nullif(current_setting('aseer.actor_name', true), ''),
        (SELECT name FROM users WHERE id = nullif(current_setting('aseer.actor_id', true), ''))));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_payment_shift() RETURNS trigger AS $$
BEGIN
  IF NEW.payment_status = 'paid' AND (TG_OP = 'INSERT' OR OLD.payment_status <> 'paid') THEN
    -- FOR SHARE: a close in progress holds the shift's row; the payment waits for it and then
    -- finds no open shift, so it never lands in a shift whose figures were already taken.
    SELECT id INTO NEW.shift_id FROM shifts WHERE closed_at IS NULL FOR SHARE;
  ELSIF NEW.payment_status = 'unpaid' AND TG_OP = 'UPDATE' AND OLD.payment_status = 'paid' THEN
    IF OLD.shift_id IS NOT NULL AND EXISTS (SELECT 1 FROM shifts WHERE id = OLD.shift_id AND closed_at IS NOT NULL) THEN
      INSERT INTO shift_adjustments (shift_id, kind, amount_fils, detail, note, created_by, created_by_name)
      VALUES (OLD.shift_id, 'other', -(OLD.total_fils - OLD.refunded_fils),
        jsonb_build_object('orderId', OLD.id, 'number', OLD.number, 'method', OLD.payment_method, 'unpaid', true,
          'vatFils', -(OLD.vat_fils - OLD.refunded_vat_fils)),
        nullif(current_setting('aseer.reason', true), ''),
        (SELECT id FROM users WHERE id = nullif(current_setting('aseer.actor_id', true), '')),
        coalesce(nullif(current_setting('aseer.actor_name', true), ''),
        (SELECT name FROM users WHERE id = nullif(current_setting('aseer.actor_id', true), ''))));
    END IF;
    NEW.shift_id := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
