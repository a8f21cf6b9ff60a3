import type { ConversionOrder } from './conversion-order.ts';
import { affiliateTracking } from './settings.ts';

/**
 * The network's conversion tag URL: container tag id, CID, TYPE, OID, AMOUNT, CURRENCY,
 * DISCOUNT, COUPON, the click-event id and STATUS. The page vouches only for what it knows,
 * the ids: a click on Continue is no proof of a purchase, so the figures and the status are
 * left empty here and reported by the worker, which prices the order from its own data,
 * under the same order id.
 */
export function conversionTagUrl(order: ConversionOrder, clickId: string | null): string {
  const url = new URL(affiliateTracking.tagUrl);
  const params: Array<[string, string]> = [
    ['containerTagId', affiliateTracking.tagContainerId],
    ['CID', affiliateTracking.cid],
    ['TYPE', affiliateTracking.actionTrackerId],
    ['OID', order.orderId],
    ['AMOUNT', ''],
    ['CURRENCY', ''],
    ['DISCOUNT', ''],
    ['COUPON', ''],
    [affiliateTracking.clickParam, clickId ?? ''],
    ['STATUS', ''],
  ];
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url.href;
}
