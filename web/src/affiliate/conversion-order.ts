import type { ConversionRequest } from '../../../schema/src/contracts/conversions.ts';

/**
 * What the Acquire flow knows about an order: SPEC 3 "Conversion tracking input". The click
 * id is not part of it: the page adds the one it captured from the landing URL.
 */
export type ConversionOrder = Omit<ConversionRequest, 'clickId'>;

/** A fresh order id in the network's alphabet (letters, digits, - and _), unique per acquire. */
export function newOrderId(): string {
  return `DMN-${Date.now().toString(36).toUpperCase()}-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
}
