ALTER TABLE `badges` ADD `criterion` text DEFAULT 'modules_completed' NOT NULL;--> statement-breakpoint
ALTER TABLE `badges` ADD `threshold` integer DEFAULT 1 NOT NULL;