CREATE TABLE "bays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"token" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bays_token_unique" UNIQUE("token"),
	CONSTRAINT "bays_name_length" CHECK (char_length("bays"."name") between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bay_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bay_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bays_name_active_idx" ON "bays" USING btree (lower("name")) WHERE "bays"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bay_id_bays_id_fk" FOREIGN KEY ("bay_id") REFERENCES "public"."bays"("id") ON DELETE set null ON UPDATE no action;