-- Every 1000th company of each sort order with its sort key (see schema/src/company-counts.ts):
-- a deep page of the whole directory seeks to the nearest checkpoint instead of skipping
-- hundreds of thousands of index entries.
CREATE TABLE company_sort_checkpoints (
  sort_key text NOT NULL,
  position integer NOT NULL,
  key_int integer,
  key_text text,
  id integer NOT NULL,
  PRIMARY KEY (sort_key, position)
) WITHOUT ROWID;
--> statement-breakpoint
-- Counts rebuilt before this table existed have no checkpoints yet.
UPDATE company_counts_state SET stale = 1 WHERE id = 1 AND EXISTS (SELECT 1 FROM companies);
