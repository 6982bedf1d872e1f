-- Any change to the catalogue (whoever makes it) notifies listeners on channel `catalog_changed`,
-- so the server's menu cache is invalidated and open menu pages refresh.
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER categories_notify AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER subcategories_notify AFTER INSERT OR UPDATE OR DELETE ON subcategories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER products_notify AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_sizes_notify AFTER INSERT OR UPDATE OR DELETE ON product_sizes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
