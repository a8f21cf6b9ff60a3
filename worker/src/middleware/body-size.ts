import { bodyLimit } from 'hono/body-limit';
import { apiError } from '../http/error-response.ts';

/** A request body over `maxBytes` is refused with a JSON 413 before anything reads it. */
export const limitBodySize = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) => apiError(c, 413, 'payload_too_large', `The body is over ${maxBytes} bytes`),
  });

/**
 * The ceiling for every /api body: above the largest body a route accepts (1,000 names for
 * bulk valuation), so no route ever parses megabytes of hostile JSON. Routes that take lists
 * set their own, tighter limit.
 */
export const MAX_API_BODY_BYTES = 512_000;
