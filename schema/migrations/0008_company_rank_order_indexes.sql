DROP INDEX `companies_industry_country_founded_idx`;--> statement-breakpoint
DROP INDEX `companies_country_founded_idx`;--> statement-breakpoint
CREATE INDEX `companies_industry_country_rank_idx` ON `companies` (`industry`,`country`,`rank`,`year_founded`,`employees`);--> statement-breakpoint
CREATE INDEX `companies_country_rank_idx` ON `companies` (`country`,`rank`,`year_founded`,`employees`,`industry`);