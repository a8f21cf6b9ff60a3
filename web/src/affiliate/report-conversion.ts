import { postConversion } from './affiliate-api.ts';
import { storedClickId } from './click-id.ts';
import type { ConversionOrder } from './conversion-order.ts';

/**
 * Tells the worker which name the visitor went on to acquire, with the click id they landed
 * with; the worker records it as a lead and reports it to the affiliate network with the
 * secret token (the browser never holds it, nor chooses the amount or status). A tracking
 * failure is logged and swallowed; it never reaches the visitor and never interrupts the
 * Acquire flow.
 */
export async function reportConversion(order: ConversionOrder): Promise<void> {
  const clickId = storedClickId();
  try {
    await postConversion(clickId ? { ...order, clickId } : order);
  } catch (error) {
    console.error('Conversion tracking error:', error);
  }
}
