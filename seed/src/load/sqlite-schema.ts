import type { DatabaseSync } from 'node:sqlite';

interface SchemaEntry {
  type: string;
  name: string;
  tbl_name: string;
  sql: string;
}

/**
 * A database's schema split the way a bulk load needs it: tables to create first, data,
 * then indexes, full-text indexes and triggers. Shadow tables of FTS5 tables are left to
 * the virtual tables that own them.
 */
export interface LoadSchema {
  tables: SchemaEntry[];
  indexes: SchemaEntry[];
  triggers: SchemaEntry[];
  views: SchemaEntry[];
  /** FTS5 tables: created empty and filled after the load. */
  fullText: string[];
}

export const FTS5_SHADOWS = ['data', 'idx', 'content', 'docsize', 'config'];

export function readLoadSchema(db: DatabaseSync, schemaName: string): LoadSchema {
  const entries = db
    .prepare(
      `select type, name, tbl_name, sql from ${schemaName}.sqlite_master where sql is not null order by rowid`,
    )
    .all() as unknown as SchemaEntry[];
  const fullText = entries
    .filter((e) => e.type === 'table' && /^create virtual table .* using fts5/is.test(e.sql))
    .map((e) => e.name);
  const shadows = new Set(fullText.flatMap((name) => FTS5_SHADOWS.map((suffix) => `${name}_${suffix}`)));
  return {
    tables: entries.filter(
      (e) => e.type === 'table' && !shadows.has(e.name) && !e.name.startsWith('sqlite_'),
    ),
    indexes: entries.filter((e) => e.type === 'index'),
    triggers: entries.filter((e) => e.type === 'trigger'),
    views: entries.filter((e) => e.type === 'view'),
    fullText,
  };
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
