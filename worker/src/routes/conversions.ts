import { Hono } from 'hono';
import {
  type ConversionResponse,
  conversionRequestSchema,
  conversionResponseSchema,
} from '../../../schema/src/contracts/conversions.ts';
import { createOrders } from '../affiliate/create-orders.ts';
import { trackingConfigOf } from '../affiliate/tracking-config.ts';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/api-error.ts';
import { validate } from '../http/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { visitorIdOf } from '../middleware/visitor.ts';
import { visitorRoute } from '../middleware/visitor-route.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import {
  findConversion,
  insertConversion,
  recordUpstreamOutcome,
  sameConversion,
} from '../queries/conversions.ts';

/**
 * Affiliate conversions (DESIGN.md "Affiliate tracking"): the browser sends the order and
 * the click id it kept; the worker records it once per orderId and reports it to the
 * network with the secret token. Whatever the network does, the visitor only learns that
 * the order was recorded (SPEC 8: tracking failures are logged and swallowed).
 */
export const conversionRoutes = new Hono<AppEnv>().use(visitorRoute).post(
  '/',
  describeRoute({
    summary: 'Record an affiliate conversion',
    description:
      'Stored once per orderId; with a click id the worker reports it to the affiliate network with its own secret. How that call went is never shown.',
    responses: {
      200: {
        description: 'The same order was recorded before: nothing changed',
        json: conversionResponseSchema,
      },
      201: { description: 'Recorded', json: conversionResponseSchema },
      409: 'This orderId was recorded before with other values',
    },
  }),
  rateLimit('CONVERSIONS_RATE_LIMITER'),
  validate('json', conversionRequestSchema),
  async (c) => {
    const conversion = c.req.valid('json');
    const db = c.get('db');
    const eventTime = new Date().toISOString();
    const config = trackingConfigOf(c.env);
    const skipped = !conversion.clickId ? 'no click id' : 'skipped' in config ? config.skipped : null;

    const inserted = await insertConversion(db, conversion, {
      visitorId: await visitorIdOf(c),
      createdAt: eventTime,
      upstreamState: skipped ? 'skipped' : 'pending',
      upstreamError: skipped,
    });
    if (!inserted) {
      const recorded = await findConversion(db, conversion.orderId);
      if (!recorded || !sameConversion(recorded, conversion)) {
        return apiError(
          c,
          409,
          'conflict',
          `Order ${conversion.orderId} was already recorded with other values.`,
        );
      }
      return c.json({ orderId: conversion.orderId, replayed: true } satisfies ConversionResponse, 200);
    }

    if (conversion.clickId && !('skipped' in config)) {
      const outcome = await createOrders(config, { ...conversion, clickId: conversion.clickId }, eventTime);
      if (outcome.state === 'failed') {
        console.error('conversion tracking error', conversion.orderId, outcome.error);
      }
      // The order is recorded either way; an outcome that cannot be stored leaves it 'pending'.
      await recordUpstreamOutcome(db, conversion.orderId, outcome).catch((error: unknown) =>
        console.error('conversion tracking error: outcome not stored', conversion.orderId, error),
      );
    }
    return c.json({ orderId: conversion.orderId, replayed: false } satisfies ConversionResponse, 201);
  },
);
