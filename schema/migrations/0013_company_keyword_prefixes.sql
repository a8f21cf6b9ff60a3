-- The last word of a company keyword matches as a prefix. Without prefix indexes FTS5 merges
-- the doclist of every term the prefix starts: "co" reads company, com, consulting... (about
-- 2.4M postings, 160 ms at 1M companies) even beside a rare word. With them a two- or
-- three-letter prefix is one doclist (6 ms). Longer prefixes start few terms each.
-- The triggers of 0001 name the table, so they keep working once it is back.
DROP TABLE companies_fts;
--> statement-breakpoint
CREATE VIRTUAL TABLE companies_fts USING fts5(
  name, website, description,
  content='companies', content_rowid='id',
  tokenize='unicode61 remove_diacritics 2',
  prefix='2 3'
);
--> statement-breakpoint
INSERT INTO companies_fts(companies_fts) VALUES ('rebuild');
