import type { ApiError } from '@domainary/schema/contracts/api-error.ts';
import { ApiRequestError } from './api-request.ts';

/**
 * The message of the API's JSON error body (`{ error: { message } }`) carried by a failed
 * request, or undefined when the failure has none (a network error, an HTML error page).
 * Read by hand rather than with the zod schema: this runs on every page, and one string
 * field does not justify shipping zod in the first script a visitor downloads.
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const detail = error.message.slice(`${error.status}: `.length);
  try {
    const message = (JSON.parse(detail) as Partial<ApiError> | null)?.error?.message;
    return typeof message === 'string' && message !== '' ? message : undefined;
  } catch {
    return undefined;
  }
}
