import { postLandingClick } from './affiliate-api.ts';
import { captureClickId } from './click-id.ts';

/**
 * An affiliate landing, on the first view of a page (the document load, not a later move
 * within the app): the page keeps the URL's click id, and the worker records it for this
 * visitor from the landing URL itself, since it attributes an order only to a click it read
 * from a landing. Only a visitor's first click is reported. A failure is logged and swallowed
 * like every tracking failure; the page works without it. The report outlives a quick click
 * onward to another page.
 */
export async function recordLanding(landingUrl: string): Promise<void> {
  if (!captureClickId(new URL(landingUrl).search)) return;
  try {
    await postLandingClick(landingUrl);
  } catch (error) {
    console.error('Conversion tracking error:', error);
  }
}
