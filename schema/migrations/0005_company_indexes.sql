DROP INDEX `companies_name_id_idx`;--> statement-breakpoint
DROP INDEX `companies_year_founded_id_idx`;--> statement-breakpoint
DROP INDEX `companies_employees_idx`;--> statement-breakpoint
DROP INDEX `companies_industry_country_rank_idx`;--> statement-breakpoint
DROP INDEX `companies_country_rank_idx`;--> statement-breakpoint
CREATE INDEX `companies_rank_filters_idx` ON `companies` (`rank`,`industry`,`country`,`year_founded`,`employees`);--> statement-breakpoint
CREATE INDEX `companies_name_id_filters_idx` ON `companies` (`name`,`id`,`industry`,`country`,`rank`,`year_founded`,`employees`);--> statement-breakpoint
CREATE INDEX `companies_founded_id_filters_idx` ON `companies` (`year_founded`,`id`,`industry`,`country`,`rank`,`employees`);--> statement-breakpoint
CREATE INDEX `companies_industry_country_founded_idx` ON `companies` (`industry`,`country`,`year_founded`,`id`,`employees`,`rank`);--> statement-breakpoint
CREATE INDEX `companies_country_founded_idx` ON `companies` (`country`,`year_founded`,`id`,`employees`,`industry`,`rank`);--> statement-breakpoint
CREATE INDEX `companies_employees_filters_idx` ON `companies` (`employees`,`industry`,`country`,`rank`,`year_founded`);--> statement-breakpoint
CREATE INDEX `companies_id_filters_idx` ON `companies` (`id`,`industry`,`country`,`rank`,`year_founded`,`employees`);