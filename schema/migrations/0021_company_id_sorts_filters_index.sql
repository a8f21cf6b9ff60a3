CREATE INDEX `companies_id_sorts_filters_idx` ON `companies` (`id`,`rank`,`name_sort_key`,`year_founded`,`industry`,`country`,`employees`);
