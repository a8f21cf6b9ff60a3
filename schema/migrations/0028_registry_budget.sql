-- One outbound budget per registry host, shared by every lookup across requests and isolates:
-- how many lookups each pool has used in a window, and when a host asked to be left alone.
CREATE TABLE `registry_budget` (
	`host` text NOT NULL,
	`window_start` integer NOT NULL,
	`pool` text NOT NULL,
	`used` integer NOT NULL,
	PRIMARY KEY(`host`, `window_start`, `pool`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `registry_budget_window_idx` ON `registry_budget` (`window_start`);--> statement-breakpoint
CREATE TABLE `registry_backoff` (
	`host` text PRIMARY KEY NOT NULL,
	`until` integer NOT NULL
);
--> statement-breakpoint
-- The radar's own columns: the name split as every lookup needs it, and the check priority
-- (names nearest a drop first) with the index the tracking job walks.
ALTER TABLE `tracked_names` ADD `label` text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE `tracked_names` ADD `extension` text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE `tracked_names` ADD `priority` integer NOT NULL DEFAULT 3;--> statement-breakpoint
CREATE INDEX `tracked_names_priority_due_idx` ON `tracked_names` (`priority`, `next_check_at`);
--> statement-breakpoint
-- Whether anyone still watches a tracked name: one lookup by name, whoever's list holds it.
CREATE INDEX `watchlist_entries_name_idx` ON `watchlist_entries` (`name`, `extension`);
--> statement-breakpoint
-- Names already watched are tracked from now on, due at once.
INSERT INTO `tracked_names` (`fqdn`, `label`, `extension`, `stage`, `next_check_at`, `source`, `priority`)
SELECT DISTINCT `name` || '.' || `extension`, `name`, `extension`, 'unknown', '1970-01-01T00:00:00.000Z', 'not checked', 2
FROM `watchlist_entries` WHERE true
ON CONFLICT (`fqdn`) DO NOTHING;
