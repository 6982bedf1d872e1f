-- The catalogue's version (decision 057): a counter that moves, in the same transaction, with
-- every change to what an order is priced from (categories, products, sizes, option groups,
-- options and which products offer them), so a server process keeps the catalogue in memory and
-- reads it again only when the counter moved: one row per order instead of six queries. Like
-- the kitchen queue's (migration 0020), the bump is a deferred constraint trigger: it runs at
-- commit, after every other lock of the transaction is held, so the one row never takes part in
-- a deadlock. Orders only read it.
CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_changed() RETURNS trigger AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER categories_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_sizes_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON product_sizes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER option_groups_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON option_groups
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER options_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON options
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER category_option_groups_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON category_option_groups
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_option_groups_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON product_option_groups
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
