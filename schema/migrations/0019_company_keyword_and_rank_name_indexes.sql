CREATE INDEX `companies_id_sorts_filters_idx` ON `companies` (`id`,`rank`,`name_sort_key`,`year_founded`,`industry`,`country`,`employees`);--> statement-breakpoint
DROP INDEX `companies_rank_filters_idx`;--> statement-breakpoint
CREATE INDEX `companies_rank_filters_idx` ON `companies` (`rank`,`industry`,`country`,`year_founded`,`employees`,`name_sort_key`);--> statement-breakpoint
DROP INDEX `companies_industry_country_rank_idx`;--> statement-breakpoint
CREATE INDEX `companies_industry_country_rank_idx` ON `companies` (`industry`,`country`,`rank`,`year_founded`,`employees`,`name_sort_key`);
