-- Affiliate orders are capped per client address (an IPv6 /64 as one) instead of per visitor
-- cookie, which a script drops; settled_at is when the network confirmed or declined a lead.
DROP INDEX `conversions_visitor_created_idx`;--> statement-breakpoint
ALTER TABLE `conversions` ADD `client_key` text;--> statement-breakpoint
ALTER TABLE `conversions` ADD `settled_at` text;--> statement-breakpoint
CREATE INDEX `conversions_client_created_idx` ON `conversions` (`client_key`,`created_at`);
