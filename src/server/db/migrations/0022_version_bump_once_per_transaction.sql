-- The kitchen queue's and the catalogue's versions (decisions 052 and 057) move once per
-- transaction, not once per row it changed. Their deferred triggers still run for each row at
-- commit, but only the first one moves the counter; the others find it already moved. A
-- transaction-local setting (set_config's third argument) remembers this until the commit. One
-- move is enough: another process sees the new version only once the whole transaction is
-- committed. A bulk change of 100,000 orders wrote the same row 100,000 times; it now writes it once.
CREATE OR REPLACE FUNCTION kitchen_queue_changed() RETURNS trigger AS $$
BEGIN
  IF current_setting('aseer.kitchen_queue_moved', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('aseer.kitchen_queue_moved', 'on', true);
  UPDATE kitchen_queue_version SET version = version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_changed() RETURNS trigger AS $$
BEGIN
  IF current_setting('aseer.catalogue_moved', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('aseer.catalogue_moved', 'on', true);
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
