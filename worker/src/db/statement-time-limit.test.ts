import { describe, expect, it } from 'vitest';
import {
  checkStatementTime,
  isStatementStopped,
  STATEMENT_TIME_LIMIT_MS,
  StatementTimeLimitError,
} from './statement-time-limit.ts';

const result = (duration: number, rowsWritten = 0) =>
  ({
    success: true,
    results: [],
    meta: { duration, rows_read: 1, rows_written: rowsWritten },
  }) as unknown as D1Result;

describe('the statement time limit', () => {
  it('stops a read that ran past the limit, and lets one within it go on', () => {
    expect(() => checkStatementTime(result(STATEMENT_TIME_LIMIT_MS + 1))).toThrow(StatementTimeLimitError);
    expect(() => checkStatementTime(result(STATEMENT_TIME_LIMIT_MS))).not.toThrow();
  });

  it('never stops a write after the fact: it has landed', () => {
    expect(() => checkStatementTime(result(STATEMENT_TIME_LIMIT_MS * 5, 1))).not.toThrow();
  });

  it('knows a stopped statement through the wrappers the query builder adds, and D1 stopping one', () => {
    const wrapped = new Error('Failed query: select 1', { cause: new StatementTimeLimitError(1500) });
    expect(isStatementStopped(wrapped)).toBe(true);
    expect(isStatementStopped(new Error('D1_ERROR: Query timed out.'))).toBe(true);
    expect(isStatementStopped(new Error('D1_ERROR: disk I/O error: SQLITE_IOERR'))).toBe(false);
  });
});
