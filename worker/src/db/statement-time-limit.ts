/**
 * D1 runs one statement at a time per database and offers no per-statement timeout to set:
 * it stops a statement only at its own 30-second limit. So work is bounded by construction
 * (capped keyword phrases, capped walks, LIMITs on inner reads), and the meter checks each
 * read statement's SQLite time against this limit: one that ran longer stops the request
 * before it sends another, as D1's own limit would, and the visitor is asked to retry.
 */
export const STATEMENT_TIME_LIMIT_MS = 3_000;

/** Seconds a visitor is asked to wait before retrying a stopped request. */
export const STOPPED_RETRY_AFTER_SECONDS = 5;

export class StatementTimeLimitError extends Error {
  readonly durationMs: number;

  constructor(durationMs: number) {
    super(`a read statement ran ${Math.round(durationMs)} ms, past the ${STATEMENT_TIME_LIMIT_MS} ms limit`);
    this.name = 'StatementTimeLimitError';
    this.durationMs = durationMs;
  }
}

/** D1's own words when it stops a statement at its limit. */
const d1TimeLimitMessages = [/D1_ERROR.*\btime(d)? ?out\b/i, /exceeded.*(time|duration) limit/i];

/** Whether a statement was stopped for running too long, by our limit or by D1's. */
export function isStatementStopped(error: unknown): boolean {
  // The query builder wraps what the driver threw: look down the chain of causes.
  for (let e: unknown = error, depth = 0; e !== undefined && depth < 5; depth++) {
    if (e instanceof StatementTimeLimitError) return true;
    const text = e instanceof Error ? e.message : String(e);
    if (d1TimeLimitMessages.some((pattern) => pattern.test(text))) return true;
    e = e instanceof Error ? e.cause : undefined;
  }
  return false;
}

/** Stops the request when a statement that wrote nothing ran past the limit. */
export function checkStatementTime(result: D1Result): void {
  const duration = result.meta?.duration ?? 0;
  if (duration > STATEMENT_TIME_LIMIT_MS && (result.meta?.rows_written ?? 0) === 0)
    throw new StatementTimeLimitError(duration);
}
