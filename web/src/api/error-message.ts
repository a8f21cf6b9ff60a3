import type { ApiError } from '@domainary/schema/contracts/api-error.ts';
import { ApiRequestError } from './api-request.ts';

/**
 * A failed request under the fixed message its screen shows ('Failed to fetch companies'),
 * with the failure itself kept as the cause.
 */
export class ScreenRequestError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'ScreenRequestError';
  }
}

/** Said for a 429 whose body carries no message of its own (a proxy's page, say). */
const tooManyRequests = 'Too many requests right now. Please wait a minute and try again.';

/**
 * The message of the API's JSON error body (`{ error: { message } }`). Read by hand rather
 * than with the zod schema: this runs on every page, and one string field does not justify
 * shipping zod in the first script a visitor downloads.
 */
function serverMessageOf(error: ApiRequestError): string | undefined {
  try {
    const message = (JSON.parse(error.body) as Partial<ApiError> | null)?.error?.message;
    return typeof message === 'string' && message !== '' ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the API said about a failure, as a sentence: its own message (a 400 names the wrong
 * field, a 429 says when to try again), or a sentence for a 429 without one. Undefined for
 * anything else (a network error, an HTML error page), whose raw text a visitor never sees.
 */
export function errorDetailOf(error: unknown): string | undefined {
  const failure = error instanceof ScreenRequestError ? error.cause : error;
  if (!(failure instanceof ApiRequestError)) return undefined;
  return serverMessageOf(failure) ?? (failure.status === 429 ? tooManyRequests : undefined);
}

/**
 * The one way a failure reaches the screen: a screen's fixed message first, then what the API
 * said (`errorDetailOf`), else the caller's plain `fallback` sentence.
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  if (error instanceof ScreenRequestError) return error.message;
  return errorDetailOf(error) ?? fallback;
}

/**
 * Whether asking again may succeed: the API was busy or refused for the rate (5xx, 429) or the
 * request never reached it. A 4xx names something wrong with the request itself, which the
 * same request repeats.
 */
export function mayPassOnRetry(error: unknown): boolean {
  const failure = error instanceof ScreenRequestError ? error.cause : error;
  if (!(failure instanceof ApiRequestError)) return true;
  return failure.status === 429 || failure.status >= 500;
}
