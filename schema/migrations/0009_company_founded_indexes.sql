DROP INDEX `companies_id_filters_idx`;--> statement-breakpoint
CREATE INDEX `companies_industry_founded_idx` ON `companies` (`industry`,`year_founded`,`id`,`employees`,`country`,`rank`);--> statement-breakpoint
CREATE INDEX `companies_country_founded_idx` ON `companies` (`country`,`year_founded`,`id`,`employees`,`industry`,`rank`);--> statement-breakpoint
CREATE INDEX `companies_id_filters_idx` ON `companies` (`id`,`industry`,`country`,`rank`,`year_founded`,`employees`,`name`);