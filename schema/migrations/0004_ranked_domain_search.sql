-- Domain search answers "names containing X, best first" over millions of rows. A trigram
-- index keyed by domain id must read every match to sort them (26k rows for "car"); these
-- two contentless indexes are keyed by the sort order itself, so FTS5 streams matches
-- already ordered and a page stops after its first rows.
--
-- rowid of domains_by_value_fts:  (value rank << 26) | id      value rank = 2^30-1 - value (capped)
-- rowid of domains_by_length_fts: (length << 56) | value rank << 26 | id
-- Ids must stay below 2^26 (67M names). The indexed text is '^^' || name: the two anchor
-- characters make "starts with" a trigram query ('^^c', '^ca', 'car') and let one- and
-- two-character keywords match name prefixes, which a plain trigram index cannot.
CREATE VIRTUAL TABLE domains_by_value_fts USING fts5(
  anchored_name,
  content='',
  tokenize='trigram',
  detail='none'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE domains_by_length_fts USING fts5(
  anchored_name,
  content='',
  tokenize='trigram',
  detail='none'
);
--> statement-breakpoint
CREATE TRIGGER domains_ranked_fts_insert AFTER INSERT ON domains BEGIN
  INSERT INTO domains_by_value_fts(rowid, anchored_name) VALUES (
    ((1073741823 - min(max(new.estimated_value, 0), 1073741823)) << 26) | new.id,
    '^^' || new.name
  );
  INSERT INTO domains_by_length_fts(rowid, anchored_name) VALUES (
    (min(new.length, 63) << 56) | ((1073741823 - min(max(new.estimated_value, 0), 1073741823)) << 26) | new.id,
    '^^' || new.name
  );
END;
--> statement-breakpoint
CREATE TRIGGER domains_ranked_fts_delete AFTER DELETE ON domains BEGIN
  INSERT INTO domains_by_value_fts(domains_by_value_fts, rowid, anchored_name) VALUES (
    'delete',
    ((1073741823 - min(max(old.estimated_value, 0), 1073741823)) << 26) | old.id,
    '^^' || old.name
  );
  INSERT INTO domains_by_length_fts(domains_by_length_fts, rowid, anchored_name) VALUES (
    'delete',
    (min(old.length, 63) << 56) | ((1073741823 - min(max(old.estimated_value, 0), 1073741823)) << 26) | old.id,
    '^^' || old.name
  );
END;
--> statement-breakpoint
CREATE TRIGGER domains_ranked_fts_update AFTER UPDATE OF name, length, estimated_value ON domains BEGIN
  INSERT INTO domains_by_value_fts(domains_by_value_fts, rowid, anchored_name) VALUES (
    'delete',
    ((1073741823 - min(max(old.estimated_value, 0), 1073741823)) << 26) | old.id,
    '^^' || old.name
  );
  INSERT INTO domains_by_length_fts(domains_by_length_fts, rowid, anchored_name) VALUES (
    'delete',
    (min(old.length, 63) << 56) | ((1073741823 - min(max(old.estimated_value, 0), 1073741823)) << 26) | old.id,
    '^^' || old.name
  );
  INSERT INTO domains_by_value_fts(rowid, anchored_name) VALUES (
    ((1073741823 - min(max(new.estimated_value, 0), 1073741823)) << 26) | new.id,
    '^^' || new.name
  );
  INSERT INTO domains_by_length_fts(rowid, anchored_name) VALUES (
    (min(new.length, 63) << 56) | ((1073741823 - min(max(new.estimated_value, 0), 1073741823)) << 26) | new.id,
    '^^' || new.name
  );
END;
--> statement-breakpoint
-- Databases seeded before this migration get their names indexed here; on an empty one
-- these are no-ops.
INSERT INTO domains_by_value_fts(rowid, anchored_name)
  SELECT ((1073741823 - min(max(estimated_value, 0), 1073741823)) << 26) | id, '^^' || name FROM domains;
--> statement-breakpoint
INSERT INTO domains_by_length_fts(rowid, anchored_name)
  SELECT (min(length, 63) << 56) | ((1073741823 - min(max(estimated_value, 0), 1073741823)) << 26) | id, '^^' || name
  FROM domains;
