-- The keyword indexes kept in name and in founding order (0024) held every company's text
-- with every position of every word, under rowids `sort key << 26 | id`: at 1,000,000
-- companies 530 and 442 MB. FTS5 stores the gap between consecutive rowids of each word, and
-- those sparse rowids' gaps took 4 to 8 bytes where a dense key's take 1 or 2; without the
-- positions, over such rowids FTS5 also merged a prefix's whole expansion before the first
-- entry. Each company now holds its ordinal in name order (name_sort_key, then id) and in
-- founding order (year_founded, then id), 1 to N, and the two indexes are keyed by that
-- ordinal without positions (detail=none), as the rank one is (0031). A walk finds the
-- company through the index on the ordinal, and checks a phrase of several parts ("co.uk")
-- against the company's own text (worker/src/search/keyword-phrases.ts).
--
-- The seed and the importers renumber the ordinals after they write companies
-- (schema/src/company-orders.ts). A company not numbered yet holds 0 or -id and is indexed at
-- -id, a rowid no numbered company has, so two companies never share an index rowid.
--
-- rowid of companies_by_name_fts:    name_order
-- rowid of companies_by_founded_fts: founded_order
ALTER TABLE companies ADD COLUMN name_order integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE companies ADD COLUMN founded_order integer NOT NULL DEFAULT 0;
--> statement-breakpoint
WITH numbered AS (
  SELECT id,
    row_number() OVER (ORDER BY name_sort_key, id) AS by_name,
    row_number() OVER (ORDER BY year_founded, id) AS by_founding
  FROM companies
)
UPDATE companies SET name_order = numbered.by_name, founded_order = numbered.by_founding
  FROM numbered WHERE numbered.id = companies.id;
--> statement-breakpoint
CREATE INDEX companies_name_order_filters_idx ON companies (name_order, industry, country, rank, year_founded, employees);
--> statement-breakpoint
CREATE INDEX companies_founded_order_filters_idx ON companies (founded_order, industry, country, rank, year_founded, employees);
--> statement-breakpoint
DROP TRIGGER companies_ordered_fts_insert;
--> statement-breakpoint
DROP TRIGGER companies_ordered_fts_delete;
--> statement-breakpoint
DROP TRIGGER companies_ordered_fts_update;
--> statement-breakpoint
DROP TABLE companies_by_name_fts;
--> statement-breakpoint
DROP TABLE companies_by_founded_fts;
--> statement-breakpoint
CREATE VIRTUAL TABLE companies_by_name_fts USING fts5(
  name, website, description,
  content='',
  columnsize=0,
  detail=none,
  tokenize='unicode61 remove_diacritics 2',
  prefix='2 3'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE companies_by_founded_fts USING fts5(
  name, website, description,
  content='',
  columnsize=0,
  detail=none,
  tokenize='unicode61 remove_diacritics 2',
  prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER companies_ordered_fts_insert AFTER INSERT ON companies BEGIN
  INSERT INTO companies_by_rank_fts(rowid, name, website, description) VALUES (new.rank, new.name, new.website, new.description);
  INSERT INTO companies_by_name_fts(rowid, name, website, description) VALUES (iif(new.name_order > 0, new.name_order, -new.id), new.name, new.website, new.description);
  INSERT INTO companies_by_founded_fts(rowid, name, website, description) VALUES (iif(new.founded_order > 0, new.founded_order, -new.id), new.name, new.website, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER companies_ordered_fts_delete AFTER DELETE ON companies BEGIN
  INSERT INTO companies_by_rank_fts(companies_by_rank_fts, rowid, name, website, description) VALUES ('delete', old.rank, old.name, old.website, old.description);
  INSERT INTO companies_by_name_fts(companies_by_name_fts, rowid, name, website, description) VALUES ('delete', iif(old.name_order > 0, old.name_order, -old.id), old.name, old.website, old.description);
  INSERT INTO companies_by_founded_fts(companies_by_founded_fts, rowid, name, website, description) VALUES ('delete', iif(old.founded_order > 0, old.founded_order, -old.id), old.name, old.website, old.description);
END;
--> statement-breakpoint
-- One update trigger per index, each firing only when its key or the text changed: a
-- renumbering moves a company in the one index whose ordinal changed.
CREATE TRIGGER companies_rank_fts_update AFTER UPDATE OF name, website, description, rank ON companies
WHEN old.rank <> new.rank OR old.name <> new.name OR old.website <> new.website OR old.description <> new.description BEGIN
  INSERT INTO companies_by_rank_fts(companies_by_rank_fts, rowid, name, website, description) VALUES ('delete', old.rank, old.name, old.website, old.description);
  INSERT INTO companies_by_rank_fts(rowid, name, website, description) VALUES (new.rank, new.name, new.website, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER companies_name_fts_update AFTER UPDATE OF name, website, description, name_order ON companies
WHEN old.name_order <> new.name_order OR old.name <> new.name OR old.website <> new.website OR old.description <> new.description BEGIN
  INSERT INTO companies_by_name_fts(companies_by_name_fts, rowid, name, website, description) VALUES ('delete', iif(old.name_order > 0, old.name_order, -old.id), old.name, old.website, old.description);
  INSERT INTO companies_by_name_fts(rowid, name, website, description) VALUES (iif(new.name_order > 0, new.name_order, -new.id), new.name, new.website, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER companies_founded_fts_update AFTER UPDATE OF name, website, description, founded_order ON companies
WHEN old.founded_order <> new.founded_order OR old.name <> new.name OR old.website <> new.website OR old.description <> new.description BEGIN
  INSERT INTO companies_by_founded_fts(companies_by_founded_fts, rowid, name, website, description) VALUES ('delete', iif(old.founded_order > 0, old.founded_order, -old.id), old.name, old.website, old.description);
  INSERT INTO companies_by_founded_fts(rowid, name, website, description) VALUES (iif(new.founded_order > 0, new.founded_order, -new.id), new.name, new.website, new.description);
END;
--> statement-breakpoint
-- Databases seeded before this migration get their companies indexed here; on an empty one
-- these are no-ops.
INSERT INTO companies_by_name_fts(rowid, name, website, description)
  SELECT name_order, name, website, description FROM companies ORDER BY 1;
--> statement-breakpoint
INSERT INTO companies_by_founded_fts(rowid, name, website, description)
  SELECT founded_order, name, website, description FROM companies ORDER BY 1;
