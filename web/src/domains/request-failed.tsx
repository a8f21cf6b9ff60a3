import { errorMessageOf } from '../api/error-message.ts';
import { ErrorAlert } from '../ui/error-alert.tsx';

/** A failed request, in words: a 400 names what is wrong; anything else says to try again. */
export function RequestFailed({ what, error }: { what: string; error: unknown }) {
  const detail = errorMessageOf(error, 'please check your connection and try again.');
  return <ErrorAlert message={`${what} failed: ${detail}`} />;
}
