-- Issue 9, decision 014: plates typed as free text before plates were structured become structured
-- where their shape is unmistakable: the short emirate name, a code of that emirate's kind (numbers
-- for Abu Dhabi and Sharjah, one or two letters elsewhere) and a number of 1–5 digits, e.g.
-- "AD 5 12345" or "dxb-aa-7". Anything else ("AB 12345", "K 777") stays as typed and is shown as such.
UPDATE "orders" AS o
SET "plate_emirate" = CASE p.m[1]
      WHEN 'AD' THEN 'abu_dhabi' WHEN 'DXB' THEN 'dubai' WHEN 'SHJ' THEN 'sharjah' WHEN 'AJM' THEN 'ajman'
      WHEN 'UAQ' THEN 'umm_al_quwain' WHEN 'RAK' THEN 'ras_al_khaimah' WHEN 'FUJ' THEN 'fujairah' END,
    "plate_code" = p.m[2],
    "plate_number" = p.m[3],
    "car_plate" = p.m[1] || ' ' || p.m[2] || ' ' || p.m[3]
FROM (
  SELECT "id", regexp_match(upper(btrim("car_plate")), '^(AD|DXB|SHJ|AJM|UAQ|RAK|FUJ)[ -]+([A-Z]{1,2}|[1-9][0-9]?)[ -]+([1-9][0-9]{0,4})$') AS m
  FROM "orders"
  WHERE "plate_emirate" IS NULL
) AS p
WHERE o."id" = p."id"
  AND p.m IS NOT NULL
  AND (p.m[1] IN ('AD', 'SHJ')) = (p.m[2] ~ '^[0-9]+$');
