import { resetConversionTablesPerTest } from './conversion-tables.ts';

/**
 * What a conversion test file starts from: its hooks (the priced domains listed, the click and
 * order tables emptied before each test) and the one attributed order it posts, brightpath.io
 * under the file's own order id and click id.
 */
export function conversionFixture({ orderId, clickId }: { orderId: string; clickId: string }) {
  resetConversionTablesPerTest();
  return { clickId, order: { orderId, domain: 'brightpath.io', clickId } };
}
