import {
  type LeadConfirmationResponse,
  leadConfirmationRequestSchema,
  leadConfirmationResponseSchema,
} from '@domainary/schema/contracts/conversions.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { ConfigurationError } from '../http/configuration-error.ts';
import { apiError } from '../http/error-response.ts';
import { refusalResponse } from '../http/refusal-response.ts';
import { isSharedSecret, sharedSecretProblem } from '../http/shared-secret.ts';
import { validate } from '../http/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { isRefused } from '../refusal.ts';
import { settleLead } from './data/conversion-records.ts';

/**
 * The network's or registrar's callback: the sale happened at the registrar, so only they
 * can say whether a lead became one. It carries the secret shared with them
 * (AFFILIATE_CALLBACK_SECRET) as a bearer token, checked before the body is read; a
 * deployment without the secret, or with one shorter than MIN_SHARED_SECRET_BYTES, answers
 * 503 and settles nothing. Tries are rate limited per client address, so a guesser gets
 * ten a minute.
 */
export const affiliateConfirmationRoutes = new Hono<AppEnv>().post(
  '/',
  describeRoute({
    summary: 'Confirm or decline an affiliate lead (for the network or registrar)',
    description:
      'Authorization: Bearer with the shared secret AFFILIATE_CALLBACK_SECRET. A lead waiting for its verdict takes the status given; a repeated callback with the same status changes nothing.',
    responses: {
      200: { description: 'The lead and its status', json: leadConfirmationResponseSchema },
      400: 'Not an order id, or a status other than Confirmed or Declined',
      401: 'No shared secret, or the wrong one',
      404: 'No lead with this order id',
      409: 'The lead was already settled with the other status',
      429: 'Too many callbacks from this client address in the last minute',
    },
  }),
  rateLimit('CONFIRMATIONS_RATE_LIMITER'),
  async (c, next) => {
    const secret = c.env.AFFILIATE_CALLBACK_SECRET;
    if (!secret) throw new ConfigurationError('AFFILIATE_CALLBACK_SECRET is not set');
    const problem = sharedSecretProblem('AFFILIATE_CALLBACK_SECRET', secret);
    if (problem) throw new ConfigurationError(problem);
    const presented = c.req.header('Authorization')?.match(/^Bearer (.+)$/)?.[1] ?? '';
    if (!(await isSharedSecret(presented, secret))) {
      c.header('WWW-Authenticate', 'Bearer');
      return apiError(c, 401, 'unauthorized', 'This callback needs the shared secret as a bearer token.');
    }
    await next();
  },
  validate('json', leadConfirmationRequestSchema),
  async (c) => {
    const { orderId, status } = c.req.valid('json');
    const outcome = await settleLead(c.get('db'), orderId, status, new Date().toISOString());
    if (isRefused(outcome)) return refusalResponse(c, outcome.refused);
    return c.json({ orderId, status, changed: outcome.changed } satisfies LeadConfirmationResponse, 200);
  },
);
