-- Issue 38, decision 071: one plate. A plate is stored as its structure (emirate, code, number) on
-- orders and on the customer's profile alike, like the saved cars; its display form `AD 5 12345` is
-- drawn from the structure by plate_text() into a generated column that nothing writes. Text typed
-- before plates were structured is read as a plate where its shape is unmistakable (the emirate's
-- short or full name in English or Arabic, a code of that emirate's kind, a number of 1–5 digits:
-- parsePlateText in common/plates.ts reads the same); the rest is kept as typed in legacy_plate
-- (shown as typed, replaced when a plate is next saved), never guessed at.

-- The one display form, as formatPlate (common/plates.ts) draws it; null when a part is missing.
CREATE OR REPLACE FUNCTION plate_text(emirate text, code text, number text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE emirate
        WHEN 'abu_dhabi' THEN 'AD' WHEN 'dubai' THEN 'DXB' WHEN 'sharjah' THEN 'SHJ' WHEN 'ajman' THEN 'AJM'
        WHEN 'umm_al_quwain' THEN 'UAQ' WHEN 'ras_al_khaimah' THEN 'RAK' WHEN 'fujairah' THEN 'FUJ' END
      || ' ' || code || ' ' || number
  $$;
--> statement-breakpoint
-- Reads typed text as {emirate, code, number}, or null (dropped at the end of this migration).
CREATE FUNCTION read_plate_0029(typed text) RETURNS text[]
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT CASE WHEN e IS NULL THEN NULL
        WHEN (e IN ('abu_dhabi', 'sharjah')) <> (m[2] ~ '^[0-9]+$') THEN NULL
        ELSE ARRAY[e, m[2], m[3]] END
    FROM (SELECT m, CASE regexp_replace(m[1], '[[:space:]-]+', '', 'g')
        WHEN 'AD' THEN 'abu_dhabi' WHEN 'ABUDHABI' THEN 'abu_dhabi' WHEN 'أبوظبي' THEN 'abu_dhabi' WHEN 'ابوظبي' THEN 'abu_dhabi'
        WHEN 'DXB' THEN 'dubai' WHEN 'DUBAI' THEN 'dubai' WHEN 'دبي' THEN 'dubai'
        WHEN 'SHJ' THEN 'sharjah' WHEN 'SHARJAH' THEN 'sharjah' WHEN 'الشارقة' THEN 'sharjah'
        WHEN 'AJM' THEN 'ajman' WHEN 'AJMAN' THEN 'ajman' WHEN 'عجمان' THEN 'ajman'
        WHEN 'UAQ' THEN 'umm_al_quwain' WHEN 'UMMALQUWAIN' THEN 'umm_al_quwain' WHEN 'أمالقيوين' THEN 'umm_al_quwain' WHEN 'امالقيوين' THEN 'umm_al_quwain'
        WHEN 'RAK' THEN 'ras_al_khaimah' WHEN 'RASALKHAIMAH' THEN 'ras_al_khaimah' WHEN 'رأسالخيمة' THEN 'ras_al_khaimah' WHEN 'راسالخيمة' THEN 'ras_al_khaimah'
        WHEN 'FUJ' THEN 'fujairah' WHEN 'FUJAIRAH' THEN 'fujairah' WHEN 'الفجيرة' THEN 'fujairah'
        END AS e
      FROM (SELECT regexp_match(
          upper(btrim(translate(typed, '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'))),
          '^(.*[^[:space:]-])[[:space:]-]+([A-Z]{1,2}|[1-9][0-9]?)[[:space:]-]+([1-9][0-9]{0,4})$') AS m) AS matched
      WHERE m IS NOT NULL) AS named
  $$;
--> statement-breakpoint
-- Orders: the stored display text becomes the old text only (0012 structured every clear one).
ALTER TABLE "orders" RENAME COLUMN "car_plate" TO "legacy_plate";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "legacy_plate" DROP NOT NULL;--> statement-breakpoint
-- The orders' version trigger (migration 0020) runs at once here, not at commit: a table with
-- trigger events still pending cannot be altered below, in this same transaction (as in 0025).
SET CONSTRAINTS "orders_kitchen_queue_change" IMMEDIATE;--> statement-breakpoint
UPDATE "orders" AS o
SET "plate_emirate" = p.r[1], "plate_code" = p.r[2], "plate_number" = p.r[3]
FROM (SELECT "id", read_plate_0029("legacy_plate") AS r FROM "orders" WHERE "plate_emirate" IS NULL) AS p
WHERE o."id" = p."id" AND p.r IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "legacy_plate" = NULL
WHERE "plate_emirate" IS NOT NULL OR btrim("legacy_plate") = '';--> statement-breakpoint
SET CONSTRAINTS "orders_kitchen_queue_change" DEFERRED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "car_plate" text GENERATED ALWAYS AS (coalesce(plate_text(plate_emirate, plate_code, plate_number), legacy_plate, '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plate_whole" CHECK (("orders"."plate_emirate" is null) = ("orders"."plate_code" is null) and ("orders"."plate_code" is null) = ("orders"."plate_number" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plate_one_form" CHECK ("orders"."plate_emirate" is null or "orders"."legacy_plate" is null);--> statement-breakpoint
-- Customers: the profile's free text becomes a structure where it reads as one.
ALTER TABLE "customers" RENAME COLUMN "car_plate" TO "legacy_plate";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "plate_emirate" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "plate_code" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "plate_number" text;--> statement-breakpoint
UPDATE "customers" AS c
SET "plate_emirate" = p.r[1], "plate_code" = p.r[2], "plate_number" = p.r[3], "legacy_plate" = NULL
FROM (SELECT "id", read_plate_0029("legacy_plate") AS r FROM "customers" WHERE "legacy_plate" IS NOT NULL) AS p
WHERE c."id" = p."id" AND p.r IS NOT NULL;--> statement-breakpoint
UPDATE "customers" SET "legacy_plate" = NULL WHERE btrim("legacy_plate") = '';--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "car_plate" text GENERATED ALWAYS AS (coalesce(plate_text(plate_emirate, plate_code, plate_number), legacy_plate)) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_plate_whole" CHECK (("customers"."plate_emirate" is null) = ("customers"."plate_code" is null) and ("customers"."plate_code" is null) = ("customers"."plate_number" is null));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_plate_one_form" CHECK ("customers"."plate_emirate" is null or "customers"."legacy_plate" is null);--> statement-breakpoint
DROP FUNCTION read_plate_0029(text);
