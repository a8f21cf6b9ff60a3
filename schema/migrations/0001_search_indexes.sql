-- Full-text indexes drizzle cannot express. External-content FTS5 tables keep one copy of
-- the text; triggers keep them in step with writes made by the app and the importers.

-- Company keyword search over name, website and description.
CREATE VIRTUAL TABLE companies_fts USING fts5(
  name, website, description,
  content='companies', content_rowid='id',
  tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER companies_fts_insert AFTER INSERT ON companies BEGIN
  INSERT INTO companies_fts(rowid, name, website, description) VALUES (new.id, new.name, new.website, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER companies_fts_delete AFTER DELETE ON companies BEGIN
  INSERT INTO companies_fts(companies_fts, rowid, name, website, description) VALUES ('delete', old.id, old.name, old.website, old.description);
END;
--> statement-breakpoint
CREATE TRIGGER companies_fts_update AFTER UPDATE OF name, website, description ON companies BEGIN
  INSERT INTO companies_fts(companies_fts, rowid, name, website, description) VALUES ('delete', old.id, old.name, old.website, old.description);
  INSERT INTO companies_fts(rowid, name, website, description) VALUES (new.id, new.name, new.website, new.description);
END;
--> statement-breakpoint
-- Substring search over second-level labels: the trigram tokenizer answers LIKE '%abc%'
-- from the index instead of a scan of every name.
CREATE VIRTUAL TABLE domains_fts USING fts5(
  name,
  content='domains', content_rowid='id',
  tokenize='trigram', detail='none'
);
--> statement-breakpoint
CREATE TRIGGER domains_fts_insert AFTER INSERT ON domains BEGIN
  INSERT INTO domains_fts(rowid, name) VALUES (new.id, new.name);
END;
--> statement-breakpoint
CREATE TRIGGER domains_fts_delete AFTER DELETE ON domains BEGIN
  INSERT INTO domains_fts(domains_fts, rowid, name) VALUES ('delete', old.id, old.name);
END;
--> statement-breakpoint
CREATE TRIGGER domains_fts_update AFTER UPDATE OF name ON domains BEGIN
  INSERT INTO domains_fts(domains_fts, rowid, name) VALUES ('delete', old.id, old.name);
  INSERT INTO domains_fts(rowid, name) VALUES (new.id, new.name);
END;
