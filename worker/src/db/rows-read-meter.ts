import { checkStatementTime } from './statement-time-limit.ts';

/**
 * Wraps a D1 binding so every statement adds its rows read and written (D1's `meta`) to the
 * request's tally: D1 bills rows read, so the benchmark, the cost fuzzer and the
 * Server-Timing header show them per request. `raw()` and `first()` return no meta, so the
 * wrapper answers them from `all()`, which does: drizzle's query builder reads every select
 * and `returning` through `raw()`. `unmetered` stays in the tally for a statement that
 * nothing could meter, and is 0 on D1. The tally also
 * keeps the costliest single statement (rows read, and SQLite's own time from `meta.duration`):
 * D1 runs one statement at a time per database, so one long statement holds every visitor:
 * a read that ran past the limit stops the request (statement-time-limit.ts).
 */
export interface RowsTally {
  rowsRead: number;
  rowsWritten: number;
  statements: number;
  unmetered: number;
  /** The most rows one statement read. */
  heaviestStatementRows: number;
  /** The longest one statement ran inside SQLite, in milliseconds. */
  slowestStatementMs: number;
}

export function newTally(): RowsTally {
  return {
    rowsRead: 0,
    rowsWritten: 0,
    statements: 0,
    unmetered: 0,
    heaviestStatementRows: 0,
    slowestStatementMs: 0,
  };
}

function record(tally: RowsTally, result: D1Result | D1Result[]): void {
  for (const r of Array.isArray(result) ? result : [result]) {
    const rowsRead = r.meta?.rows_read ?? 0;
    tally.statements += 1;
    tally.rowsRead += rowsRead;
    tally.rowsWritten += r.meta?.rows_written ?? 0;
    tally.heaviestStatementRows = Math.max(tally.heaviestStatementRows, rowsRead);
    tally.slowestStatementMs = Math.max(tally.slowestStatementMs, r.meta?.duration ?? 0);
  }
  for (const r of Array.isArray(result) ? result : [result]) checkStatementTime(r);
}

/**
 * The statement's rows through `all()`, metered. D1 keys each row by column name, in the
 * order of the select list, so a select must not name two columns alike (alias one): raw
 * rows are read back from those keys.
 */
async function meteredRows(
  statement: D1PreparedStatement,
  tally: RowsTally,
): Promise<Record<string, unknown>[]> {
  const result = await statement.all<Record<string, unknown>>();
  record(tally, result);
  return result.results;
}

function meterStatement(statement: D1PreparedStatement, tally: RowsTally): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, prop, receiver) {
      if (prop === 'bind') {
        return (...values: unknown[]) => meterStatement(target.bind(...values), tally);
      }
      if (prop === 'all' || prop === 'run') {
        return async () => {
          const result = await target[prop]();
          record(tally, result);
          return result;
        };
      }
      if (prop === 'raw') {
        return async (options?: { columnNames?: boolean }) => {
          const rows = await meteredRows(target, tally);
          const values = rows.map((row) => Object.values(row));
          return options?.columnNames ? [Object.keys(rows[0] ?? {}), ...values] : values;
        };
      }
      if (prop === 'first') {
        return async (column?: string) => {
          const [row] = await meteredRows(target, tally);
          if (row === undefined) return null;
          return column === undefined ? row : (row[column] ?? null);
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
}

/** The statement handed to `batch()` must be the binding's own object, not our proxy. */
const innerStatement = new WeakMap<D1PreparedStatement, D1PreparedStatement>();

export function meterD1<D extends Pick<D1Database, 'prepare' | 'batch'>>(db: D, tally: RowsTally): D {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'prepare') {
        return (query: string) => {
          const inner = target.prepare(query);
          const metered = meterStatement(inner, tally);
          innerStatement.set(metered, inner);
          return metered;
        };
      }
      if (prop === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements.map((s) => innerStatement.get(s) ?? s));
          record(tally, results);
          return results;
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
}
