-- The sales explorer: each sale's venue, its channel by the venue rule and the engine's
-- value for that channel, stored when the sale is loaded (databases seeded before this
-- migration get them on the next `npm run seed`). The unique identity lets the importer
-- skip sales already listed. Each filter leads a covering index.
DROP INDEX `sales_extension_year_idx`;--> statement-breakpoint
DROP INDEX `sales_domain_idx`;--> statement-breakpoint
ALTER TABLE `sales` ADD `venue` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `sales` ADD `channel` text DEFAULT 'brokerage' NOT NULL;--> statement-breakpoint
ALTER TABLE `sales` ADD `estimate_usd` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `sales_identity_idx` ON `sales` (`domain`,`price_usd`,`year`,`venue`);--> statement-breakpoint
CREATE INDEX `sales_extension_idx` ON `sales` (`extension`,`year`,`price_usd`,`channel`);--> statement-breakpoint
CREATE INDEX `sales_channel_idx` ON `sales` (`channel`,`year`,`price_usd`,`extension`);--> statement-breakpoint
CREATE INDEX `sales_year_idx` ON `sales` (`year`,`price_usd`,`extension`,`channel`);--> statement-breakpoint
CREATE INDEX `sales_price_idx` ON `sales` (`price_usd`,`year`,`extension`,`channel`);--> statement-breakpoint
-- Keyword search: names whose label contains the keyword. A contentless trigram index keyed
-- by sale id; detail=none admits false positives, so matches are re-checked on the label.
CREATE VIRTUAL TABLE sales_label_fts USING fts5(
  label,
  content='',
  tokenize='trigram',
  detail='none'
);
--> statement-breakpoint
CREATE TRIGGER sales_label_fts_insert AFTER INSERT ON sales BEGIN
  INSERT INTO sales_label_fts(rowid, label) VALUES (new.id, new.label);
END;
--> statement-breakpoint
CREATE TRIGGER sales_label_fts_delete AFTER DELETE ON sales BEGIN
  INSERT INTO sales_label_fts(sales_label_fts, rowid, label) VALUES ('delete', old.id, old.label);
END;
--> statement-breakpoint
CREATE TRIGGER sales_label_fts_update AFTER UPDATE OF label ON sales BEGIN
  INSERT INTO sales_label_fts(sales_label_fts, rowid, label) VALUES ('delete', old.id, old.label);
  INSERT INTO sales_label_fts(rowid, label) VALUES (new.id, new.label);
END;
--> statement-breakpoint
INSERT INTO sales_label_fts(rowid, label) SELECT id, label FROM sales;
