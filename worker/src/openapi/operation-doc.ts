import type { ZodType } from 'zod';

/**
 * One documented response. A bare string is an error answer: the one ApiError body
 * `{ error: { code, message, issues } }`, described by the string.
 */
export type ResponseDoc =
  | string
  | { description: string; json: ZodType }
  | { description: string; mediaType: string };

/** The words and response contracts of one route; inputs come from its validators. */
export interface OperationDoc {
  /** The section of the reference; the first path segment after /api when omitted. */
  tag?: string;
  summary: string;
  description?: string;
  responses: Record<number, ResponseDoc>;
}
