CREATE TABLE `visitor_activity` (
	`visitor_id` text PRIMARY KEY NOT NULL,
	`last_active_day` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `visitor_activity_last_active_day_idx` ON `visitor_activity` (`last_active_day`);--> statement-breakpoint
CREATE INDEX `availability_cache_expires_at_idx` ON `availability_cache` (`expires_at`);--> statement-breakpoint
-- Visitors who owned rows before activity was recorded count as active on the day this runs.
INSERT OR IGNORE INTO `visitor_activity` (`visitor_id`, `last_active_day`)
SELECT `visitor_id`, date('now') FROM `watchlist_entries`
UNION SELECT `visitor_id`, date('now') FROM `module_progress`
UNION SELECT `visitor_id`, date('now') FROM `quiz_attempts`
UNION SELECT `visitor_id`, date('now') FROM `earned_badges`;
