import { execFileSync } from 'node:child_process';
import type { SQLInputValue } from 'node:sqlite';

/** What SQLite reports about one statement run on a fresh read-only connection. */
export interface StatementStats {
  /** EXPLAIN QUERY PLAN, one line per step. */
  plan: string[];
  /**
   * Distinct database pages the statement read: page cache misses on a fresh connection whose
   * cache holds the whole file, so no page is read twice.
   */
  pagesTouched: number;
  /** Bytes the sqlite3 process read from the block device for the statement (cold after an eviction). */
  bytesFromDisk: number;
  virtualMachineSteps: number;
  fullscanSteps: number;
  sorts: number;
}

/** A bound value as an SQL literal, for sqlite3's parameter table. */
function literal(value: SQLInputValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  return `x'${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}'`;
}

/** Numbers the anonymous `?` placeholders (?1, ?2, ...), leaving quoted text alone. */
export function numberPlaceholders(sql: string): string {
  let out = '';
  let quote: string | null = null;
  let n = 0;
  for (const ch of sql) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      quote = ch;
      out += ch;
    } else if (ch === '?') {
      n += 1;
      out += `?${n}`;
    } else {
      out += ch;
    }
  }
  return out;
}

const statPattern = (label: string) => new RegExp(`^${label}:\\s+(\\d+)`, 'gm');

function lastStat(output: string, label: string): number[] {
  return [...output.matchAll(statPattern(label))].map((m) => Number(m[1]));
}

/**
 * Runs one statement in the sqlite3 shell with its statistics on (`.stats on`, `.eqp on`):
 * the schema is read by a first statement, so the second one's figures are its own.
 */
export function statementStats(file: string, sql: string, params: readonly SQLInputValue[]): StatementStats {
  const bindings = params.map((value, i) => `('?${i + 1}', ${literal(value)})`).join(', ');
  const script = [
    '.parameter init',
    ...(bindings ? [`insert into temp.sqlite_parameters(key, value) values ${bindings};`] : []),
    'pragma cache_size = -8000000;',
    '.mode quote',
    '.stats on',
    'select count(*) from sqlite_schema;',
    '.eqp on',
    `${numberPlaceholders(sql)};`,
  ].join('\n');
  const output = execFileSync('sqlite3', ['-readonly', file], {
    input: script,
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  const plan = output
    .slice(output.indexOf('QUERY PLAN'))
    .split('\n')
    .slice(1)
    .filter((line) => /^[|`]|^ {3}/.test(line));
  const misses = lastStat(output, 'Page cache misses');
  const storage = lastStat(output, 'Bytes read from storage');
  return {
    plan,
    pagesTouched: misses.at(-1) ?? 0,
    bytesFromDisk: (storage.at(-1) ?? 0) - (storage.at(-2) ?? 0),
    virtualMachineSteps: lastStat(output, 'Virtual Machine Steps').at(-1) ?? 0,
    fullscanSteps: lastStat(output, 'Fullscan Steps').at(-1) ?? 0,
    sorts: lastStat(output, 'Sort Operations').at(-1) ?? 0,
  };
}
