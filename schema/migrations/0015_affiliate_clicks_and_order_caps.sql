CREATE TABLE `affiliate_clicks` (
	`visitor_id` text PRIMARY KEY NOT NULL,
	`click_id` text NOT NULL,
	`landed_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `conversions` ADD `upstream_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `conversions` ADD `domain` text;--> statement-breakpoint
ALTER TABLE `conversions` ADD `written_by` text;--> statement-breakpoint
CREATE INDEX `conversions_visitor_created_idx` ON `conversions` (`visitor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `conversions_domain_created_idx` ON `conversions` (`domain`,`created_at`);