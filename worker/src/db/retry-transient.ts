/**
 * The D1 errors Cloudflare documents as transient and safe to retry ("Retry queries" in the
 * D1 docs): the connection dropped or the database's Durable Object was reset or moved.
 */
const transientMessages = [
  'Network connection lost',
  'storage caused object to be reset',
  'reset because its code was updated',
];

export function isTransientD1Error(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return transientMessages.some((message) => text.includes(message));
}

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A number in [0, 1) per call: spreads retries so clients that failed together do not retry together. */
  jitter: () => number;
  sleep: (ms: number) => Promise<void>;
}

/** splitmix32 over a counter: deterministic, well spread, and no Math.random anywhere. */
export function jitterSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return ((z ^ (z >>> 16)) >>> 0) / 2 ** 32;
  };
}

const defaults: RetryOptions = {
  attempts: 4,
  baseDelayMs: 25,
  maxDelayMs: 400,
  jitter: jitterSequence(0x5eed),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Exponential backoff with full jitter: a random wait up to base * 2^retry, capped. */
export function backoffDelay(
  retry: number,
  options: Pick<RetryOptions, 'baseDelayMs' | 'maxDelayMs' | 'jitter'>,
) {
  return Math.round(options.jitter() * Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** retry));
}

/**
 * Runs a write again when D1 fails it transiently. Only for idempotent writes: a transient
 * error can arrive after D1 committed, so the retry must be harmless if the first try
 * landed (an upsert, an insert that ignores conflicts, a delete by key).
 */
export async function retryTransient<T>(
  write: () => PromiseLike<T>,
  options: Partial<RetryOptions> = {},
): Promise<T> {
  const settings = { ...defaults, ...options };
  for (let retry = 0; ; retry += 1) {
    try {
      return await write();
    } catch (error) {
      if (retry + 1 >= settings.attempts || !isTransientD1Error(error)) throw error;
      await settings.sleep(backoffDelay(retry, settings));
    }
  }
}
