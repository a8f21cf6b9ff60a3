CREATE TABLE `availability_cache` (
	`fqdn` text PRIMARY KEY NOT NULL,
	`registered` integer NOT NULL,
	`registrar` text,
	`source` text NOT NULL,
	`checked_at` text NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `badges` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`icon_url` text,
	`points_value` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`website` text NOT NULL,
	`industry` text NOT NULL,
	`country` text NOT NULL,
	`rank` integer NOT NULL,
	`year_founded` integer NOT NULL,
	`employees` integer NOT NULL,
	`revenue_amount` real NOT NULL,
	`revenue_currency` text DEFAULT 'USD' NOT NULL,
	`description` text NOT NULL,
	`date_added` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `companies_rank_unique` ON `companies` (`rank`);--> statement-breakpoint
CREATE INDEX `companies_name_id_idx` ON `companies` (`name`,`id`);--> statement-breakpoint
CREATE INDEX `companies_year_founded_id_idx` ON `companies` (`year_founded`,`id`);--> statement-breakpoint
CREATE INDEX `companies_employees_idx` ON `companies` (`employees`);--> statement-breakpoint
CREATE INDEX `companies_industry_country_rank_idx` ON `companies` (`industry`,`country`,`rank`);--> statement-breakpoint
CREATE INDEX `companies_country_rank_idx` ON `companies` (`country`,`rank`);--> statement-breakpoint
CREATE TABLE `conversions` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`visitor_id` text NOT NULL,
	`click_id` text,
	`amount` real NOT NULL,
	`currency` text NOT NULL,
	`discount` real NOT NULL,
	`coupon` text,
	`items` text NOT NULL,
	`status` text NOT NULL,
	`upstream_state` text NOT NULL,
	`upstream_submission_id` text,
	`upstream_error` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversions_order_id_unique` ON `conversions` (`order_id`);--> statement-breakpoint
CREATE TABLE `domain_check_results` (
	`id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`domain_name` text NOT NULL,
	`is_available` integer NOT NULL,
	`registrar` text,
	`source` text NOT NULL,
	`last_checked` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `domain_check_results_company_idx` ON `domain_check_results` (`company_id`,`last_checked`);--> statement-breakpoint
CREATE TABLE `domains` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`extension` text NOT NULL,
	`length` integer NOT NULL,
	`status` text NOT NULL,
	`expiry_date` text,
	`registration_date` text,
	`estimated_value` integer NOT NULL,
	`estimated_value_min` integer NOT NULL,
	`estimated_value_max` integer NOT NULL,
	`seo_score` integer NOT NULL,
	`traffic_score` integer NOT NULL,
	`brandability_score` integer NOT NULL,
	`potential_score` integer NOT NULL,
	`brand_score` integer NOT NULL,
	`market_value` integer NOT NULL,
	`traffic_potential` integer NOT NULL,
	`registrar` text,
	`available` integer NOT NULL,
	`last_checked` text,
	`keywords` text DEFAULT '' NOT NULL,
	`industry` text NOT NULL,
	`company_id` integer,
	`acquisition_fee` integer,
	`registration_cost` integer,
	`is_premium` integer DEFAULT false NOT NULL,
	`current_bid` integer,
	`auto_renewal_enabled` integer DEFAULT false NOT NULL,
	`keyword_volume` integer DEFAULT 0 NOT NULL,
	`backlinks` integer DEFAULT 0 NOT NULL,
	`referring_domains` integer DEFAULT 0 NOT NULL,
	`first_registered` text,
	`last_owner` text,
	`prior_use` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `domains_name_extension_idx` ON `domains` (`name`,`extension`);--> statement-breakpoint
CREATE INDEX `domains_company_id_idx` ON `domains` (`company_id`);--> statement-breakpoint
CREATE INDEX `domains_estimated_value_idx` ON `domains` (`estimated_value`);--> statement-breakpoint
CREATE INDEX `domains_expiring_com_idx` ON `domains` (`expiry_date`) WHERE "domains"."status" = 'expiring' and "domains"."extension" = 'com';--> statement-breakpoint
CREATE TABLE `earned_badges` (
	`id` integer PRIMARY KEY NOT NULL,
	`visitor_id` text NOT NULL,
	`badge_id` integer NOT NULL,
	`earned_at` text NOT NULL,
	FOREIGN KEY (`badge_id`) REFERENCES `badges`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `earned_badges_visitor_badge_idx` ON `earned_badges` (`visitor_id`,`badge_id`);--> statement-breakpoint
CREATE TABLE `learning_modules` (
	`id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`difficulty_level` integer NOT NULL,
	`estimated_time_minutes` integer,
	`points_to_earn` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `module_progress` (
	`id` integer PRIMARY KEY NOT NULL,
	`visitor_id` text NOT NULL,
	`module_id` integer NOT NULL,
	`status` text NOT NULL,
	`points_earned` integer DEFAULT 0 NOT NULL,
	`completed_at` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`module_id`) REFERENCES `learning_modules`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `module_progress_visitor_module_idx` ON `module_progress` (`visitor_id`,`module_id`);--> statement-breakpoint
CREATE TABLE `module_segments` (
	`id` integer PRIMARY KEY NOT NULL,
	`module_id` integer NOT NULL,
	`order` integer NOT NULL,
	`title` text NOT NULL,
	`type` text NOT NULL,
	`content` text NOT NULL,
	`media_url` text,
	`is_required` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`module_id`) REFERENCES `learning_modules`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `module_segments_module_order_idx` ON `module_segments` (`module_id`,`order`);--> statement-breakpoint
CREATE TABLE `quiz_answers` (
	`id` integer PRIMARY KEY NOT NULL,
	`question_id` integer NOT NULL,
	`answer_text` text NOT NULL,
	`is_correct` integer NOT NULL,
	FOREIGN KEY (`question_id`) REFERENCES `quiz_questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quiz_answers_question_idx` ON `quiz_answers` (`question_id`);--> statement-breakpoint
CREATE TABLE `quiz_attempts` (
	`id` integer PRIMARY KEY NOT NULL,
	`visitor_id` text NOT NULL,
	`question_id` integer NOT NULL,
	`answer_id` integer,
	`text_response` text,
	`is_correct` integer NOT NULL,
	`attempted_at` text NOT NULL,
	FOREIGN KEY (`question_id`) REFERENCES `quiz_questions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`answer_id`) REFERENCES `quiz_answers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quiz_attempts_visitor_question_idx` ON `quiz_attempts` (`visitor_id`,`question_id`);--> statement-breakpoint
CREATE TABLE `quiz_questions` (
	`id` integer PRIMARY KEY NOT NULL,
	`segment_id` integer NOT NULL,
	`order` integer NOT NULL,
	`question_text` text NOT NULL,
	`question_type` text NOT NULL,
	`points_value` integer NOT NULL,
	FOREIGN KEY (`segment_id`) REFERENCES `module_segments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quiz_questions_segment_order_idx` ON `quiz_questions` (`segment_id`,`order`);--> statement-breakpoint
CREATE TABLE `sales` (
	`id` integer PRIMARY KEY NOT NULL,
	`domain` text NOT NULL,
	`label` text NOT NULL,
	`extension` text NOT NULL,
	`price_usd` integer NOT NULL,
	`year` integer NOT NULL,
	`source` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sales_extension_year_idx` ON `sales` (`extension`,`year`);--> statement-breakpoint
CREATE INDEX `sales_domain_idx` ON `sales` (`domain`);--> statement-breakpoint
CREATE TABLE `value_history` (
	`id` integer PRIMARY KEY NOT NULL,
	`domain_id` integer NOT NULL,
	`record_date` text NOT NULL,
	`estimated_value` integer NOT NULL,
	`seo_score` integer NOT NULL,
	`traffic_potential` integer NOT NULL,
	`reason` text,
	FOREIGN KEY (`domain_id`) REFERENCES `domains`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `value_history_domain_date_idx` ON `value_history` (`domain_id`,`record_date`);--> statement-breakpoint
CREATE TABLE `watchlist_entries` (
	`id` integer PRIMARY KEY NOT NULL,
	`visitor_id` text NOT NULL,
	`domain_id` integer NOT NULL,
	`date_added` text NOT NULL,
	FOREIGN KEY (`domain_id`) REFERENCES `domains`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `watchlist_entries_visitor_domain_idx` ON `watchlist_entries` (`visitor_id`,`domain_id`);