import type { DatabaseSync, SQLInputValue } from 'node:sqlite';

/** One statement the worker sent to the database, with its bound values. */
export interface RecordedStatement {
  sql: string;
  params: SQLInputValue[];
}

/**
 * A read-only stand-in for the D1 binding over node:sqlite that writes down every statement
 * the worker runs, so the statements behind a URL can be explained and replayed one by one.
 * It answers the calls drizzle's D1 driver makes (prepare, bind, all, raw, run, first,
 * batch) and a session with no bookmark.
 */
export function recordingD1(db: DatabaseSync, log: RecordedStatement[]) {
  const statement = (sql: string, params: SQLInputValue[]) => {
    const execute = (arrays: boolean) => {
      log.push({ sql, params });
      const prepared = db.prepare(sql);
      prepared.setReturnArrays(arrays);
      return prepared.all(...params);
    };
    const meta = { rows_read: 0, rows_written: 0 };
    return {
      bind: (...values: unknown[]) => statement(sql, values as SQLInputValue[]),
      all: async () => ({ results: execute(false), success: true, meta }),
      raw: async () => execute(true),
      run: async () => ({ results: execute(false), success: true, meta }),
      first: async (column?: string) => {
        const row = execute(false)[0] as Record<string, unknown> | undefined;
        return column === undefined ? (row ?? null) : (row?.[column] ?? null);
      },
    };
  };
  type Statement = ReturnType<typeof statement>;
  const binding = {
    prepare: (sql: string) => statement(sql, []),
    batch: async (statements: Statement[]) => Promise.all(statements.map((s) => s.all())),
  };
  return { ...binding, withSession: () => ({ ...binding, getBookmark: () => null }) };
}
