ALTER TABLE "employees" ADD COLUMN "department_ar" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "position_ar" text;--> statement-breakpoint
-- Job titles and departments were one text: it stays the English one and, until the owner writes
-- an Arabic one, stands in for it too (issue 35).
UPDATE "employees" SET "department_ar" = "department", "position_ar" = "position";
--> statement-breakpoint
-- The shop's name was one text (Settings → General → Site title): it becomes the English name and
-- is kept as the Arabic one too («عصير» for the built-in "Aseer"), until the owner writes it in Arabic.
UPDATE "settings"
SET "value" = "value" || jsonb_build_object(
  'siteTitleAr',
  CASE WHEN btrim(coalesce("value"->>'siteTitle', '')) IN ('', 'Aseer') THEN 'عصير' ELSE btrim("value"->>'siteTitle') END
)
WHERE "key" = 'store.general' AND jsonb_typeof("value") = 'object' AND NOT ("value" ? 'siteTitleAr');
