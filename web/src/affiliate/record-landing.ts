import { apiRequest } from '../api/api-request.ts';
import { captureClickId } from './click-id.ts';

/**
 * An affiliate landing: the page keeps the URL's click id, and the worker records it for
 * this visitor, since it attributes an order only to a click it recorded itself. A failure
 * is logged and swallowed like every tracking failure; the page works without it.
 * The report outlives a quick click onward to another page.
 */
export async function recordLanding(search: string): Promise<void> {
  const clickId = captureClickId(search);
  if (!clickId) return;
  try {
    await apiRequest('/api/affiliate-clicks', { method: 'POST', body: { clickId }, keepalive: true });
  } catch (error) {
    console.error('Conversion tracking error:', error);
  }
}
