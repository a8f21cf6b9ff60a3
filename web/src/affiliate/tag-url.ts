import type { ConversionOrder } from './conversion-order.ts';
import { affiliateTracking } from './settings.ts';

/**
 * The network's conversion tag URL: container tag id, CID, TYPE, OID, AMOUNT, CURRENCY,
 * DISCOUNT, COUPON, the click-event id and STATUS. The page vouches only for what it knows:
 * the ids, and that this is a lead at the site's reported status (Pending unless configured),
 * since a click on Continue is no proof of a purchase. The figures are left empty here and
 * reported by the worker, at the operator's lead value, under the same order id.
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
    ['STATUS', affiliateTracking.reportedStatus],
  ];
  for (const [name, value] of params) url.searchParams.set(name, value);
  return url.href;
}
