DROP INDEX `companies_founded_id_filters_idx`;--> statement-breakpoint
DROP INDEX `companies_employees_filters_idx`;--> statement-breakpoint
CREATE INDEX `companies_industry_rank_idx` ON `companies` (`industry`,`rank`,`country`,`year_founded`,`employees`,`name_sort_key`);--> statement-breakpoint
CREATE INDEX `companies_top_10000_name_idx` ON `companies` (`name_sort_key`,`id`,`industry`,`country`,`rank`,`year_founded`,`employees`) WHERE "companies"."rank" <= 10000;--> statement-breakpoint
CREATE INDEX `companies_top_10000_founded_idx` ON `companies` (`year_founded`,`id`,`industry`,`country`,`rank`,`employees`) WHERE "companies"."rank" <= 10000;--> statement-breakpoint
CREATE INDEX `companies_top_100000_name_idx` ON `companies` (`name_sort_key`,`id`,`industry`,`country`,`rank`,`year_founded`,`employees`) WHERE "companies"."rank" <= 100000;--> statement-breakpoint
CREATE INDEX `companies_top_100000_founded_idx` ON `companies` (`year_founded`,`id`,`industry`,`country`,`rank`,`employees`) WHERE "companies"."rank" <= 100000;--> statement-breakpoint
CREATE INDEX `companies_founded_id_filters_idx` ON `companies` (`year_founded`,`id`,`industry`,`country`,`rank`,`employees`,`name_sort_key`);--> statement-breakpoint
CREATE INDEX `companies_employees_filters_idx` ON `companies` (`employees`,`industry`,`country`,`rank`,`year_founded`,`name_sort_key`);