import type { ConversionOrder } from './conversion-order.ts';
import { affiliateTracking } from './settings.ts';

/**
 * The conversion tag URL of SPEC 7: container tag id, CID, TYPE, OID, AMOUNT, CURRENCY,
 * DISCOUNT, COUPON, the click-event id and STATUS, with SPEC 3's defaults applied.
 */
export function conversionTagUrl(order: ConversionOrder, clickId: string | null): string {
  const url = new URL(affiliateTracking.tagUrl);
  const params: Array<[string, string]> = [
    ['containerTagId', affiliateTracking.tagContainerId],
    ['CID', affiliateTracking.cid],
    ['TYPE', affiliateTracking.actionTrackerId],
    ['OID', order.orderId],
    ['AMOUNT', order.amount.toFixed(2)],
    ['CURRENCY', order.currency ?? 'USD'],
    ['DISCOUNT', (order.discount ?? 0).toFixed(2)],
    ['COUPON', order.coupon ?? ''],
    [affiliateTracking.clickParam, clickId ?? ''],
    ['STATUS', order.status ?? 'Accepted'],
  ];
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url.href;
}
