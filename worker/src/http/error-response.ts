import type { ApiError } from '@domainary/schema/contracts/api-error.ts';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

type Issues = NonNullable<ApiError['error']['issues']>;

/** Answers with the one JSON error body `{ error: { code, message, issues } }`; never a stack, never HTML. */
export function apiError<S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  code: string,
  message: string,
  issues?: Issues,
) {
  const body: ApiError = { error: issues ? { code, message, issues } : { code, message } };
  return c.json(body, status);
}
