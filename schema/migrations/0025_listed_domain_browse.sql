-- Browsing listed names by status without a keyword (GET /api/domains/listed). Each index
-- holds only the statuses it serves, keyed by one integer per order, so a page is one index
-- range read from the last key of the previous page:
--   by value: ((2^30-1 - value, capped) << 26) | id, the key of domains_by_value_fts (0004)
--   by end:   (end day as YYYYMMDD << 26) | id; an auction's end is its imported end day, an
--             expiring name's its drop (expiry) day; a name without one has a null key.
-- Queries spell these expressions and conditions exactly (schema/src/tables/listed-domain-keys.ts),
-- which is how SQLite recognises an expression or partial index.
CREATE INDEX `domains_listed_by_value_idx` ON `domains` (
  `status`,
  (((1073741823 - min(max("estimated_value", 0), 1073741823)) << 26) | "id")
) WHERE "status" in ('auction', 'expiring', 'premium', 'available');
--> statement-breakpoint
CREATE INDEX `domains_listed_by_end_idx` ON `domains` (
  `status`,
  ((cast(replace(case "status" when 'auction' then "auction_ends_on" else "expiry_date" end, '-', '') as integer) << 26) | "id")
) WHERE "status" in ('auction', 'expiring');
