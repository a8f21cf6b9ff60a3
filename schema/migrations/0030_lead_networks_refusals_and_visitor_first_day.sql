ALTER TABLE `conversions` ADD `client_network` text;--> statement-breakpoint
CREATE TABLE `refused_leads` (
	`id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`reason` text NOT NULL,
	`client_network` text NOT NULL,
	`domain` text,
	`click_id` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `refused_leads_created_idx` ON `refused_leads` (`created_at`);--> statement-breakpoint
ALTER TABLE `visitor_activity` ADD `first_active_day` text;--> statement-breakpoint
CREATE INDEX `visitor_activity_single_day_idx` ON `visitor_activity` (`last_active_day`) WHERE `first_active_day` = `last_active_day`;
