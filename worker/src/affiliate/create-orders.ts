import * as z from 'zod';
import { readCappedText } from '../http/read-capped-text.ts';
import type { UpstreamOutcome } from './data/order-rows.ts';
import type { AttributedOrder } from './derived-order.ts';
import type { TrackingConfig } from './tracking-config.ts';

/** One createOrders mutation per conversion, answered with orders and errors. */
const createOrdersMutation = `mutation CreateOrders($enterpriseId: ID!, $orders: [NewOrderInput!]!) {
  createOrders(enterpriseId: $enterpriseId, orders: $orders) {
    orders { submissionId orderReceivedTime }
    errors { message fields }
  }
}`;

const replySchema = z.object({
  data: z
    .object({
      createOrders: z
        .object({
          orders: z.array(z.object({ submissionId: z.string(), orderReceivedTime: z.string() })).nullish(),
          errors: z.array(z.object({ message: z.string(), fields: z.array(z.string()).nullish() })).nullish(),
        })
        .nullable(),
    })
    .nullish(),
  errors: z.array(z.object({ message: z.string() })).nullish(),
});

/** Long enough to diagnose from the row, short enough that a hostile reply cannot bloat it. */
const maxErrorLength = 500;
/** The reply names one order or a few errors; anything far larger is not the documented reply. */
const maxReplyBytes = 64 * 1024;

/**
 * An upstream error as it may be stored and logged: a server that echoes the request (some
 * do, in 401 pages) must not put the bearer token into our logs or rows.
 */
function withoutSecret(text: string, token: string): string {
  return text.split(token).join('[token]').slice(0, maxErrorLength);
}

function orderVariables(config: TrackingConfig, order: AttributedOrder, eventTime: string) {
  return {
    enterpriseId: config.enterpriseId,
    orders: [
      {
        actionTrackerId: config.actionTrackerId,
        eventTime,
        orderId: order.orderId,
        cjEvent: order.clickId,
        amount: order.amount,
        discount: order.discount,
        currency: order.currency,
        items: order.items,
      },
    ],
  };
}

/**
 * Reports one conversion to the affiliate network. Never throws: every way the call can go
 * wrong (network, timeout, HTTP status, an oversized reply, a reply that is not the
 * documented shape, errors the network lists) comes back as a failed outcome for the caller
 * to record, with the token cut out. Calling it again for the same order is safe: the
 * network keys orders by orderId.
 */
export async function createOrders(
  config: TrackingConfig,
  order: AttributedOrder,
  eventTime: string,
): Promise<UpstreamOutcome> {
  const failed = (error: string): UpstreamOutcome => ({
    state: 'failed',
    error: withoutSecret(error, config.token),
  });
  let text: string | null;
  let status: number;
  try {
    const res = await fetch(config.url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.token}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({
        query: createOrdersMutation,
        variables: orderVariables(config, order, eventTime),
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    status = res.status;
    text = await readCappedText(res, maxReplyBytes);
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      return failed(`timed out after ${config.timeoutMs} ms`);
    return failed(`network error: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (text === null) return failed(`HTTP ${status}: reply over ${maxReplyBytes} bytes`);
  if (status < 200 || status >= 300) return failed(`HTTP ${status}: ${text}`);

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failed(`malformed reply (not JSON): ${text}`);
  }
  const reply = replySchema.safeParse(json);
  if (!reply.success)
    return failed(`malformed reply: ${reply.error.issues[0]?.message ?? 'unexpected shape'}`);

  const graphqlErrors = reply.data.errors ?? [];
  const orderErrors = reply.data.data?.createOrders?.errors ?? [];
  if (graphqlErrors.length > 0 || orderErrors.length > 0) {
    const messages = [
      ...graphqlErrors.map((e) => e.message),
      ...orderErrors.map((e) =>
        e.fields?.length ? `${e.message} (fields: ${e.fields.join(', ')})` : e.message,
      ),
    ];
    return failed(`affiliate API error: ${messages.join('; ')}`);
  }
  const placed = reply.data.data?.createOrders?.orders?.[0];
  if (!placed) return failed('malformed reply: no order and no error');
  return { state: 'sent', submissionId: placed.submissionId, receivedAt: placed.orderReceivedTime };
}
