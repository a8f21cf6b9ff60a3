CREATE TABLE `name_stage_history` (
	`fqdn` text NOT NULL,
	`stage` text NOT NULL,
	`first_seen_at` text NOT NULL,
	`source` text NOT NULL,
	PRIMARY KEY(`fqdn`, `first_seen_at`)
);
--> statement-breakpoint
CREATE INDEX `name_stage_history_seen_idx` ON `name_stage_history` (`first_seen_at`);--> statement-breakpoint
CREATE TABLE `tracked_names` (
	`fqdn` text PRIMARY KEY NOT NULL,
	`stage` text NOT NULL,
	`stage_since` text,
	`checked_at` text,
	`next_check_at` text NOT NULL,
	`source` text NOT NULL,
	`registrar_iana_id` integer,
	`expires_on` text,
	`deletion_on` text
);
--> statement-breakpoint
CREATE INDEX `tracked_names_next_check_idx` ON `tracked_names` (`next_check_at`);