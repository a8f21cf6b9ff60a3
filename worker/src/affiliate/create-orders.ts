import { z } from 'zod';
import type { Conversion } from '../../../schema/src/contracts/conversions.ts';
import type { TrackingConfig } from './tracking-config.ts';

/** SPEC 7: one createOrders mutation per conversion, answered with orders and errors. */
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

export type UpstreamOutcome =
  | { state: 'sent'; submissionId: string; receivedAt: string }
  | { state: 'failed'; error: string };

/** Long enough to diagnose from the row, short enough that a hostile reply cannot bloat it. */
const maxErrorLength = 500;

function orderVariables(
  config: TrackingConfig,
  conversion: Conversion & { clickId: string },
  eventTime: string,
) {
  return {
    enterpriseId: config.enterpriseId,
    orders: [
      {
        actionTrackerId: config.actionTrackerId,
        eventTime,
        orderId: conversion.orderId,
        cjEvent: conversion.clickId,
        amount: conversion.amount,
        discount: conversion.discount,
        currency: conversion.currency,
        ...(conversion.coupon ? { coupon: conversion.coupon } : {}),
        items: conversion.items,
      },
    ],
  };
}

/**
 * Reports one conversion to the affiliate network. Never throws: every way the call can go
 * wrong (network, timeout, HTTP status, a reply that is not the documented shape, errors
 * the network lists) comes back as a failed outcome for the caller to record.
 */
export async function createOrders(
  config: TrackingConfig,
  conversion: Conversion & { clickId: string },
  eventTime: string,
): Promise<UpstreamOutcome> {
  const failed = (error: string): UpstreamOutcome => ({
    state: 'failed',
    error: error.slice(0, maxErrorLength),
  });
  let text: string;
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
        variables: orderVariables(config, conversion, eventTime),
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    status = res.status;
    text = await res.text();
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      return failed(`timed out after ${config.timeoutMs} ms`);
    return failed(`network error: ${err instanceof Error ? err.message : String(err)}`);
  }
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
  const order = reply.data.data?.createOrders?.orders?.[0];
  if (!order) return failed('malformed reply: no order and no error');
  return { state: 'sent', submissionId: order.submissionId, receivedAt: order.orderReceivedTime };
}
