-- Precomputed price lists for the sales search (see schema/src/sale-price-lists.ts, which
-- also holds the statements that fill them): per (extension, channel, year), and per
-- (channel, year) over every extension (extension ''), the group's prices in ascending order
-- with the id and label of each, so a wide search reads a few dozen rows instead of every sale.
-- WITHOUT ROWID: each group is one row of its key's b-tree, so D1 reads one row per group.
CREATE TABLE sale_price_lists (
  extension text NOT NULL,
  channel text NOT NULL,
  year integer NOT NULL,
  prices text NOT NULL,
  ids text NOT NULL,
  labels text NOT NULL,
  PRIMARY KEY (extension, channel, year)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE sale_price_lists_state (
  id integer PRIMARY KEY CHECK (id = 1),
  stale integer NOT NULL,
  rebuilt_at text
);
--> statement-breakpoint
-- An empty sales table is listed correctly by no lists; sales loaded before this migration
-- are stale until the lists are rebuilt, and the search reads the sales themselves meanwhile.
INSERT INTO sale_price_lists_state (id, stale) VALUES (1, EXISTS (SELECT 1 FROM sales));
--> statement-breakpoint
CREATE TRIGGER sales_price_lists_stale_insert AFTER INSERT ON sales
WHEN (SELECT stale FROM sale_price_lists_state WHERE id = 1) = 0 BEGIN
  UPDATE sale_price_lists_state SET stale = 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER sales_price_lists_stale_delete AFTER DELETE ON sales
WHEN (SELECT stale FROM sale_price_lists_state WHERE id = 1) = 0 BEGIN
  UPDATE sale_price_lists_state SET stale = 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER sales_price_lists_stale_update AFTER UPDATE OF id, label, extension, price_usd, year, channel ON sales
WHEN (SELECT stale FROM sale_price_lists_state WHERE id = 1) = 0 BEGIN
  UPDATE sale_price_lists_state SET stale = 1 WHERE id = 1;
END;
