-- Company names sort by a stored key in reading order (schema/src/company-name-sort-key.ts):
-- SQLite has no locale collation, so the key is computed where companies are written, and
-- the name-ordered indexes hold it in place of the name. SQL cannot compute the key, so
-- rows loaded before this migration keep '' until `npm run db:company-counts` (or a reseed)
-- fills their keys; until then they sort first, by id.
DROP INDEX `companies_name_id_filters_idx`;--> statement-breakpoint
DROP INDEX `companies_country_name_idx`;--> statement-breakpoint
DROP INDEX `companies_industry_name_idx`;--> statement-breakpoint
ALTER TABLE `companies` ADD `name_sort_key` text NOT NULL DEFAULT '';--> statement-breakpoint
CREATE INDEX `companies_name_id_filters_idx` ON `companies` (`name_sort_key`,`id`,`industry`,`country`,`rank`,`year_founded`,`employees`);--> statement-breakpoint
CREATE INDEX `companies_country_name_idx` ON `companies` (`country`,`name_sort_key`,`id`,`industry`,`rank`,`year_founded`,`employees`);--> statement-breakpoint
CREATE INDEX `companies_industry_name_idx` ON `companies` (`industry`,`name_sort_key`,`id`,`country`,`rank`,`year_founded`,`employees`);--> statement-breakpoint
-- The name checkpoints hold names, not keys, until the counts are rebuilt.
UPDATE company_counts_state SET stale = 1 WHERE id = 1 AND EXISTS (SELECT 1 FROM companies);
