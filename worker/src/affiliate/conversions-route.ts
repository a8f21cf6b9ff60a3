import {
  type ConversionResponse,
  clickLifetimeDays,
  conversionRequestSchema,
  conversionResponseSchema,
} from '@domainary/schema/contracts/conversions.ts';
import type { Lookalike } from '@domainary/schema/contracts/lookalike.ts';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { lookalikeOf } from '../domains/index.ts';
import { clientKeyOf, clientNetworkOf } from '../http/client-key.ts';
import { apiError } from '../http/error-response.ts';
import { refusalResponse } from '../http/refusal-response.ts';
import { requestedName } from '../http/requested-name.ts';
import { validate } from '../http/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { requireVisitor } from '../middleware/require-visitor.ts';
import { visitorIdOf } from '../middleware/visitor.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { isRefused } from '../refusal.ts';
import { isRecordedClick } from './data/click-records.ts';
import {
  type ConversionRow,
  claimUpstreamRetry,
  findConversion,
  insertCappedConversion,
} from './data/conversion-records.ts';
import { recordRefusedLead } from './data/refused-lead-records.ts';
import { leadOrder, recordedOrder } from './derived-order.ts';
import { leadTermsOf } from './lead-terms.ts';
import {
  MAX_ORDERS_PER_CLIENT,
  MAX_ORDERS_PER_DOMAIN,
  MAX_UPSTREAM_ATTEMPTS,
  ORDER_CAP_WINDOW_MS,
} from './order-limits.ts';
import { reportOrder } from './report-order.ts';
import { trackingConfigOf } from './tracking-config.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A request for an orderId already recorded: the same visitor asking again for the same
 * name and click is a retry, answered as a replay; if the network call failed, the retry
 * makes it again (the network keys orders by orderId, so it never counts twice). Anything
 * else is someone else's order, or another order under a reused id, and changes nothing.
 */
async function replay(
  c: Context<AppEnv>,
  row: ConversionRow,
  asked: { visitorId: string; domain: string; clickId: string | null },
  lookalike: Lookalike | null,
) {
  const same =
    row.visitorId === asked.visitorId && row.domain === asked.domain && row.clickId === asked.clickId;
  if (!same)
    return apiError(c, 409, 'conflict', `Order ${row.orderId} was already recorded with other values.`);
  const config = trackingConfigOf(c.env);
  const order = recordedOrder(row);
  const retry =
    order &&
    !('skipped' in config) &&
    (await claimUpstreamRetry(c.get('db'), row.orderId, MAX_UPSTREAM_ATTEMPTS));
  if (retry) await reportOrder(c.get('db'), config, order, row.createdAt);
  return c.json({ orderId: row.orderId, replayed: true, lookalike } satisfies ConversionResponse, 200);
}

/**
 * Affiliate conversions. The browser names the order id, the domain and the click id it
 * landed with. The sale happens at the registrar, out of the site's sight, so the worker
 * records a lead: the operator's lead value and status, never the name's price. It
 * attributes the lead only to a click it recorded for this visitor within the network's
 * window, caps orders per client address and attributed orders per name (a waiting lead
 * counts only against its own client network, a confirmed one against all), keeps what it
 * refuses for the operator, and reports
 * attributed leads to the network with the secret token. The visitor only learns that the
 * order was recorded.
 */
