CREATE TABLE "category_option_groups" (
	"category_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "category_option_groups_category_id_group_id_pk" PRIMARY KEY("category_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"kind" text DEFAULT 'single' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_groups_choices" CHECK ("option_groups"."min_choices" >= 0 and "option_groups"."max_choices" >= 1 and "option_groups"."min_choices" <= "option_groups"."max_choices" and "option_groups"."max_choices" <= 20),
	CONSTRAINT "option_groups_single" CHECK ("option_groups"."kind" = 'multiple' or "option_groups"."max_choices" = 1),
	CONSTRAINT "option_groups_required" CHECK ("option_groups"."required" = ("option_groups"."min_choices" >= 1))
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"price_fils" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sold_out" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "options_price_range" CHECK ("options"."price_fils" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "product_option_groups" (
	"product_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"included" boolean NOT NULL,
	CONSTRAINT "product_option_groups_product_id_group_id_pk" PRIMARY KEY("product_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "category_option_groups" ADD CONSTRAINT "category_option_groups_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_option_groups" ADD CONSTRAINT "category_option_groups_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_option_groups_group_idx" ON "category_option_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "options_group_idx" ON "options" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "options_one_default_idx" ON "options" USING btree ("group_id") WHERE "options"."is_default" and "options"."status" = 'active';--> statement-breakpoint
CREATE INDEX "product_option_groups_group_idx" ON "product_option_groups" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_note_length" CHECK ("order_items"."note" is null or char_length("order_items"."note") <= 140);--> statement-breakpoint
-- Issue 21: option groups and options are part of the menu: a change refreshes the menu cache and open menu pages.
CREATE TRIGGER option_groups_notify AFTER INSERT OR UPDATE OR DELETE ON option_groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER options_notify AFTER INSERT OR UPDATE OR DELETE ON options
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER category_option_groups_notify AFTER INSERT OR UPDATE OR DELETE ON category_option_groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_option_groups_notify AFTER INSERT OR UPDATE OR DELETE ON product_option_groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
