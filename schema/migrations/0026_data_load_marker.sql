-- A remote load replaces the seeded tables file by file, with no transaction around them. It
-- writes this one row before it clears anything and deletes it after the last file, and while
-- the row is there the API answers a maintenance notice instead of half-cleared tables.
CREATE TABLE `data_loads` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`started_at` text NOT NULL
);
