CREATE TABLE "nav_menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"menu_id" uuid NOT NULL,
	"parent_id" uuid,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"type" text NOT NULL,
	"url" text,
	"category_id" uuid,
	"product_id" uuid,
	"target" text DEFAULT '_self' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"notification_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_reads_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"display_name" text,
	"phone" text,
	"job_title" text,
	"language" text,
	"timezone" text DEFAULT 'Asia/Dubai' NOT NULL,
	"email_notifications" jsonb DEFAULT '{"orderUpdates":true,"productAlerts":true,"systemNotices":true,"marketing":false}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "role" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "position" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "hire_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "employment_type" text DEFAULT 'full-time' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "profile_image" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified_purchase" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nav_menu_items" ADD CONSTRAINT "nav_menu_items_menu_id_nav_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."nav_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_menu_items" ADD CONSTRAINT "nav_menu_items_parent_id_nav_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nav_menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_menu_items" ADD CONSTRAINT "nav_menu_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_menu_items" ADD CONSTRAINT "nav_menu_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nav_menu_items_menu_idx" ON "nav_menu_items" USING btree ("menu_id","position");--> statement-breakpoint
CREATE INDEX "notification_reads_user_idx" ON "notification_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "two_factors_user_idx" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_secret_idx" ON "two_factors" USING btree ("secret");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_email_idx" ON "employees" USING btree ("email");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_customer_product_idx" ON "reviews" USING btree ("customer_id","product_id");--> statement-breakpoint
-- Back-office notifications: written by triggers in the same transaction as the event (so no way in
-- can skip them), then announced on channel `notification` with the new row's id.
CREATE OR REPLACE FUNCTION add_notification(k text, ref text, payload jsonb) RETURNS void AS $$
DECLARE
  new_id uuid;
BEGIN
  INSERT INTO notifications (kind, ref_id, data) VALUES (k, ref, payload) RETURNING id INTO new_id;
  PERFORM pg_notify('notification', new_id::text);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_new_order() RETURNS trigger AS $$
BEGIN
  PERFORM add_notification('new_order', NEW.id::text, jsonb_build_object(
    'number', NEW.number, 'customerName', NEW.customer_name, 'carPlate', NEW.car_plate,
    'totalFils', NEW.total_fils));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_new_notification AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION notify_new_order();
--> statement-breakpoint
-- Only reviews written by customers (the sample reviews have no customer).
CREATE OR REPLACE FUNCTION notify_new_review() RETURNS trigger AS $$
DECLARE
  p record;
BEGIN
  IF NEW.customer_id IS NULL THEN RETURN NULL; END IF;
  SELECT name_en, name_ar INTO p FROM products WHERE id = NEW.product_id;
  PERFORM add_notification('new_review', NEW.id::text, jsonb_build_object(
    'rating', NEW.rating, 'customerName', NEW.author_name_en,
    'productNameEn', p.name_en, 'productNameAr', p.name_ar));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reviews_new_notification AFTER INSERT ON reviews
  FOR EACH ROW EXECUTE FUNCTION notify_new_review();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_new_message() RETURNS trigger AS $$
BEGIN
  PERFORM add_notification('new_message', NEW.id::text, jsonb_build_object('name', NEW.name));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER contact_messages_new_notification AFTER INSERT ON contact_messages
  FOR EACH ROW EXECUTE FUNCTION notify_new_message();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_staff_signup() RETURNS trigger AS $$
BEGIN
  IF NEW.role = 'pending' AND (TG_OP = 'INSERT' OR OLD.role IS DISTINCT FROM 'pending') THEN
    PERFORM add_notification('staff_signup', NEW.id, jsonb_build_object('name', NEW.name, 'email', NEW.email));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_staff_signup_notification AFTER INSERT OR UPDATE OF role ON users
  FOR EACH ROW EXECUTE FUNCTION notify_staff_signup();
--> statement-breakpoint
-- A size (or a whole product) marked sold out.
CREATE OR REPLACE FUNCTION notify_size_sold_out() RETURNS trigger AS $$
DECLARE
  p record;
BEGIN
  IF NEW.sold_out AND NOT OLD.sold_out THEN
    SELECT name_en, name_ar INTO p FROM products WHERE id = NEW.product_id;
    PERFORM add_notification('sold_out', NEW.product_id::text, jsonb_build_object(
      'size', NEW.size, 'productNameEn', p.name_en, 'productNameAr', p.name_ar));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_sizes_sold_out_notification AFTER UPDATE OF sold_out ON product_sizes
  FOR EACH ROW EXECUTE FUNCTION notify_size_sold_out();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_product_sold_out() RETURNS trigger AS $$
BEGIN
  IF NEW.sold_out AND NOT OLD.sold_out THEN
    PERFORM add_notification('sold_out', NEW.id::text, jsonb_build_object(
      'productNameEn', NEW.name_en, 'productNameAr', NEW.name_ar));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_sold_out_notification AFTER UPDATE OF sold_out ON products
  FOR EACH ROW EXECUTE FUNCTION notify_product_sold_out();
--> statement-breakpoint
-- Today's storefront links become the first menus (Menu Setup edits them from here on).
WITH header AS (
  INSERT INTO nav_menus (name, location) VALUES ('Main Navigation', 'header') RETURNING id
), footer AS (
  INSERT INTO nav_menus (name, location) VALUES ('Footer Links', 'footer') RETURNING id
), mobile AS (
  INSERT INTO nav_menus (name, location) VALUES ('Mobile Menu', 'mobile') RETURNING id
), links(title_en, title_ar, url, position) AS (
  VALUES ('Home', 'الرئيسية', '/', 0), ('Menu', 'المنيو', '/menu', 1),
         ('About Us', 'من نحن', '/about', 2), ('Contact', 'تواصل معنا', '/contact', 3)
)
INSERT INTO nav_menu_items (menu_id, title_en, title_ar, type, url, position)
SELECT m.id, l.title_en, l.title_ar, 'page', l.url, l.position
FROM (SELECT id FROM header UNION ALL SELECT id FROM footer UNION ALL SELECT id FROM mobile) m
CROSS JOIN links l;
--> statement-breakpoint
-- A changed setting is announced on channel `settings_changed` with its key, so every server
-- process drops what it cached (store details, maintenance mode, payment methods, menus, …).
CREATE OR REPLACE FUNCTION notify_settings_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('settings_changed', COALESCE(NEW.key, OLD.key));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER settings_changed AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH ROW EXECUTE FUNCTION notify_settings_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_menus_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('settings_changed', 'nav_menus');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER nav_menus_changed AFTER INSERT OR UPDATE OR DELETE ON nav_menus
  FOR EACH STATEMENT EXECUTE FUNCTION notify_menus_changed();
--> statement-breakpoint
CREATE TRIGGER nav_menu_items_changed AFTER INSERT OR UPDATE OR DELETE ON nav_menu_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_menus_changed();
