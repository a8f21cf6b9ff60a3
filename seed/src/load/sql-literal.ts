import type { SqlValue } from './table-layout.ts';

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} as SQL`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}
