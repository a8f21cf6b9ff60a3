-- Precomputed exact counts for the company search (see schema/src/company-counts.ts, which
-- also holds the statements that fill them). WITHOUT ROWID: each lookup is one b-tree seek
-- that carries its count, so D1 reads one row per seek.
CREATE TABLE company_count_groups (
  industry text NOT NULL,
  country text NOT NULL,
  rank_bucket integer NOT NULL,
  year_founded integer NOT NULL,
  companies integer NOT NULL,
  PRIMARY KEY (industry, country, rank_bucket, year_founded)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE company_counts (
  industry text NOT NULL,
  country text NOT NULL,
  rank_bucket integer NOT NULL,
  year_founded integer NOT NULL,
  employees integer NOT NULL,
  at_most integer NOT NULL,
  PRIMARY KEY (industry, country, rank_bucket, year_founded, employees)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE company_counts_state (
  id integer PRIMARY KEY CHECK (id = 1),
  stale integer NOT NULL,
  rebuilt_at text
);
--> statement-breakpoint
-- Empty tables count an empty directory correctly; a directory loaded before this
-- migration is stale until the counts are rebuilt.
INSERT INTO company_counts_state (id, stale) VALUES (1, EXISTS (SELECT 1 FROM companies));
--> statement-breakpoint
CREATE TRIGGER companies_counts_stale_insert AFTER INSERT ON companies
WHEN (SELECT stale FROM company_counts_state WHERE id = 1) = 0 BEGIN
  UPDATE company_counts_state SET stale = 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER companies_counts_stale_delete AFTER DELETE ON companies
WHEN (SELECT stale FROM company_counts_state WHERE id = 1) = 0 BEGIN
  UPDATE company_counts_state SET stale = 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER companies_counts_stale_update AFTER UPDATE OF industry, country, rank, year_founded, employees ON companies
WHEN (SELECT stale FROM company_counts_state WHERE id = 1) = 0 BEGIN
  UPDATE company_counts_state SET stale = 1 WHERE id = 1;
END;
