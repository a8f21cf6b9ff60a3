import type { ConversionRequest } from '@domainary/schema/contracts/conversions.ts';
import { apiRequest } from '../api/api-request.ts';

/** Records the landing URL that carried a click id; sent so it outlives a quick click onward. */
export const postLandingClick = (landingUrl: string) =>
  apiRequest('/api/affiliate-clicks', { method: 'POST', body: { landingUrl }, keepalive: true });

/** Reports the name the visitor went on to acquire, with the click id they landed with, if any. */
export const postConversion = (order: ConversionRequest) =>
  apiRequest('/api/conversions', { method: 'POST', body: order });
