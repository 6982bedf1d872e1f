-- Issue 35 (decision 062): a product's sizes are the owner's, not small/medium/large. Each size
-- gets a name in both languages and a place in its product's order; its key becomes a free slug
-- (unique per product, as before). An order line keeps its size's name as it was ordered, so
-- renaming a size later never rewrites an order, receipt or invoice.
ALTER TABLE "product_sizes" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_key_slug" CHECK ("product_sizes"."size" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("product_sizes"."size") <= 40);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_name_en" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_name_ar" text;--> statement-breakpoint
-- The rows' version triggers (migrations 0020, 0021) run at once here, not at commit: a table with
-- trigger events still pending cannot be altered below, in this same transaction.
SET CONSTRAINTS "product_sizes_catalogue_version", "order_items_kitchen_queue_change" IMMEDIATE;--> statement-breakpoint
-- The sizes found keep their keys and take the names the shop showed for them (Small/Medium/Large,
-- «صغير/وسط/كبير») and the order small → large; a key of its own (written by a script) is its name.
UPDATE "product_sizes" SET
  "name_en" = CASE "size" WHEN 'small' THEN 'Small' WHEN 'medium' THEN 'Medium' WHEN 'large' THEN 'Large' ELSE "size" END,
  "name_ar" = CASE "size" WHEN 'small' THEN 'صغير' WHEN 'medium' THEN 'وسط' WHEN 'large' THEN 'كبير' ELSE "size" END,
  "sort_order" = CASE "size" WHEN 'small' THEN 0 WHEN 'medium' THEN 1 WHEN 'large' THEN 2 ELSE 3 END;
--> statement-breakpoint
-- The order lines found take the names the shop showed for their size.
UPDATE "order_items" SET
  "size_name_en" = CASE "size" WHEN 'small' THEN 'Small' WHEN 'medium' THEN 'Medium' WHEN 'large' THEN 'Large' ELSE "size" END,
  "size_name_ar" = CASE "size" WHEN 'small' THEN 'صغير' WHEN 'medium' THEN 'وسط' WHEN 'large' THEN 'كبير' ELSE "size" END;
--> statement-breakpoint
SET CONSTRAINTS "product_sizes_catalogue_version", "order_items_kitchen_queue_change" DEFERRED;--> statement-breakpoint
ALTER TABLE "product_sizes" ALTER COLUMN "name_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" ALTER COLUMN "name_ar" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "size_name_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "size_name_ar" SET NOT NULL;--> statement-breakpoint
-- A size marked sold out: the notification names it as the owner does, in both languages.
CREATE OR REPLACE FUNCTION notify_size_sold_out() RETURNS trigger AS $$
DECLARE
  p record;
BEGIN
  IF NEW.sold_out AND NOT OLD.sold_out THEN
    SELECT name_en, name_ar INTO p FROM products WHERE id = NEW.product_id;
    PERFORM add_notification('sold_out', NEW.product_id::text, jsonb_build_object(
      'size', NEW.size, 'sizeNameEn', NEW.name_en, 'sizeNameAr', NEW.name_ar,
      'productNameEn', p.name_en, 'productNameAr', p.name_ar));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
