-- Alerts without an account: a watchlist's private feed token, a visitor's Web Push
-- subscription, and the stages each watched name alerts at.
CREATE TABLE `watchlist_feeds` (
	`visitor_id` text PRIMARY KEY NOT NULL,
	`token` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `watchlist_feeds_token_idx` ON `watchlist_feeds` (`token`) WHERE `token` IS NOT NULL;--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`visitor_id` text PRIMARY KEY NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `push_alert_stages` (
	`visitor_id` text NOT NULL,
	`fqdn` text NOT NULL,
	`stages` text NOT NULL,
	PRIMARY KEY(`visitor_id`, `fqdn`)
);
--> statement-breakpoint
-- The public "Dropping soon" list reads the names of one stage, first seen longest ago first.
CREATE INDEX `tracked_names_stage_since_idx` ON `tracked_names` (`stage`,`stage_since`);
