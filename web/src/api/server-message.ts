import { apiErrorSchema } from '../../../schema/src/contracts/api-error.ts';
import { ApiRequestError } from './api-request.ts';

/**
 * The message of the API's JSON error body (`{ error: { message } }`) carried by a failed
 * request, or undefined when the failure has none (a network error, an HTML error page).
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const detail = error.message.slice(`${error.status}: `.length);
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(detail));
    return parsed.success && parsed.data.error.message ? parsed.data.error.message : undefined;
  } catch {
    return undefined;
  }
}