export const conversionRoutes = new Hono<AppEnv>().use(requireVisitor).post(
  '/',
  describeRoute({
    summary: 'Record an affiliate lead',
    description: `Stored once per orderId as a lead: the configured lead value (AFFILIATE_LEAD_VALUE_USD, default 0) and status (AFFILIATE_REPORTED_STATUS, default Pending) until the network confirms or declines it (POST /api/affiliate-confirmations). With a click id this visitor's landing recorded (POST /api/affiliate-clicks) within the last ${clickLifetimeDays} days the worker reports it to the affiliate network with its own secret; how that call went is never shown. A name that may pass for another (mixed scripts, or letters confusable with another ASCII name, by Unicode's UTS #39) is recorded as any other, and the answer's lookalike says so ("Looks like apple.com"); null for an ordinary name.`,
    responses: {
      200: {
        description: 'The same order was recorded before: nothing changed',
        json: conversionResponseSchema,
      },
      201: { description: 'Recorded', json: conversionResponseSchema },
      400: 'Not an order id, a registrable name or a click id',
      409: 'This orderId was recorded before with other values, or by another visitor',
      422: `The click id was not recorded for this visitor within the last ${clickLifetimeDays} days`,
      429: 'Too many orders from this client address in the last day, or attributed orders for this name from this client network (or confirmed by the network)',
    },
  }),
  rateLimit('CONVERSIONS_RATE_LIMITER'),
  validate('json', conversionRequestSchema),
  async (c) => {
    const request = c.req.valid('json');
    const name = requestedName(request.domain, { in: 'json', name: 'domain' });
    if (isRefused(name)) return refusalResponse(c, name.refused);
    const db = c.get('db');
    const visitorId = await visitorIdOf(c);
    const domain = name.fqdn;
    const clickId = request.clickId ?? null;
    // A name that may pass for another is still recorded: the page warned before sending it.
    const lookalike = lookalikeOf(name.label, name.extension);

    const recorded = await findConversion(db, request.orderId);
    if (recorded) return replay(c, recorded, { visitorId, domain, clickId }, lookalike);

    const now = Date.now();
    const eventTime = new Date(now).toISOString();
    const clientNetwork = clientNetworkOf(c.req.header('CF-Connecting-IP'));
    const refused = (reason: string) =>
      recordRefusedLead(db, { kind: 'order', reason, clientNetwork, domain, clickId, createdAt: eventTime });
    if (clickId) {
      const since = new Date(now - clickLifetimeDays * dayMs).toISOString();
      if (!(await isRecordedClick(db, visitorId, clickId, since))) {
        await refused('unrecorded_click');
        return apiError(
          c,
          422,
          'unrecorded_click',
          `This click id was not recorded for this visitor in the last ${clickLifetimeDays} days.`,
        );
      }
    }

    const order = leadOrder(request.orderId, domain, clickId, leadTermsOf(c.env));
    const config = trackingConfigOf(c.env);
    const skipped = !clickId ? 'no click id' : 'skipped' in config ? config.skipped : null;
    const outcome = await insertCappedConversion(
      db,
      order,
      {
        visitorId,
        clientKey: clientKeyOf(c.req.header('CF-Connecting-IP')),
        clientNetwork,
        createdAt: eventTime,
        upstreamState: skipped ? 'skipped' : 'pending',
        upstreamError: skipped,
      },
      {
        since: new Date(now - ORDER_CAP_WINDOW_MS).toISOString(),
        perClient: MAX_ORDERS_PER_CLIENT,
        perDomain: MAX_ORDERS_PER_DOMAIN,
      },
    );
    if (outcome === 'capped') {
      await refused('order_cap');
      return apiError(
        c,
        429,
        'order_cap',
        `Too many orders: at most ${MAX_ORDERS_PER_CLIENT} a day from one address and ${MAX_ORDERS_PER_DOMAIN} attributed orders a day per name from one network.`,
      );
    }
    if (outcome === 'order-id-taken') {
      // A concurrent request recorded this orderId first: answer as if it had come first.
      const winner = await findConversion(db, request.orderId);
      if (winner) return replay(c, winner, { visitorId, domain, clickId }, lookalike);
      return apiError(c, 409, 'conflict', `Order ${request.orderId} was already recorded with other values.`);
    }
    if (clickId && !('skipped' in config)) await reportOrder(db, config, { ...order, clickId }, eventTime);
    return c.json({ orderId: order.orderId, replayed: false, lookalike } satisfies ConversionResponse, 201);
  },
);
